import pg from "pg";
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
  if (response.status !== 200) throw new Error(`sign-in of ${username} failed: ${response.status} ${await response.text()}`);
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
  new URLSearchParams(Object.entries(params).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]]))).toString();

/** Sets a learner's progress through the admin route. */
export async function setProgress(server: TestServer, adminToken: string, courseId: string, userId: string, progress: number): Promise<void> {
  const answer = await call(server, "PUT", `/api/learning/v1/courses/${courseId}/progress`, { token: adminToken, body: { userId, progress } });
  if (answer.body?.code !== 200) throw new Error(`progress not set: ${JSON.stringify(answer.body)}`);
}

export const USER = { learner: "user-learner", learner2: "user-learner2", admin: "user-admin", acmeAdmin: "user-acme-admin", acmeLearner: "user-acme-learner" } as const;

/**
 * Closes a test server without tripping over PostgreSQL: pg's pool.end() resolves before its sockets have closed,
 * and the test database is then dropped WITH (FORCE), which kills the still-closing connections and surfaces as
 * unhandled errors. Ending the pool first and waiting until the database has no sessions avoids that.
 */
export async function closeServer(server: TestServer): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const databaseUrl = server.config.databaseUrl;
  await server.app.database.db.destroy();
  if (adminUrl && databaseUrl) {
    const name = new URL(databaseUrl).pathname.slice(1);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const { rows } = await admin.query<{ count: string }>("select count(*) as count from pg_stat_activity where datname = $1", [name]);
        if (Number(rows[0]?.count ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await admin.end();
    }
  }
  await server.close();
}
