import { createHmac, randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { ConfigError, loadConfig } from "../../src/config";
import { keyId } from "../../src/domain/auth/key-ring";
import { unsafeProductionSettings } from "../../src/production-mode";
import { createTestDatabase } from "../../src/testing";
import type { TestDatabase } from "../../src/testing";
import { bearer, login, refresh } from "../support/http";

/**
 * Rotating TOKEN_SECRET: tokens, signed upload links, permanent file links and sealed refresh successors name
 * their key (`kid`); a server whose TOKEN_SECRETS_PREVIOUS still holds the old secret accepts them, one that
 * dropped it refuses them. Every server here runs on one database, one after the other, as a rolling restart does.
 */

const KEY_A = randomBytes(32).toString("hex");
const KEY_B = randomBytes(32).toString("hex");

describe("signing keys with ids: rotation without sign-outs, removal refuses", () => {
  let database: TestDatabase;
  let running: FastifyInstance | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await running?.close();
    await database.drop();
  });

  /** The one server on the shared database, restarted with these keys. */
  async function serverWith(current: string, previous: string[] = []): Promise<string> {
    await running?.close();
    const config = loadConfig({
      LOG_LEVEL: "silent",
      LOGIN_RATE_LIMIT_PER_MINUTE: "100000",
      TOKEN_SECRET: current,
      TOKEN_SECRETS_PREVIOUS: previous.join(","),
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    });
    running = await buildApp(config);
    return running.listen({ port: 0, host: "127.0.0.1" });
  }
  const me = async (url: string, token: string) =>
    (await fetch(`${url}/api/accounts/users/me`, { headers: bearer(token) })).status;
  const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split(".")[0] ?? "", "base64url").toString("utf8")) as { kid?: string };

  it("an access token signed under key A still works after rotating to B with A previous, and is refused once A is removed", async () => {
    let url = await serverWith(KEY_A);
    const { access_token: underA } = await login(url, "learner");
    expect(claimsOf(underA).kid).toBe(keyId(KEY_A));
    expect(await me(url, underA)).toBe(200);

    url = await serverWith(KEY_B, [KEY_A]);
    expect(await me(url, underA)).toBe(200);
    const { access_token: underB } = await login(url, "learner");
    expect(claimsOf(underB).kid).toBe(keyId(KEY_B));

    url = await serverWith(KEY_B);
    expect(await me(url, underA)).toBe(401);
    expect(await me(url, underB)).toBe(200);
  });

  it("a token from before key ids (no kid) verifies under any key still held, and not after that key is gone", async () => {
    const url = await serverWith(KEY_A);
    const { access_token: current } = await login(url, "learner");
    // The same claims without a kid, signed the way every token was signed before key ids.
    const { kid: _dropped, ...claims } = claimsOf(current) as Record<string, unknown>;
    const body = Buffer.from(JSON.stringify(claims)).toString("base64url");
    const legacy = `${body}.${createHmac("sha256", KEY_A).update(body).digest("base64url")}`;
    expect(await me(url, legacy)).toBe(200);
    expect(await me(await serverWith(KEY_B, [KEY_A]), legacy)).toBe(200);
    expect(await me(await serverWith(KEY_B), legacy)).toBe(401);
  });

  it("a kid naming one key with another key's signature is refused", async () => {
    const url = await serverWith(KEY_B, [KEY_A]);
    const { access_token: underB } = await login(url, "learner");
    const claims = { ...claimsOf(underB), kid: keyId(KEY_A) };
    const body = Buffer.from(JSON.stringify(claims)).toString("base64url");
    const mixed = `${body}.${createHmac("sha256", KEY_B).update(body).digest("base64url")}`;
    expect(await me(url, mixed)).toBe(401);
  });

  it("a signed upload link issued under A stores its file after the rotation to B (A previous), and is refused once A is removed", async () => {
    let url = await serverWith(KEY_A);
    const { access_token: token } = await login(url, "learner");
    const ticket = async () =>
      (
        (await (
          await fetch(`${url}/api/km/v1/file/upload?bucketName=sxz-image&module=review&fileName=photo.png`, {
            headers: bearer(token),
          })
        ).json()) as {
          data: { url: string };
        }
      ).data;
    const first = await ticket();
    const second = await ticket();
    const put = (link: string) =>
      fetch(link.replace(/^https?:\/\/[^/]+/, url), { method: "PUT", body: randomBytes(64) });

    url = await serverWith(KEY_B, [KEY_A]);
    expect((await put(first.url)).status).toBe(200);
    url = await serverWith(KEY_B);
    expect((await put(second.url)).status).toBe(403);
  });

  it("a permanent file link made under A reads back after the rotation (A previous) and not once A is removed", async () => {
    let url = await serverWith(KEY_A);
    const { access_token: token } = await login(url, "learner");
    const form = new FormData();
    form.append("file", new Blob([randomBytes(32)]), "notes.txt");
    form.append("fileName", "notes.txt");
    form.append("provider", "local");
    const stored = (await (
      await fetch(`${url}/api/document/v1/documents/upload`, { method: "POST", headers: bearer(token), body: form })
    ).json()) as {
      data: { staticUrl: string; signature: string };
    };
    expect(stored.data.signature.startsWith(`${keyId(KEY_A)}.`)).toBe(true);
    // Each body is read to its end: an unread file response would keep the server from closing for the next start.
    const read = async (link: string) => {
      const response = await fetch(link.replace(/^https?:\/\/[^/]+/, url));
      await response.arrayBuffer();
      return response;
    };

    url = await serverWith(KEY_B, [KEY_A]);
    expect((await read(stored.data.staticUrl)).status).toBe(200);
    url = await serverWith(KEY_B);
    expect((await read(stored.data.staticUrl)).status).toBe(403);
  });

  it("a refresh rotated under A answers the same successor on a server already signing with B, within the grace window", async () => {
    let url = await serverWith(KEY_A);
    const first = await login(url, "learner");
    const rotated = (await (await refresh(url, first.refresh_token)).json()) as { refresh_token: string };
    url = await serverWith(KEY_B, [KEY_A]);
    const replayed = await refresh(url, first.refresh_token);
    expect(replayed.status).toBe(200);
    expect(((await replayed.json()) as { refresh_token: string }).refresh_token).toBe(rotated.refresh_token);
  });

  it("previous secrets must be real secrets: shorter than 32 characters stops the start; a placeholder stops production", () => {
    expect(() =>
      loadConfig({ DATA_DIR: database.dataDir, TOKEN_SECRET: KEY_B, TOKEN_SECRETS_PREVIOUS: `${KEY_A},short` }),
    ).toThrow(ConfigError);
    const placeholder = "x".repeat(40);
    expect(
      unsafeProductionSettings({
        NODE_ENV: "production",
        TOKEN_SECRET: KEY_B,
        TOKEN_SECRETS_PREVIOUS: `${KEY_A},${placeholder}`,
      }).join("\n"),
    ).toMatch(/TOKEN_SECRETS_PREVIOUS/);
    expect(
      unsafeProductionSettings({ NODE_ENV: "production", TOKEN_SECRET: KEY_B, TOKEN_SECRETS_PREVIOUS: KEY_A }).join(
        "\n",
      ),
    ).not.toMatch(/TOKEN_SECRETS_PREVIOUS/);
  });
});
