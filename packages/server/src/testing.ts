import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createHash, randomBytes } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import type { BuildOptions } from "./app";
import { loadConfig } from "./config";
import type { ServerConfig } from "./config";
import { openDatabase } from "./db";
import { migrateToLatest } from "./db/migrate";
import { seedDemoData } from "./db/seed";

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

export interface TestDatabaseOptions {
  /**
   * Start from a copy of a database already migrated and seeded with the demo data (SQLite: a file copy;
   * PostgreSQL: `CREATE DATABASE … TEMPLATE`), made once per version of the database code and kept in the
   * temporary folder or on the test cluster. The server's start then finds the schema current and the demo data
   * present, as on any restart. Default: an empty database.
   */
  seeded?: boolean;
}

/** A fresh database of its own: SQLite in a temporary folder, or a new PostgreSQL database when TEST_DATABASE_URL is set. */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  return reserveTestDatabase().create(options);
}

/** A test database's folder and URL, chosen before the database exists (a server's settings name them). */
function reserveTestDatabase(): {
  dataDir: string;
  databaseUrl: string | undefined;
  discard(): void;
  create(options: TestDatabaseOptions): Promise<TestDatabase>;
} {
  const dataDir = mkdtempSync(join(tmpdir(), "sxz-test-"));
  const removeFolder = () => rmSync(dataDir, { recursive: true, force: true });
  const adminUrl = process.env.TEST_DATABASE_URL;
  const name = `sxz_test_${randomBytes(6).toString("hex")}`;
  const databaseUrl = adminUrl ? databaseUrlFor(adminUrl, name) : undefined;
  return {
    dataDir,
    databaseUrl,
    discard: removeFolder,
    async create(options) {
      if (!adminUrl) {
        if (options.seeded) copyFileSync(await sqliteTemplate(), join(dataDir, SQLITE_FILE));
        return { dataDir, databaseUrl, drop: async () => removeFolder() };
      }
      if (options.seeded) await createFromTemplate(adminUrl, name, await postgresTemplate(adminUrl));
      else await createPostgresDatabase(adminUrl, name);
      return {
        dataDir,
        databaseUrl,
        async drop() {
          const client = new pg.Client({ connectionString: adminUrl });
          await client.connect();
          // Dropping while a pool still closes its sessions would kill them mid-query (FATAL 57P01).
          for (let attempt = 0; attempt < 50; attempt++) {
            const { rows } = await client.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [
              name,
            ]);
            if (rows[0]?.n === 0) break;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await client.end();
          removeFolder();
        },
      };
    },
  };
}

function databaseUrlFor(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The SQLite file `openDatabase` opens in DATA_DIR. */
export const SQLITE_FILE = "sxz.sqlite";

let templateKey: string | undefined;
/** A digest of the code that shapes a seeded database (migrations, seeders, the tables and the password hashes). */
function databaseCodeKey(): string {
  if (templateKey) return templateKey;
  const src = dirname(fileURLToPath(import.meta.url));
  const hash = createHash("sha256");
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts"))
        hash.update(path.slice(src.length)).update(readFileSync(path));
    }
  };
  walk(join(src, "db"));
  walk(join(src, "domain"));
  templateKey = hash.digest("hex").slice(0, 16);
  return templateKey;
}

/** Migrates and seeds the database `config` names, then closes it. */
async function migrateAndSeed(
  config: Pick<ServerConfig, "databaseUrl" | "dataDir">,
  beforeClose?: (handle: ReturnType<typeof openDatabase>) => Promise<void>,
) {
  const database = openDatabase(config);
  try {
    await migrateToLatest(database.db);
    await seedDemoData(database.db);
    await beforeClose?.(database);
  } finally {
    await database.destroy();
  }
}

/**
 * The seeded SQLite file of this version of the code (migrated, demo data in), made once: processes that race each
 * rename a whole file into place. Copied as `sxz.sqlite` into a DATA_DIR, a server started there finds its schema
 * current and the demo data present, as on a restart.
 */
export async function sqliteTemplate(): Promise<string> {
  const file = join(tmpdir(), `sxz-test-template-${databaseCodeKey()}.sqlite`);
  if (existsSync(file)) return file;
  const folder = mkdtempSync(join(tmpdir(), "sxz-template-"));
  try {
    // Out of WAL mode before closing: the one file holds everything (the copy's server turns WAL on again).
    await migrateAndSeed(
      { dataDir: folder, databaseUrl: undefined },
      async ({ db }) => void (await sql`PRAGMA journal_mode = DELETE`.execute(db)),
    );
    renameSync(join(folder, SQLITE_FILE), file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return file;
}

const postgresTemplates = new Map<string, Promise<string>>();
/** The seeded PostgreSQL database of this version of the code on the test cluster, made once (built under another name, then renamed). */
function postgresTemplate(adminUrl: string): Promise<string> {
  let template = postgresTemplates.get(adminUrl);
  if (!template) {
    template = makePostgresTemplate(adminUrl);
    template.catch(() => postgresTemplates.delete(adminUrl));
    postgresTemplates.set(adminUrl, template);
  }
  return template;
}

async function makePostgresTemplate(adminUrl: string): Promise<string> {
  const name = `sxz_template_${databaseCodeKey()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    if ((await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount) return name;
    const building = `${name}_${randomBytes(4).toString("hex")}`;
    const folder = mkdtempSync(join(tmpdir(), "sxz-template-"));
    try {
      await migrateAndSeed({ dataDir: folder, databaseUrl: await createPostgresDatabase(adminUrl, building) });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    try {
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch (error) {
      // Another process renamed its own first: that one is the template.
      if ((error as { code?: string }).code !== "42P04") throw error;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    }
    return name;
  } finally {
    await admin.end();
  }
}

/** Creates `name` as a copy of `template`, retried while another session briefly holds the template. */
async function createFromTemplate(adminUrl: string, name: string, template: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        break;
      } catch (error) {
        // 55006: the template is being accessed by other users (another process creating its copy at this moment).
        if ((error as { code?: string }).code !== "55006" || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80));
      }
    }
  } finally {
    await admin.end();
  }
}

export interface TestServerOptions {
  /**
   * Whether a server that seeds the demo data starts from the seeded copy (`TestDatabaseOptions.seeded`) instead
   * of migrating and seeding an empty database itself. Default true; a test of migrating or seeding says false.
   */
  fromTemplate?: boolean;
}

/**
 * A real server on a free port with a fresh database (see `createTestDatabase`), dropped when it closes. A server
 * that seeds the demo data starts from the seeded copy unless `options.fromTemplate` is false.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  buildOptions: Omit<BuildOptions, "database"> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const reserved = reserveTestDatabase();
  const { dataDir, databaseUrl } = reserved;
  let config: ServerConfig;
  try {
    config = loadConfig({
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
  } catch (error) {
    reserved.discard();
    throw error;
  }
  const { drop } = await reserved.create({ seeded: config.seedDemoData && options.fromTemplate !== false });
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
