import type { Migration } from "kysely";
import { coreMigration } from "./000_core";

// Applied in key order; never edit a released migration, add a new one.
export const migrations: Record<string, Migration> = {
  "000_core": coreMigration,
};
