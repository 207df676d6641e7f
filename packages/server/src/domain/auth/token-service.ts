import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { TokenResponse } from "@sxz/contract";
import type { ServerConfig } from "../../config";
import type { Database } from "../../db/schema";
import { signAccessToken } from "./access-tokens";
import type { Role } from "./access-tokens";
import { hashToken, randomToken, seal, unseal } from "./secrets";
import { forgetSessionFamily } from "../session/session-cache";

type Db = Kysely<Database>;
type TokenConfig = Pick<
  ServerConfig,
  "tokenKeys" | "accessTokenTtlSeconds" | "refreshTokenTtlSeconds" | "refreshReuseGraceSeconds"
>;

/** Why a refresh failed: the token endpoint maps each to its OAuth error. */
export type RefreshFailure = "invalid" | "expired" | "revoked" | "reused" | "disabled";
export type RefreshResult = { ok: true; tokens: TokenResponse } | { ok: false; reason: RefreshFailure };

/** The caller's role in a school: admin only through an admin membership there; members and visitors are learners. */
export async function roleIn(db: Db, userId: string, tenantId: string): Promise<Role> {
  const membership = await db
    .selectFrom("memberships")
    .select("role")
    .where("user_id", "=", userId)
    .where("school_id", "=", tenantId)
    .executeTakeFirst();
  return membership?.role === "admin" ? "admin" : "learner";
}

function tokenResponse(
  config: TokenConfig,
  userId: string,
  tenantId: string,
  role: Role,
  familyId: string,
  refreshToken: string,
  now: number,
): TokenResponse {
  return {
    access_token: signAccessToken(
      config.tokenKeys,
      { userId, tenantId, role, familyId },
      config.accessTokenTtlSeconds,
      now,
    ),
    refresh_token: refreshToken,
    user_id: userId,
    token_type: "bearer",
    expires_in: config.accessTokenTtlSeconds,
    tenant_id: tenantId,
  };
}

/** A family's refresh token as stored: only its hash, with its lifetime, not yet rotated. */
async function storeRefreshToken(
  db: Db,
  config: TokenConfig,
  token: { id: string; familyId: string; token: string; now: number },
): Promise<void> {
  await db
    .insertInto("refresh_tokens")
    .values({
      id: token.id,
      family_id: token.familyId,
      token_hash: hashToken(token.token),
      created_at: token.now,
      expires_at: token.now + config.refreshTokenTtlSeconds * 1000,
      rotated_at: null,
      successor_id: null,
      successor_sealed: null,
    })
    .execute();
}

/** A new login: a new token family with its first refresh token, and an access token for it. */
export async function startFamily(
  db: Db,
  config: TokenConfig,
  userId: string,
  tenantId: string,
  now = Date.now(),
): Promise<{ tokens: TokenResponse; familyId: string }> {
  const familyId = randomUUID();
  const refreshToken = randomToken();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("token_families")
      .values({
        id: familyId,
        user_id: userId,
        tenant_id: tenantId,
        created_at: now,
        revoked_at: null,
        revoked_reason: null,
      })
      .execute();
    await storeRefreshToken(trx, config, { id: randomUUID(), familyId, token: refreshToken, now });
  });
  const role = await roleIn(db, userId, tenantId);
  return { tokens: tokenResponse(config, userId, tenantId, role, familyId, refreshToken, now), familyId };
}

/** Revokes a family (logout, reuse, disabled user); idempotent, the first reason stays. */
export async function revokeFamily(db: Db, familyId: string, reason: string, now = Date.now()): Promise<boolean> {
  const result = await db
    .updateTable("token_families")
    .set({ revoked_at: now, revoked_reason: reason })
    .where("id", "=", familyId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  // Committed (a single statement): this process's session guards stop trusting the family at once.
  forgetSessionFamily(familyId);
  return Number(result.numUpdatedRows) > 0;
}

/** The family a refresh token belongs to, whatever its state (logout uses it). */
export async function familyOfRefreshToken(db: Db, refreshToken: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("refresh_tokens")
    .select("family_id")
    .where("token_hash", "=", hashToken(refreshToken))
    .executeTakeFirst();
  return row?.family_id;
}

/**
 * Rotation: each refresh token works once and names its successor. Presented again within the grace window
 * (tabs racing on one refresh), it answers the same successor, unsealed from the row; presented later, it is a
 * replay and revokes the whole family. The conditional UPDATE decides the one winner on both engines.
 */
export async function rotateRefreshToken(
  db: Db,
  config: TokenConfig,
  refreshToken: string,
  now = Date.now(),
): Promise<RefreshResult> {
  const outcome = await db
    .transaction()
    .execute(async (trx): Promise<RefreshResult | { ok: "revoke"; familyId: string }> => {
      const row = await trx
        .selectFrom("refresh_tokens")
        .innerJoin("token_families", "token_families.id", "refresh_tokens.family_id")
        .innerJoin("users", "users.id", "token_families.user_id")
        .select([
          "refresh_tokens.id",
          "refresh_tokens.family_id",
          "refresh_tokens.expires_at",
          "token_families.user_id",
          "token_families.tenant_id",
          "token_families.revoked_at",
          "users.disabled",
        ])
        .where("refresh_tokens.token_hash", "=", hashToken(refreshToken))
        .executeTakeFirst();
      if (!row) return { ok: false, reason: "invalid" };
      if (row.revoked_at !== null) return { ok: false, reason: "revoked" };
      if (row.disabled) return { ok: false, reason: "disabled" };
      if (row.expires_at <= now) return { ok: false, reason: "expired" };

      const successor = randomToken();
      const successorId = randomUUID();
      const claimed = await trx
        .updateTable("refresh_tokens")
        .set({ rotated_at: now, successor_id: successorId, successor_sealed: seal(config.tokenKeys, successor) })
        .where("id", "=", row.id)
        .where("rotated_at", "is", null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 1) {
        await storeRefreshToken(trx, config, { id: successorId, familyId: row.family_id, token: successor, now });
        const role = await roleIn(trx, row.user_id, row.tenant_id);
        return {
          ok: true,
          tokens: tokenResponse(config, row.user_id, row.tenant_id, role, row.family_id, successor, now),
        };
      }

      // Already rotated: read the winner's successor (committed before our UPDATE returned).
      const rotated = await trx
        .selectFrom("refresh_tokens")
        .select(["rotated_at", "successor_sealed"])
        .where("id", "=", row.id)
        .executeTakeFirstOrThrow();
      const withinGrace =
        rotated.rotated_at !== null && now - rotated.rotated_at <= config.refreshReuseGraceSeconds * 1000;
      const sealed =
        withinGrace && rotated.successor_sealed ? unseal(config.tokenKeys, rotated.successor_sealed) : undefined;
      if (!sealed) return { ok: "revoke", familyId: row.family_id };
      const role = await roleIn(trx, row.user_id, row.tenant_id);
      return { ok: true, tokens: tokenResponse(config, row.user_id, row.tenant_id, role, row.family_id, sealed, now) };
    });
  if (outcome.ok === "revoke") {
    await revokeFamily(db, outcome.familyId, "reuse", now);
    return { ok: false, reason: "reused" };
  }
  return outcome;
}
