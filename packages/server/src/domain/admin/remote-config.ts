import type { Kysely } from "kysely";
import { ConfigKey } from "@sxz/contract";
import type { Database } from "../../db/schema";
import { assertSchool } from "./schools";
import { invalid, notFound } from "./refusal";

type Db = Kysely<Database>;

/** Remote-config keys an operator may set: every `klt.*` key, and the platform keys the client layer reads. */
const KEY_PATTERN = /^klt\.[A-Za-z0-9_.-]{1,120}$/;
const KNOWN_KEYS = new Set<string>(Object.values(ConfigKey));
/** Longest stored value (JSON text). */
export const CONFIG_VALUE_MAX = 64 * 1024;

export interface RemoteConfigValue {
  key: string;
  /** The school the value is for, or null for the global value every school without its own reads. */
  school: string | null;
  value: unknown;
  updatedAt: string;
}

export function checkKey(key: string): string {
  if (!KEY_PATTERN.test(key) && !KNOWN_KEYS.has(key))
    throw invalid(
      `remote-config key "${key.slice(0, 80)}" must be klt.<name> (letters, digits, . _ -) or one of ${[...KNOWN_KEYS].join(", ")}`,
    );
  return key;
}

/** Parses a value given as JSON text (a bare word that is not JSON is taken as a string). */
export function parseValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Sets a key's value for a school, or (school null) globally. The value is stored as JSON, as the config reader returns it. */
export async function setConfigValue(
  db: Db,
  key: string,
  schoolId: string | null,
  value: unknown,
): Promise<RemoteConfigValue> {
  checkKey(key);
  if (schoolId !== null) await assertSchool(db, schoolId);
  if (value === undefined) throw invalid("a value is needed");
  const stored = JSON.stringify(value);
  if (stored.length > CONFIG_VALUE_MAX) throw invalid(`a value may be at most ${CONFIG_VALUE_MAX} characters of JSON`);
  const now = Date.now();
  const tenant = schoolId ?? "";
  await db
    .insertInto("config_properties")
    .values({ key, tenant_id: tenant, value: stored, updated_at: now })
    .onConflict((oc) => oc.columns(["key", "tenant_id"]).doUpdateSet({ value: stored, updated_at: now }))
    .execute();
  return { key, school: schoolId, value, updatedAt: new Date(now).toISOString() };
}

export async function unsetConfigValue(
  db: Db,
  key: string,
  schoolId: string | null,
): Promise<{ key: string; school: string | null }> {
  checkKey(key);
  const result = await db
    .deleteFrom("config_properties")
    .where("key", "=", key)
    .where("tenant_id", "=", schoolId ?? "")
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0)
    throw notFound(
      `remote-config key "${key}" has no ${schoolId === null ? "global value" : `value for school "${schoolId}"`}`,
    );
  return { key, school: schoolId };
}

export async function listConfigValues(db: Db, schoolId?: string): Promise<RemoteConfigValue[]> {
  const rows = await db
    .selectFrom("config_properties")
    .selectAll()
    .$if(schoolId !== undefined, (q) => q.where("tenant_id", "in", ["", schoolId!]))
    .orderBy("key")
    .orderBy("tenant_id")
    .execute();
  return rows.map((row) => ({
    key: row.key,
    school: row.tenant_id || null,
    value: parseValue(row.value),
    updatedAt: new Date(Number(row.updated_at)).toISOString(),
  }));
}
