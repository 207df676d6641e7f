import { afterAll, beforeAll } from "vitest";
import axios from "axios";
import type { Language } from "@sxz/contract";
import { startTestServer } from "../../../server/src/testing";
import type { TestServer } from "../../../server/src/testing";
import { seedBulkReviews } from "../../../server/src/db/seed/bulk-reviews";
import { createRequester } from "../../src/api/request";
import type { RequestFunction } from "../../src/api/request";
import { createListApiWithParts } from "../../src/parts/list-parts";
import type { ListApi } from "../../src/api/list";

export type { TestServer };

/** The real reference server (fresh database with the demo accounts) for the list's component tests. */
export function startListServer(): Promise<TestServer> {
  return startTestServer();
}

export interface ListWorld {
  server: TestServer;
  /** The list calls as the demo learner and as the administrator. */
  learner: ListApi;
  admin: ListApi;
}

/** A suite's real server and its learner's and administrator's list calls: started before the suite, closed after. */
export function listServerForSuite(): ListWorld {
  const world = {} as ListWorld;
  beforeAll(async () => {
    world.server = await startListServer();
    world.learner = (await listApiAs(world.server, "learner")).api;
    world.admin = (await listApiAs(world.server, "admin")).api;
  }, 60_000);
  afterAll(() => world.server?.close());
  return world;
}

/** Writes `count` synthetic reviews of `resourceId` straight into the server's database. */
export async function seedReviews(server: TestServer, resourceId: string, count: number): Promise<void> {
  await seedBulkReviews(server.app.database.db, { resourceId, count });
}

/** Logs in through the real token endpoint and returns the access token. */
export async function login(server: TestServer, username: string, password = username): Promise<string> {
  const response = await axios.post(
    `${server.url}/api/auth/oauth/token`,
    new URLSearchParams({ username, password, grant_type: "password" }).toString(),
    {
      params: { grant_type: "password" },
      headers: { "content-type": "application/x-www-form-urlencoded" },
      adapter: "http",
    },
  );
  return (response.data as { access_token: string }).access_token;
}

/**
 * A real axios instance as the host's request function: Node's http adapter (jsdom's XHR would apply
 * cross-origin rules to the test server's port), bearer token and language header.
 */
export function axiosRequest(server: TestServer, token: string | null, language: Language = "en_US"): RequestFunction {
  const instance = axios.create({
    baseURL: server.url,
    adapter: "http",
    headers: { "sxz-lang": language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return instance as unknown as RequestFunction;
}

/** The list calls over the real server as `username`. */
export async function listApiAs(
  server: TestServer,
  username: string | null,
  language: Language = "en_US",
): Promise<{ api: ListApi; request: RequestFunction }> {
  const token = username ? await login(server, username) : null;
  const request = axiosRequest(server, token, language);
  return { api: createListApiWithParts(createRequester(request)), request };
}

/** Publishes a rating through the real giveScore call as `username`; returns the saved review's id. */
export async function giveScore(
  server: TestServer,
  username: string,
  body: { resourceId: string; score: number; content?: string; message?: string },
): Promise<number> {
  const request = axiosRequest(server, await login(server, username));
  const response = await request({
    method: "POST",
    url: "/api/universal/v1/score/giveScore",
    data: { moduleId: "course", ...body },
  });
  const envelope = response.data as { code: number; data: { id: number }; message: string };
  if (envelope.code !== 200) throw new Error(`giveScore failed: ${envelope.code} ${envelope.message}`);
  return envelope.data.id;
}
