// A fresh database for one benchmark server: a SQLite folder, or a new database on the PostgreSQL cluster.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * Resolves {env, drop}: `env` (DATA_DIR, and DATABASE_URL when `postgresUrl` is given) points a server at a
 * database of its own; `drop()` deletes it and the folder.
 */
export async function freshDatabase(postgresUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), "sxz-bench-"));
  if (!postgresUrl) {
    return { env: { DATA_DIR: dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const database = `sxz_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${database}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
