import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

type Db = Kysely<Database>;

/** A school's own value wins over the global one ("" tenant); undefined when neither exists. */
export async function readConfigValue(db: Db, key: string, tenantId: string | undefined): Promise<string | undefined> {
  const rows = await db
    .selectFrom("config_properties")
    .select(["tenant_id", "value"])
    .where("key", "=", key)
    .where("tenant_id", "in", tenantId ? ["", tenantId] : [""])
    .execute();
  return (rows.find((row) => row.tenant_id !== "") ?? rows[0])?.value;
}

export async function writeConfigValue(
  db: Db,
  key: string,
  tenantId: string,
  value: string,
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto("config_properties")
    .values({ key, tenant_id: tenantId, value, updated_at: now })
    .onConflict((conflict) => conflict.columns(["key", "tenant_id"]).doUpdateSet({ value, updated_at: now }))
    .execute();
}
