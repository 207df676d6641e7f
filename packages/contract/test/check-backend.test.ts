// The conformance checker against real backends over HTTP: the reference server (which must pass, every call
// checked) and the foreign backend of the test tree, in each of its dialects and each of its breaking cases.
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../../server/src/testing";
import type { TestServer } from "../../server/src/testing";
import { checkBackend, formatReport, parseArguments, runCli } from "../src/check-backend";
import type { CheckReport } from "../src/check-backend";
import { BAD_INDEX, BREAKING_CASES, DIALECT_NAMES, DIALECTS, startForeignBackend } from "./support/foreign-backend";
import type { BreakingCase } from "./support/foreign-backend";

const root = join(dirname(fileURLToPath(import.meta.url)), "../../..");
const verdictOf = (report: CheckReport, call: string) => report.calls.find((entry) => entry.call === call);

describe("on the reference server", () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    const login = await fetch(`${server.url}/api/auth/oauth/token?grant_type=password`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ username: "learner", password: "learner", grant_type: "password" }),
    });
    token = ((await login.json()) as { access_token: string }).access_token;
  });
  afterAll(() => server.close());

  it("passes: every read call of both specifications is checked and read whole, nothing left out, exit status 0", async () => {
    const lines: string[] = [];
    const status = await runCli(
      [
        "check-backend",
        server.url,
        "--resource-id",
        "course-intro",
        "--module-id",
        "course",
        "--token",
        token,
        "--tenant-id",
        "demo",
      ],
      (text) => lines.push(text),
    );
    const output = lines.join("\n");
    expect(status, output).toBe(0);
    expect(output).toMatch(/^PASSED: /m);
    const report = await checkBackend({
      baseUrl: server.url,
      resourceId: "course-intro",
      moduleId: "course",
      token,
      tenantId: "demo",
    });
    expect(
      report.calls
        .filter((call) => call.verdict !== "ok")
        .map((call) => `${call.call}: ${call.verdict} ${call.problem ?? ""}`),
    ).toEqual([]);
    expect(report.calls.map((call) => call.call)).toEqual(
      expect.arrayContaining([
        "general",
        "queryMsgCountProportions",
        "queryMessages",
        "scoreList",
        "queryMyMessages",
        "configList",
        "myScore",
        "currentUser",
        "clientIp",
        "contentx",
        "schoolInfo",
        "schoolLoginConfig",
        "memberCheck",
        "heartbeat",
        "authorize",
      ]),
    );
    expect(verdictOf(report, "queryMessages")?.read).toMatch(/^10 reviews \(ids \d+, \d+, \d+, …\), total \d+/);
  });

  it("without a token or a school, skips the calls that need them and still passes", async () => {
    const report = await checkBackend({ baseUrl: server.url, resourceId: "course-intro", moduleId: "course" });
    expect(report.passed).toBe(true);
    expect(verdictOf(report, "myScore")).toMatchObject({ verdict: "skipped", problem: "needs --token" });
    expect(verdictOf(report, "memberCheck")).toMatchObject({
      verdict: "skipped",
      problem: "needs --token and --tenant-id",
    });
    expect(formatReport(report)).toMatch(/^skipped\s+myScore\s+widget\s+needs --token$/m);
  });
});

/** Each breaking case: the call it breaks, and what its line must say. */
const BREAKING_LINES: Record<BreakingCase, RegExp> = {
  "page-not-a-list": /cannot be read: \S*scoreInfoList\S* should be a list/,
  "no-envelope": /no \{code, data, message\} envelope/,
  "unreadable-figures": /cannot be read: \S*avgScore should be /,
  "server-error": /HTTP 500: the widget reports the platform busy/,
  refused: /refused with body code 500100: "The configuration service is unavailable"/,
  "not-json": /HTTP 200, not JSON \(text\/html\): "<!doctype html>/,
};

describe("on the foreign backend", () => {
  for (const breaking of Object.keys(BREAKING_CASES) as BreakingCase[]) {
    it(`fails with a clear line on a breaking answer: ${breaking}`, async () => {
      // The dialect whose figures are numbers: each case breaks on its own answer, not on a spelling.
      const backend = await startForeignBackend({ dialect: "int64-ids", breaking });
      try {
        const lines: string[] = [];
        const status = await runCli(
          [
            "check-backend",
            backend.url,
            "--resource-id",
            "course-1",
            "--module-id",
            "course",
            "--token",
            "t",
            "--tenant-id",
            "partner",
          ],
          (text) => lines.push(text),
        );
        const output = lines.join("\n");
        expect(status, output).toBe(1);
        for (const call of BREAKING_CASES[breaking]) {
          expect(output, output).toMatch(
            new RegExp(`^BREAKING\\s+${call}\\s+widget\\s+${BREAKING_LINES[breaking].source}`, "m"),
          );
        }
        expect(output).toMatch(/^FAILED: \d+ answers? breaks? the client layer or the widget/m);
      } finally {
        await backend.close();
      }
    });
  }

  it("notes 64-bit ids written as JSON numbers, which every JavaScript client reads rounded", async () => {
    const backend = await startForeignBackend({ dialect: "int64-ids", unsafeNumberIds: true });
    try {
      const report = await checkBackend({ baseUrl: backend.url, resourceId: "course-1", moduleId: "course" });
      const page = verdictOf(report, "queryMessages")!;
      expect(page.notes).toEqual([
        expect.stringMatching(
          /^whole numbers beyond 2\^53 written as JSON numbers \(id: 1790000000000000001, from_user_id: 1793000000000000001, id: 1791000000000000001, …\): every JavaScript client reads them rounded \(1790000000000000001 arrives as 1790000000000000000\), so ids must be written as text \("1790000000000000001"\)$/,
        ),
      ]);
      expect(formatReport(report)).toMatch(/^ {10}note: whole numbers beyond 2\^53/m);
      // The figures of the summary are safe numbers: nothing to note there.
      expect(verdictOf(report, "general")!.notes).toEqual([]);
    } finally {
      await backend.close();
    }
  });

  it("reads every dialect, reporting the one malformed record of a page with its id and reason", async () => {
    for (const name of DIALECT_NAMES) {
      const backend = await startForeignBackend({ dialect: name });
      try {
        const report = await checkBackend({
          baseUrl: backend.url,
          resourceId: "course-1",
          moduleId: "course",
          token: "t",
          tenantId: "partner",
        });
        const text = formatReport(report);
        expect(
          report.calls.filter((call) => call.verdict === "breaking").map((call) => `${call.call}: ${call.problem}`),
          `${name}\n${text}`,
        ).toEqual([]);
        const page = verdictOf(report, "queryMessages")!;
        expect(page.verdict, text).toBe("dropped");
        expect(page.read, text).toMatch(/^9 reviews /);
        const badId = DIALECTS[name].id("review", BAD_INDEX + 1);
        expect(page.dropped, text).toEqual([expect.objectContaining({ index: BAD_INDEX, id: badId })]);
        expect(text).toContain(`left out: `);
        expect(text).toContain(`(id ${JSON.stringify(badId)})`);
      } finally {
        await backend.close();
      }
    }
  });
});

describe("the command", () => {
  it("reads its arguments: flags with a space or =, the base URL anywhere, clear errors for the rest", () => {
    expect(
      parseArguments([
        "check-backend",
        "--module-id=course",
        "https://api.example.com/",
        "--resource-id",
        "c 1",
        "--token",
        "t",
        "--tenant-id",
        "s",
        "--lang",
        "ko_KR",
        "--json",
      ]),
    ).toEqual({
      ok: true,
      json: true,
      options: {
        baseUrl: "https://api.example.com/",
        resourceId: "c 1",
        moduleId: "course",
        token: "t",
        tenantId: "s",
        language: "ko_KR",
      },
    });
    expect(parseArguments([])).toEqual({ ok: false, error: null });
    expect(parseArguments(["check-backend", "--help"])).toEqual({ ok: false, error: null });
    expect(parseArguments(["check"])).toEqual({ ok: false, error: 'unknown command "check"' });
    expect(
      parseArguments(["check-backend", "ftp://api.example.com", "--resource-id", "r", "--module-id", "m"]),
    ).toEqual({ ok: false, error: 'the base URL must be http(s): "ftp://api.example.com"' });
    expect(parseArguments(["check-backend", "https://a.example", "https://b.example"])).toEqual({
      ok: false,
      error: 'one base URL only (got "https://a.example" and "https://b.example")',
    });
    expect(parseArguments(["check-backend", "https://a.example", "--resource-id"])).toEqual({
      ok: false,
      error: "--resource-id needs a value",
    });
    expect(parseArguments(["check-backend", "https://a.example", "--verbose"])).toEqual({
      ok: false,
      error: "unknown option --verbose",
    });
    expect(parseArguments(["check-backend", "--resource-id", "r", "--module-id", "m"])).toEqual({
      ok: false,
      error: "the backend's base URL is missing",
    });
  });

  /** The command as a process: the bin's module under Node, reading the sources as the workspace does. */
  function runCommand(args: string[]): Promise<{ status: number | null; stdout: string }> {
    const child = spawn(
      process.execPath,
      [
        "--conditions=@sxz/source",
        "--import",
        "tsx",
        join(root, "packages/contract/src/check-backend/cli.ts"),
        ...args,
      ],
      { cwd: root, stdio: ["ignore", "pipe", "pipe"] },
    );
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    return new Promise((resolve) => child.on("close", (status) => resolve({ status, stdout })));
  }

  it("exits 1 with the breaking line as a process, and 2 with the usage on wrong arguments", async () => {
    const backend = await startForeignBackend({ breaking: "server-error" });
    try {
      const failed = await runCommand([
        "check-backend",
        backend.url,
        "--resource-id=course-1",
        "--module-id",
        "course",
        "--json",
      ]);
      expect(failed.status, failed.stdout).toBe(1);
      const report = JSON.parse(failed.stdout) as CheckReport;
      expect(report.passed).toBe(false);
      expect(verdictOf(report, "queryMsgCountProportions")).toMatchObject({ verdict: "breaking", status: 500 });
      const wrong = await runCommand(["check-backend", backend.url]);
      expect(wrong.status).toBe(2);
      expect(wrong.stdout).toMatch(/^check-backend: --resource-id is required/);
      expect(wrong.stdout).toContain("Usage: npx @sxz/contract check-backend <base-url>");
    } finally {
      await backend.close();
    }
  });
});
