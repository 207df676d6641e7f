import { Migrator } from "kysely";
import type { Kysely, Migration, MigrationProvider } from "kysely";
import type { Database } from "./schema";
import { migrations } from "./migrations";

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/** Brings the schema up to date; the same migrations run on SQLite and PostgreSQL. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? "");
    // Without a failed migration, the migrator itself failed (no connection, its lock or its table).
    throw new Error(
      failed ? `Migration ${failed.migrationName} failed: ${reason}` : `Migrating the database failed: ${reason}`,
      { cause: error },
    );
  }
}
