import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import type { BuildOptions } from "./app";
import { loadConfig } from "./config";
import type { ServerConfig } from "./config";

export interface TestServer {
  app: FastifyInstance;
  /** http://127.0.0.1:port — the server listens on a real port. */
  url: string;
  config: ServerConfig;
  close(): Promise<void>;
}

/**
 * A real server on a free port with a fresh database: SQLite in a temporary folder, or, when
 * TEST_DATABASE_URL is set, a fresh PostgreSQL database created for this server and dropped after it.
 */
export async function startTestServer(env: Record<string, string> = {}, buildOptions: Omit<BuildOptions, "database"> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "sxz-test-"));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `sxz_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // Dropping while the server's pool still closes its sessions would kill them mid-query (FATAL 57P01).
      for (let attempt = 0; attempt < 50; attempt++) {
        const { rows } = await client.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [name]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  const config = loadConfig({
    LOG_LEVEL: "silent",
    RATE_LIMIT_PER_MINUTE: "100000",
    // Suites log in many times from one address; the tests of the login limits set their own.
    LOGIN_RATE_LIMIT_PER_MINUTE: "100000",
    ...env,
    DATA_DIR: dataDir,
    PORT: "0",
    HOST: "127.0.0.1",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const app = await buildApp(config, buildOptions);
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    app,
    url: address,
    config,
    async close() {
      await app.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
