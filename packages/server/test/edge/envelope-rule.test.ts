import { classifyAnswer, readEnvelope } from "@sxz/contract";
import { FAILURE_CODE_CASES } from "@sxz/contract/rule-cases";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import { createTestDatabase } from "../../src/testing";
import type { TestDatabase } from "../../src/testing";

let app: FastifyInstance;
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    LOG_LEVEL: "silent",
    DATA_DIR: database.dataDir,
    PORT: "0",
    HOST: "127.0.0.1",
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
  });
  app = await buildApp(config);
  // A failure of any status, as a plugin or a route of the real app would throw it, through the real error handler.
  app.get<{ Params: { status: string } }>("/api/envelope-rule/fail/:status", async (request) => {
    throw Object.assign(new Error("failed on purpose"), { statusCode: Number(request.params.status) });
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

// The envelopes the server writes are read by the clients through the shared envelope rule.
describe("the envelope rule in the server", () => {
  it.each(FAILURE_CODE_CASES)(
    "[RW-ERR-1] a failure of HTTP %i is written with body code %i and classifies as its status",
    async (status, code) => {
      const answer = await app.inject({ method: "GET", url: `/api/envelope-rule/fail/${status}` });
      const body = answer.json();
      expect(body).toMatchObject({ code, data: null });
      expect(typeof body.message).toBe("string");
      expect(classifyAnswer(answer.statusCode, body)).toBe(classifyAnswer(answer.statusCode, null));
      expect(readEnvelope(body)).toMatchObject({ ok: false, code });
    },
  );

  it("[RW-ENT-9] [CL-ERR-4] [CL-ERR-1] the server's own answers classify as the rule says", async () => {
    const health = await app.inject({ method: "GET", url: "/api/health" });
    expect(classifyAnswer(health.statusCode, health.json())).toBe("success");
    expect(readEnvelope(health.json())).toMatchObject({ ok: true, code: 200 });
    const school = await app.inject({
      method: "POST",
      url: "/api/ischool/v1/open/schools/",
      payload: { tenantId: "no-such-school" },
    });
    expect(classifyAnswer(school.statusCode, school.json())).toBe("normal");
    const signedOut = await app.inject({ method: "GET", url: "/api/accounts/users/me" });
    expect(classifyAnswer(signedOut.statusCode, signedOut.json())).toBe("unauthorized");
    const unknown = await app.inject({ method: "GET", url: "/api/no-such-call" });
    expect(classifyAnswer(unknown.statusCode, unknown.json())).toBe("refused");
  });
});
