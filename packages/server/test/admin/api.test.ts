import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { ADMIN_FAILURES_PER_WINDOW } from "../../src/routes/admin";

const TOKEN = "admin-token-0123456789abcdef0123456789abcdef";

async function call(
  server: TestServer,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: () => JSON.parse(text) as { code: number; data: unknown; message: string },
  };
}

describe("admin API: authorisation", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ADMIN_TOKEN: TOKEN, NODE_ENV: "test", SEED_DEMO_DATA: "false" });
  });
  afterAll(() => server.close());

  it("refuses a call without the admin token and with a wrong one (401), and takes the right one", async () => {
    expect((await call(server, "GET", "/api/admin/v1/schools")).status).toBe(401);
    const wrong = await call(server, "GET", "/api/admin/v1/schools", { token: `${TOKEN}x` });
    expect(wrong.status).toBe(401);
    expect(wrong.json()).toEqual({
      code: 401,
      data: null,
      message: "The admin API needs Authorization: Bearer <ADMIN_TOKEN>.",
    });
    // A write without the token changes nothing.
    expect(
      (await call(server, "POST", "/api/admin/v1/schools", { token: "nope", body: { id: "x", name: "X" } })).status,
    ).toBe(401);
    const right = await call(server, "GET", "/api/admin/v1/schools", { token: TOKEN });
    expect(right.status).toBe(200);
    expect(right.json()).toMatchObject({ code: 200, data: [] });
  });

  it("answers 429 with Retry-After once an address has sent too many wrong tokens, even with the right token afterwards", async () => {
    // The earlier test spent 3 failures of this address's window.
    for (let attempt = 3; attempt < ADMIN_FAILURES_PER_WINDOW; attempt++) {
      expect((await call(server, "GET", "/api/admin/v1/buckets", { token: `wrong-${attempt}` })).status).toBe(401);
    }
    const limited = await call(server, "GET", "/api/admin/v1/buckets", { token: "wrong-again" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await call(server, "GET", "/api/admin/v1/buckets", { token: TOKEN })).status).toBe(429);
  });
});

describe("admin API: off without ADMIN_TOKEN", () => {
  it("answers 404 to every admin call when ADMIN_TOKEN is unset, whatever the token", async () => {
    const server = await startTestServer({ SEED_DEMO_DATA: "false" });
    try {
      const off = await call(server, "GET", "/api/admin/v1/schools", { token: TOKEN });
      expect(off.status).toBe(404);
      expect(off.json().message).toContain("set ADMIN_TOKEN");
    } finally {
      await server.close();
    }
  });

  it("refuses an ADMIN_TOKEN shorter than 32 characters at start", async () => {
    await expect(startTestServer({ ADMIN_TOKEN: "short" })).rejects.toThrow(
      "ADMIN_TOKEN must be at least 32 characters",
    );
  });
});

describe("admin API: the CLI's operations over HTTP", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ADMIN_TOKEN: TOKEN, NODE_ENV: "test", SEED_DEMO_DATA: "false" });
  });
  afterAll(() => server.close());
  const admin = (method: string, path: string, body?: unknown) => call(server, method, path, { token: TOKEN, body });

  it("provisions a school, a user, a course with its items, and the user signs in with the password set", async () => {
    expect((await admin("POST", "/api/admin/v1/schools", { id: "north", name: "North" })).status).toBe(200);
    const duplicate = await admin("POST", "/api/admin/v1/schools", { id: "north", name: "North" });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json().message).toBe('school "north" exists already');
    const user = await admin("POST", "/api/admin/v1/users", {
      username: "lin",
      school: "north",
      password: "lin-password-1",
    });
    expect(user.json().data).toMatchObject({ username: "lin", homeSchool: "north", hasPassword: true });
    expect((await admin("POST", "/api/admin/v1/courses", { id: "c1", title: "Course", module: "mod" })).status).toBe(
      200,
    );
    const items = await admin("PUT", "/api/admin/v1/config-items", {
      module: "mod",
      items: [{ type: "tag", score: 5, code: "clear", texts: { en_US: "Clear", zh_CN: "清晰" } }],
    });
    expect(items.json().data).toMatchObject({ module: "mod", created: 1 });
    const csvItems = await admin("PUT", "/api/admin/v1/config-items", {
      module: "mod",
      file: "type,score,code,en_US\nguide,5,g5,Great\n",
    });
    expect(csvItems.json().data).toMatchObject({ created: 1, updated: 0 });
    expect((await admin("PUT", "/api/admin/v1/config-items", { module: "mod" })).status).toBe(400);
    // Items or a file, not both; an empty list and a score no type allows are refused by the schema.
    expect(
      (
        await admin("PUT", "/api/admin/v1/config-items", {
          module: "mod",
          items: [{ type: "tag", score: 5, code: "c2", texts: { en_US: "C" } }],
          file: "type,score,code,en_US\n",
        })
      ).status,
    ).toBe(400);
    expect((await admin("PUT", "/api/admin/v1/config-items", { module: "mod", items: [] })).status).toBe(400);
    const tooHigh = await admin("PUT", "/api/admin/v1/config-items", {
      module: "mod",
      items: [{ type: "tag", score: 6, code: "c3", texts: { en_US: "C" } }],
    });
    expect([tooHigh.status, tooHigh.json().message]).toEqual([400, expect.stringContaining("body/items/0/score ")]);
    // Malformed bodies meet the schema: the server's own 400 envelope.
    const malformed = await admin("POST", "/api/admin/v1/schools", { name: "No id" });
    expect(malformed.status).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 400, data: null });
    // An import larger than the general body limit (1 MiB) is still taken.
    const rows = Array.from({ length: 60_000 }, (_, index) => `user-${index},nowhere`).join("\n");
    const large = await admin("POST", "/api/admin/v1/users/import", {
      csv: `username,school\n${rows}\n`,
      dryRun: true,
    });
    expect(large.status).toBe(400);
    expect(large.json().message).toContain("at most 10000 rows");

    const token = await fetch(`${server.url}/api/auth/oauth/token?grant_type=password`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ username: "lin", password: "lin-password-1", grant_type: "password" }),
    });
    expect(token.status).toBe(200);
    // A platform user's access token, even a school admin's, is no admin token.
    expect(
      (await admin("POST", "/api/admin/v1/schools/north/members", { username: "lin", role: "admin" })).status,
    ).toBe(200);
    const { access_token: accessToken } = (await token.json()) as { access_token: string };
    expect((await call(server, "GET", "/api/admin/v1/schools", { token: accessToken })).status).toBe(401);
  });

  it("imports users from CSV with a dry run, refuses a bad file with the per-row report, and changes memberships, words, remote config", async () => {
    const dry = await admin("POST", "/api/admin/v1/users/import", {
      csv: "username,school\nann,north\n",
      dryRun: true,
    });
    expect(dry.json().data).toEqual({ dryRun: true, created: ["ann"], refused: [] });
    const bad = await admin("POST", "/api/admin/v1/users/import", { csv: "username,school\nann,nowhere\n" });
    expect(bad.status).toBe(400);
    expect(bad.json().data).toMatchObject({ refused: [{ line: 2, username: "ann" }] });
    expect(
      (await admin("POST", "/api/admin/v1/users/import", { csv: "username,school\nann,north\n" })).json().data,
    ).toMatchObject({ created: ["ann"] });

    expect((await admin("POST", "/api/admin/v1/schools", { id: "south", name: "South" })).status).toBe(200);
    expect(
      (await admin("POST", "/api/admin/v1/schools/south/members", { username: "ann", role: "admin" })).json().data,
    ).toEqual({ username: "ann", school: "south", role: "admin" });
    expect((await admin("DELETE", "/api/admin/v1/schools/south/members/ann")).status).toBe(200);
    expect((await admin("PUT", "/api/admin/v1/users/ann/status", { disabled: true })).json().data).toMatchObject({
      disabled: true,
    });
    expect((await admin("PUT", "/api/admin/v1/users/ann/password", { password: "short" })).status).toBe(400);

    expect(
      (await admin("PUT", "/api/admin/v1/sensitive-words", { school: "north", words: ["spoiler"] })).json().data,
    ).toEqual({ school: "north", own: true, words: ["spoiler"] });
    expect(
      (await admin("PUT", "/api/admin/v1/remote-config/klt.beta.flag.school", { value: ["north"] })).json().data,
    ).toMatchObject({ key: "klt.beta.flag.school", value: ["north"] });
    expect((await admin("PUT", "/api/admin/v1/remote-config/other.key", { value: 1 })).status).toBe(400);
    expect((await admin("DELETE", "/api/admin/v1/remote-config/klt.beta.flag.school")).status).toBe(200);
  });

  it("a user disabled or given a new password through the API is refused on the very next request, though their session was just checked", async () => {
    // A disabled account's session is told to log out (body code 901100005); a reset password's ends (401).
    for (const [username, change, refused] of [
      [
        "kai",
        () => admin("PUT", "/api/admin/v1/users/kai/status", { disabled: true }),
        { status: 200, code: 901100005 },
      ],
      [
        "mia",
        () => admin("PUT", "/api/admin/v1/users/mia/password", { password: "mia-password-2" }),
        { status: 401, code: 401 },
      ],
    ] as const) {
      expect((await admin("POST", "/api/admin/v1/users", { username, school: "north" })).status).toBe(200);
      expect(
        (await admin("PUT", `/api/admin/v1/users/${username}/password`, { password: `${username}-password-1` })).status,
      ).toBe(200);
      const token = await fetch(`${server.url}/api/auth/oauth/token?grant_type=password`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ username, password: `${username}-password-1`, grant_type: "password" }),
      });
      const { access_token: accessToken } = (await token.json()) as { access_token: string };
      // Twice: the second answer comes from the session the guard keeps for a moment.
      expect((await call(server, "GET", "/api/accounts/users/me", { token: accessToken })).status).toBe(200);
      expect((await call(server, "GET", "/api/accounts/users/me", { token: accessToken })).status).toBe(200);
      expect((await change()).status).toBe(200);
      const after = await call(server, "GET", "/api/accounts/users/me", { token: accessToken });
      expect({ status: after.status, code: after.json().code }, username).toEqual(refused);
    }
  });

  it("exports a school as CSV with a byte-order mark, and 404 for an unknown school", async () => {
    const csv = await fetch(`${server.url}/api/admin/v1/schools/north/export?format=csv`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="north-reviews.csv"');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect((await admin("GET", "/api/admin/v1/schools/atlantis/export?format=jsonl")).status).toBe(404);
  });
});
