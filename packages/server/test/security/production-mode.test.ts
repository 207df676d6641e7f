import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config";
import { demoAccountsWithKnownPasswords } from "../../src/db/seed/demo-accounts";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";

const MAIN = join(dirname(fileURLToPath(import.meta.url)), "../../src/main.ts");
const SECRET = "4f0c9a7e1b2d3c5a6e8f9d0b1a2c3e4f5a6b7c8d9e0f1a2b";

/** The settings a production start needs; each test breaks one. */
const SAFE = { NODE_ENV: "production", TOKEN_SECRET: SECRET, PUBLIC_ORIGIN: "https://learn.example.com" } as const;

/** Runs the real entry point (src/main.ts) and answers how it ended, or that it listened. */
function runMain(env: Record<string, string>): Promise<{ code: number | null; output: string; listened: boolean }> {
  return new Promise((resolve, reject) => {
    // A folder of its own unless the test names one: the entry point writes uploads (and the demo a secret) there.
    const scratch = mkdtempSync(join(tmpdir(), "sxz-main-"));
    const child = spawn(process.execPath, ["--conditions=@sxz/source", "--import", "tsx", MAIN], {
      env: {
        PATH: process.env.PATH ?? "",
        LOG_LEVEL: "silent",
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: scratch,
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    let listened = false;
    const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (!listened && output.includes("listening on")) {
        listened = true;
        child.kill("SIGTERM");
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(timer);
      rmSync(scratch, { recursive: true, force: true });
      resolve({ code, output, listened });
    });
  });
}

describe("production mode (NODE_ENV=production): unsafe settings stop the start, naming them", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "sxz-production-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (env: Record<string, string | undefined>) => loadConfig({ DATA_DIR: dataDir, ...env });
  const refusal = (env: Record<string, string | undefined>) => {
    try {
      load(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.message;
      throw error;
    }
    return "";
  };

  it.each([
    ["TOKEN_SECRET", { TOKEN_SECRET: undefined }],
    ["TOKEN_SECRET", { TOKEN_SECRET: "x".repeat(40) }],
    ["TOKEN_SECRET", { TOKEN_SECRET: "changeme".repeat(5) }],
    ["WORKPLACE_CODE_SECRET", { WORKPLACE_CODE_SECRET: "secret".repeat(6) }],
    ["SEED_DEMO_DATA", { SEED_DEMO_DATA: "true" }],
    ["THIRD_PARTY_LOGIN_USER", { THIRD_PARTY_LOGIN_USER: "learner" }],
    ["PUBLIC_ORIGIN", { PUBLIC_ORIGIN: undefined }],
    ["PUBLIC_ORIGIN", { PUBLIC_ORIGIN: "http://learn.example.com" }],
    ["TRUST_PROXY", { TRUST_PROXY: "true" }],
  ] as const)("refuses an unsafe %s", (name, change) => {
    const message = refusal({ ...SAFE, ...change });
    expect(message).toContain("NODE_ENV=production");
    expect(message).toContain(name);
  });

  it("names every unsafe setting at once, so one restart fixes them all", () => {
    const message = refusal({ NODE_ENV: "production", SEED_DEMO_DATA: "true", TRUST_PROXY: "yes" });
    for (const name of ["TOKEN_SECRET", "PUBLIC_ORIGIN", "SEED_DEMO_DATA", "TRUST_PROXY"])
      expect(message).toContain(name);
  });

  it("defaults to no demo data and no third-party stand-in, and writes no generated secret", () => {
    const config = load({ ...SAFE });
    expect(config).toMatchObject({
      production: true,
      seedDemoData: false,
      thirdPartyLoginUser: "",
      tokenSecret: SECRET,
      publicOrigin: "https://learn.example.com",
    });
    expect(existsSync(join(dataDir, "token-secret"))).toBe(false);
    // Named proxies are fine (their X-Forwarded-For is trusted, nobody else's); http is fine for this machine's own name.
    expect(load({ ...SAFE, TRUST_PROXY: "10.0.0.5, 10.1.0.0/16" }).trustProxy).toEqual(["10.0.0.5", "10.1.0.0/16"]);
    expect(load({ ...SAFE, PUBLIC_ORIGIN: "http://localhost:8080" }).publicOrigin).toBe("http://localhost:8080");
    expect(() => load({ TRUST_PROXY: "not-an-address" })).toThrow("TRUST_PROXY");
  });

  it("leaves the demo as it was without NODE_ENV=production (npm start)", () => {
    for (const nodeEnv of [undefined, "development", "test"]) {
      expect(load({ NODE_ENV: nodeEnv })).toMatchObject({
        production: false,
        seedDemoData: true,
        thirdPartyLoginUser: "learner",
      });
    }
  });

  it("the real entry point exits with status 2 and the message on stderr", async () => {
    const run = await runMain({ NODE_ENV: "production", DATA_DIR: dataDir, SEED_DEMO_DATA: "true" });
    expect(run.listened).toBe(false);
    expect(run.code).toBe(2);
    expect(run.output).toMatch(/Configuration error: .*NODE_ENV=production/);
    expect(run.output).toContain("SEED_DEMO_DATA");
    expect(run.output).toContain("TOKEN_SECRET");
  }, 40_000);
});

describe("a production server", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...SAFE });
  });
  afterAll(async () => server.close());

  it("has no demo accounts and no third-party stand-in", async () => {
    const login = await fetch(`${server.url}/api/auth/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "password", username: "admin", password: "admin" }).toString(),
    });
    expect(login.status).toBe(401);
    const users = await server.app.database.db.selectFrom("users").select("id").execute();
    expect(users).toEqual([]);
    const target = Buffer.from("https://learn.example.com/course").toString("base64");
    const third = await fetch(`${server.url}/api/auth/open/third/group/authorization_code?targetUrl=${target}`, {
      redirect: "manual",
    });
    expect(third.status).toBe(404);
    expect(third.headers.get("location")).toBeNull();
    expect(await demoAccountsWithKnownPasswords(server.app.database.db)).toEqual([]);
  });
});

describe("TRUST_PROXY naming the proxies", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...SAFE, TRUST_PROXY: "10.0.0.5,10.1.0.0/16" });
  });
  afterAll(async () => server.close());
  const clientIp = async (remoteAddress: string) =>
    (
      await server.app.inject({
        method: "GET",
        url: "/api/accounts/open/client/ip",
        remoteAddress,
        headers: { "x-forwarded-for": "203.0.113.77" },
      })
    ).json().data.ip as string;

  it("believes X-Forwarded-For from a listed proxy only; anyone else stays the address they connect from", async () => {
    expect(await clientIp("10.0.0.5")).toBe("203.0.113.77");
    expect(await clientIp("10.1.2.3")).toBe("203.0.113.77");
    expect(await clientIp("198.51.100.9")).toBe("198.51.100.9");
  });
});

describe("a production start on a database that still holds the demo accounts", () => {
  let demo: TestServer;
  beforeAll(async () => {
    demo = await startTestServer();
  });
  afterAll(async () => demo.close());

  it("finds the demo accounts that still have their known passwords", async () => {
    expect(await demoAccountsWithKnownPasswords(demo.app.database.db)).toEqual([
      "acme-admin",
      "acme-learner",
      "admin",
      "learner",
      "learner2",
    ]);
  });

  it("stops with status 2, naming them", async () => {
    const where: Record<string, string> = demo.config.databaseUrl
      ? { DATABASE_URL: demo.config.databaseUrl }
      : { DATA_DIR: demo.config.dataDir };
    const run = await runMain({ ...SAFE, ...where });
    expect(run.listened).toBe(false);
    expect(run.code).toBe(2);
    expect(run.output).toMatch(/Configuration error: .*NODE_ENV=production/);
    expect(run.output).toContain("admin");
  }, 40_000);

  it("starts once those accounts are disabled", async () => {
    const db = demo.app.database.db;
    await db.updateTable("users").set({ disabled: 1 }).execute();
    const where: Record<string, string> = demo.config.databaseUrl
      ? { DATABASE_URL: demo.config.databaseUrl }
      : { DATA_DIR: demo.config.dataDir };
    const run = await runMain({ ...SAFE, ...where });
    expect(run.output).not.toContain("Configuration error");
    expect(run.listened).toBe(true);
  }, 40_000);
});
