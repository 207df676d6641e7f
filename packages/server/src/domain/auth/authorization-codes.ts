import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { AuthorizationCodesTable } from "../../db/tables/auth";
import { hashToken, randomToken } from "./secrets";
import { revokeFamily } from "./token-service";

type Db = Kysely<Database>;
export type CodeKind = AuthorizationCodesTable["kind"];

/** A short-lived, single-use code for a user in a school (authorize endpoint, third-party `_tpToken`). */
export async function issueCode(
  db: Db,
  input: {
    kind: Exclude<CodeKind, "workplace">;
    userId: string;
    tenantId: string;
    clientId: string;
    ttlSeconds: number;
  },
  now = Date.now(),
): Promise<string> {
  const code = randomToken();
  await db
    .insertInto("authorization_codes")
    .values({
      code_hash: hashToken(code),
      kind: input.kind,
      user_id: input.userId,
      tenant_id: input.tenantId,
      client_id: input.clientId,
      created_at: now,
      expires_at: now + input.ttlSeconds * 1000,
      used_at: null,
      family_id: null,
    })
    .execute();
  return code;
}

export type RedeemResult =
  | { ok: true; userId: string; tenantId: string; codeHash: string }
  | { ok: false; reason: "invalid" | "expired" | "replayed" };

/**
 * Marks a code used, once: the conditional UPDATE lets exactly one exchange win. A replayed code revokes the
 * family its first exchange created (RFC 6749 §4.1.2: a code used twice means it leaked).
 */
export async function redeemCode(db: Db, code: string, now = Date.now()): Promise<RedeemResult> {
  const codeHash = hashToken(code);
  const row = await db
    .selectFrom("authorization_codes")
    .selectAll()
    .where("code_hash", "=", codeHash)
    .executeTakeFirst();
  if (!row || row.kind === "workplace") return { ok: false, reason: "invalid" };
  if (row.expires_at <= now) return { ok: false, reason: "expired" };
  const claimed = await db
    .updateTable("authorization_codes")
    .set({ used_at: now })
    .where("code_hash", "=", codeHash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    const used = await db
      .selectFrom("authorization_codes")
      .select("family_id")
      .where("code_hash", "=", codeHash)
      .executeTakeFirst();
    if (used?.family_id) await revokeFamily(db, used.family_id, "code_reuse", now);
    return { ok: false, reason: "replayed" };
  }
  return { ok: true, userId: row.user_id, tenantId: row.tenant_id, codeHash };
}

/** Remembers which family a code's exchange created, for replay revocation. */
export async function recordCodeFamily(db: Db, codeHash: string, familyId: string): Promise<void> {
  await db.updateTable("authorization_codes").set({ family_id: familyId }).where("code_hash", "=", codeHash).execute();
}

/**
 * A workplace code is single-use too: its id is recorded as a consumed `workplace` row, and the primary key
 * refuses a second insert on both engines.
 */
export async function consumeWorkplaceCode(
  db: Db,
  input: { codeId: string; userId: string; tenantId: string; platformType: string; expiresAt: number },
  now = Date.now(),
): Promise<boolean> {
  const result = await db
    .insertInto("authorization_codes")
    .values({
      code_hash: hashToken(`workplace:${input.codeId}`),
      kind: "workplace",
      user_id: input.userId,
      tenant_id: input.tenantId,
      client_id: input.platformType,
      created_at: now,
      expires_at: input.expiresAt,
      used_at: now,
      family_id: null,
    })
    .onConflict((conflict) => conflict.column("code_hash").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}
