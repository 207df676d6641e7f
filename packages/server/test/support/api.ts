// Calls on a suite's real server as the widget and the demo site make them: JSON in, the envelope out, demo users signed in.
import { afterAll, beforeAll } from "vitest";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";

export const SCORE = "/api/universal/v1/score";

export interface Answer {
  status: number;
  // Envelopes of many shapes are read in the tests.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** A signed-in demo user, through the real password grant. */
export async function signIn(server: TestServer, username: string): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "password", username, password: username }).toString(),
  });
  if (response.status !== 200)
    throw new Error(`sign-in of ${username} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** One call: JSON body when given, bearer token when given, sxz-lang en_US unless the caller picks another. */
export async function call(
  server: TestServer,
  method: string,
  path: string,
  options: { token?: string | undefined; body?: unknown; lang?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { "sxz-lang": options.lang ?? "en_US" };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

export const query = (params: Record<string, string | number | boolean | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();

/** Sets a learner's progress through the admin route. */
export async function setProgress(
  server: TestServer,
  adminToken: string,
  courseId: string,
  userId: string,
  progress: number,
): Promise<void> {
  const answer = await call(server, "PUT", `/api/learning/v1/courses/${courseId}/progress`, {
    token: adminToken,
    body: { userId, progress },
  });
  if (answer.body?.code !== 200) throw new Error(`progress not set: ${JSON.stringify(answer.body)}`);
}

export const USER = {
  learner: "user-learner",
  learner2: "user-learner2",
  admin: "user-admin",
  acmeAdmin: "user-acme-admin",
  acmeLearner: "user-acme-learner",
} as const;

export interface DemoSuite {
  server: TestServer;
  /** Access tokens of the demo users. */
  learner: string;
  learner2: string;
  admin: string;
  acmeAdmin: string;
}

/** A suite's real server and its demo users signed in: started before the suite, closed after. */
export function demoSuite(): DemoSuite {
  const suite = {} as DemoSuite;
  beforeAll(async () => {
    suite.server = await startTestServer();
    const { server } = suite;
    [suite.learner, suite.learner2, suite.admin, suite.acmeAdmin] = await Promise.all([
      signIn(server, "learner"),
      signIn(server, "learner2"),
      signIn(server, "admin"),
      signIn(server, "acme-admin"),
    ]);
  });
  afterAll(async () => suite.server.close());
  return suite;
}
