import { ANSWER_CASES, ENVELOPE_CASES } from "@sxz/contract/rule-cases";
import type { PlatformErrorKind } from "../src";
import { isAxiosError } from "axios";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isPlatformError } from "../src";
import { readConfigBody } from "../src/config/parse";
import { resetPage, testClient } from "./support/page";
import { startStubServer } from "./support/stub-server";
import type { StubServer } from "./support/stub-server";

// The shared envelope rule's tables, run through the client layer's http (its error catalogue) and its config reader.
let stub: StubServer;
beforeAll(async () => {
  // Any status and body on demand, and no answer at all (status 0): what the reference server cannot produce.
  stub = await startStubServer((request, response) => {
    const [, status, body] = ANSWER_CASES[Number(request.query.get("case"))]!;
    if (status === 0) {
      response.socket?.destroy();
      return;
    }
    const text = typeof body === "string" ? body : JSON.stringify(body);
    response
      .writeHead(status, { "content-type": typeof body === "string" ? "text/html" : "application/json" })
      .end(text);
  });
});
afterAll(() => stub.close());
beforeEach(() => resetPage("/course/1"));

/** The kinds the client layer's catalogue turns into a PlatformError of the same name. */
const CATALOGUE_KINDS: readonly string[] = [
  "forbidden",
  "ip-restricted",
  "forced-logout",
  "unauthorized",
] satisfies PlatformErrorKind[];

describe("the envelope rule in the client layer", () => {
  it.each(ANSWER_CASES.map((entry, index) => [...entry, index] as const))(
    "[RW-ERR-1] [CL-ERR-4] [CL-RT-3] [CL-ERR-3] %s: HTTP %i with %j is %s, as the shared rule classifies it",
    async (_name, status, _body, kind, index) => {
      const client = testClient({ baseURL: stub.url });
      const outcome = await client.http.get("/api/answer", { params: { case: index } }).then(
        (response) => ({ resolved: response.status }),
        (error: unknown) => ({ rejected: error }),
      );
      if (CATALOGUE_KINDS.includes(kind)) {
        expect(outcome).toHaveProperty("rejected");
        expect(isPlatformError((outcome as { rejected: unknown }).rejected, kind as PlatformErrorKind)).toBe(true);
      } else if (status >= 200 && status <= 299) {
        // Success, 404002 and the refusals a caller shows itself reach the caller as the answer they are.
        expect(outcome).toEqual({ resolved: status });
      } else {
        const error = (outcome as { rejected?: unknown }).rejected;
        expect(isAxiosError(error) && !isPlatformError(error)).toBe(true);
        expect(isAxiosError(error) ? (error.response?.status ?? 0) : -1).toBe(status);
      }
      client.dispose();
    },
  );

  it.each(ENVELOPE_CASES)(
    "[RW-ENT-9] [CL-VAL-4] the config reader reads %s by the shared unwrapping, only code 200 being a value",
    (_name, body, expected) => {
      // Code 200: the value, or a cacheable empty one; any other answer (code 0 too): empty and asked again next time.
      const value =
        expected.ok && expected.code === 200
          ? expected.data === null
            ? { kind: "empty", cacheable: true }
            : { kind: "value", data: expected.data }
          : { kind: "empty", cacheable: false };
      expect(readConfigBody(body)).toEqual(value);
    },
  );
});
