import { afterAll, beforeAll } from "vitest";
import axios from "axios";
import { startTestServer } from "../../../server/src/testing";
import type { TestServer } from "../../../server/src/testing";
import { insertReviews, nextReviewId, rebuildCounters } from "../../../server/src/db/seed/bulk-reviews";
import type { RequestConfig, RequestFunction } from "../../src/api/request";

export type { TestServer };

/** The real reference server with a fresh database and the demo data (accounts, courses, 200 reviews). */
export function startRatingServer(): Promise<TestServer> {
  return startTestServer();
}

export interface RatingWorld {
  server: TestServer;
}

/**
 * A suite's real server (fresh database, demo data): started before the suite's first test, closed after its
 * last. Read `world.server` inside tests and hooks; setup that needs the server goes into a later `beforeAll`.
 */
export function ratingSuite(): RatingWorld {
  const world = {} as RatingWorld;
  beforeAll(async () => {
    world.server = await startRatingServer();
  }, 60_000);
  afterAll(() => world.server?.close());
  return world;
}

/** Signs in through the real password grant of the token endpoint. */
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
 * A real axios instance as the host's request function. Node's http adapter: jsdom's XHR would apply
 * cross-origin rules to the test server's port.
 */
export function axiosRequest(server: TestServer, token: string | null): RequestFunction {
  const instance = axios.create({
    baseURL: server.url,
    adapter: "http",
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return instance as unknown as RequestFunction;
}

export async function requestAs(server: TestServer, username: string | null): Promise<RequestFunction> {
  return axiosRequest(server, username ? await login(server, username) : null);
}

/** Passes every call to the real request function and remembers what was sent. */
export function recording(request: RequestFunction): { request: RequestFunction; calls: RequestConfig[] } {
  const calls: RequestConfig[] = [];
  return {
    calls,
    request: (config) => {
      calls.push(config);
      return request(config);
    },
  };
}

/**
 * Passes every call through, but while a hold is on, calls to `url` wait for it: a test holds the answer, sees the
 * widget's waiting state, lets the answer go and waits for that state to end, instead of guessing how long the
 * answer's handling takes.
 */
export function holdable(request: RequestFunction, url: string): { request: RequestFunction; hold(): () => void } {
  let gate: Promise<void> | undefined;
  let open = () => {};
  return {
    request: async (config) => {
      if (config.url === url && gate) await gate;
      return request(config);
    },
    hold() {
      gate = new Promise((resolve) => (open = resolve));
      return () => {
        gate = undefined;
        open();
      };
    },
  };
}

/** The server's distribution of a resource, read directly (to compare the widget's figures with). */
export async function distributionOf(
  server: TestServer,
  resourceId: string,
): Promise<{ result: { score: number; count: number }[]; total: number }> {
  const response = await axios.get(`${server.url}/api/universal/v1/score/queryMsgCountProportions`, {
    params: { resourceId },
    adapter: "http",
  });
  return (response.data as { data: { result: { score: number; count: number }[]; total: number } }).data;
}

/**
 * Gives `resourceId` exactly these ratings, one per synthetic learner (`rated-<resource>-<n>`), written into the
 * server's database the way its seeders do (counters rebuilt), so a test knows the figures it must see. Live
 * ratings through giveScore afterwards keep the counters in step.
 */
export async function seedRatings(server: TestServer, resourceId: string, scores: readonly number[]): Promise<void> {
  const db = server.app.database.db;
  const firstId = await nextReviewId(db);
  const now = Date.now();
  await insertReviews(
    db,
    scores.map((score, index) => ({
      id: firstId + index,
      tenantId: "demo",
      resourceId,
      moduleId: "course",
      resourceType: "course",
      userId: `rated-${resourceId}-${index}`,
      authorRole: "learner" as const,
      score,
      content: "",
      tags: [],
      isTop: 0,
      isHidden: 0,
      likeCount: 0,
      createdAt: now - (index + 1) * 1000,
      updatedAt: now - (index + 1) * 1000,
    })),
  );
  await rebuildCounters(db, resourceId);
}

/** `count` ratings of `score` each. */
export const ratings = (score: number, count: number): number[] => Array.from({ length: count }, () => score);
