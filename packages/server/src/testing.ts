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

export interface TestDatabase {
  /** Folder for SQLite, uploads and the generated secret. */
  dataDir: string;
  /** The fresh PostgreSQL database, when TEST_DATABASE_URL is set; undefined means SQLite in `dataDir`. */
  databaseUrl: string | undefined;
  /** Drops the database (once its sessions are gone) and removes the folder. */
  drop(): Promise<void>;
}

/** Creates the database `name` on the server `adminUrl` reaches, and gives its URL. */
export async function createPostgresDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh, empty database of its own: SQLite in a temporary folder, or a new PostgreSQL database when TEST_DATABASE_URL is set. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), "sxz-test-"));
  const removeFolder = () => rmSync(dataDir, { recursive: true, force: true });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { dataDir, databaseUrl: undefined, drop: async () => removeFolder() };
  const name = `sxz_test_${randomBytes(6).toString("hex")}`;
  return {
    dataDir,
    databaseUrl: await createPostgresDatabase(adminUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // Dropping while a pool still closes its sessions would kill them mid-query (FATAL 57P01).
      for (let attempt = 0; attempt < 50; attempt++) {
        const { rows } = await client.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [name]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      removeFolder();
    },
  };
}

/**
 * A real server on a free port with a fresh database (see `createTestDatabase`), dropped when it closes.
 */
export async function startTestServer(env: Record<string, string> = {}, buildOptions: Omit<BuildOptions, "database"> = {}): Promise<TestServer> {
  const { dataDir, databaseUrl, drop } = await createTestDatabase();
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
      await drop();
    },
  };
}
