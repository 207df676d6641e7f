import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGE_CASES } from "@sxz/contract/rule-cases";
import { translate } from "../../src/i18n/messages";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

// The server answers in the language the client layer and the widget would pick for the same sources: the
// request's sxz-lang header plays the explicit choice, then the query parameter, then the language cookie.
describe("the language of an answer", () => {
  it.each(LANGUAGE_CASES)("[CL-K-2] $name", async ({ sources, expected }) => {
    const headers: Record<string, string> = {};
    if (typeof sources.explicit === "string") headers["sxz-lang"] = sources.explicit;
    if (typeof sources.cookie === "string") headers.cookie = `other=1; language=${encodeURIComponent(sources.cookie)}`;
    const query = typeof sources.query === "string" ? `?sxz-lang=${encodeURIComponent(sources.query)}` : "";
    const response = await server.app.inject({ method: "GET", url: `/api/no-such-route${query}`, headers });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(translate(expected, "notFound"));
  });
});
