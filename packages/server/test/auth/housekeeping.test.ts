import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pruneExpiredCredentials } from "../../src/domain/auth/housekeeping";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { bearer, getJson, login, refresh } from "../support/http";

describe("sweeping spent credentials", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it("deletes codes and refresh tokens a day after expiry and keeps everything still usable", async () => {
    const db = server.app.database.db;
    const old = await login(server.url, "learner");
    const current = await login(server.url, "learner2");
    await getJson(
      `${server.url}/api/auth/v1/oauth/authorize?grant_type=authorization_code&client_id=gateway&response_type=code`,
      bearer(current.access_token),
    );
    const { data } = (
      await getJson(
        `${server.url}/api/auth/v1/oauth/authorize?grant_type=authorization_code&client_id=gateway&response_type=code`,
        bearer(old.access_token),
      )
    ).body;
    const twoDaysAgo = Date.now() - 2 * 24 * 3600 * 1000;
    const oldFamily = (
      await db.selectFrom("token_families").select("id").where("user_id", "=", "user-learner").executeTakeFirstOrThrow()
    ).id;
    await db.updateTable("refresh_tokens").set({ expires_at: twoDaysAgo }).where("family_id", "=", oldFamily).execute();
    await db
      .updateTable("authorization_codes")
      .set({ expires_at: twoDaysAgo })
      .where("user_id", "=", "user-learner")
      .execute();

    expect(await pruneExpiredCredentials(db)).toEqual({ codes: 1, refreshTokens: 1 });
    expect((await refresh(server.url, old.refresh_token)).status).toBe(401);
    expect((await db.selectFrom("authorization_codes").select("user_id").execute()).map((row) => row.user_id)).toEqual([
      "user-learner2",
    ]);
    expect(data.code).toEqual(expect.any(String));
    expect((await refresh(server.url, current.refresh_token)).status).toBe(200);
    expect(await pruneExpiredCredentials(db)).toEqual({ codes: 0, refreshTokens: 0 });
  });
});
