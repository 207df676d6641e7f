import { describe, expect, it } from "vitest";
import { BusyError, EnvelopeError, callApi, createRequester, isBusyStatus } from "../../src/api/request";
import { axiosRequest, login, ratingSuite } from "./real-server";

const world = ratingSuite();

describe("request wrapper", () => {
  it("[RW-ENT-9] code 200 yields the data of the real server's envelope", async () => {
    const request = axiosRequest(world.server, null);
    const data = await callApi<{ result: unknown[]; total: number }>(request, {
      method: "GET",
      url: "/api/universal/v1/score/queryMsgCountProportions",
      params: { resourceId: "course-intro" },
    });
    expect(data.total).toBeGreaterThan(0);
    expect(data.result).toHaveLength(5);
  });

  it("[RW-ENT-9] code 0 is success as well", async () => {
    const data = await callApi<string>(
      async () => ({ status: 200, data: { code: 0, data: "legacy", message: "ok" } }),
      { method: "GET", url: "/x" },
    );
    expect(data).toBe("legacy");
  });

  it('[RW-ENT-9] a code written as digits (a gateway\'s "200") is read as the shared envelope rule reads it', async () => {
    const data = await callApi<string>(
      async () => ({ status: 200, data: { code: "200", data: "text code", message: "" } }),
      { method: "GET", url: "/x" },
    );
    expect(data).toBe("text code");
    const failure = await callApi(
      async () => ({ status: 200, data: { code: "901100002", data: null, message: "Sensitive" } }),
      { method: "GET", url: "/x" },
    ).catch((e: unknown) => e);
    expect(failure).toMatchObject({ name: "EnvelopeError", code: 901100002, serverMessage: "Sensitive" });
  });

  it("[RW-ENT-9] any other code rejects with the whole response (here the real 30% refusal)", async () => {
    const request = axiosRequest(world.server, await login(world.server, "learner2"));
    const failure = await callApi(request, {
      method: "POST",
      url: "/api/universal/v1/score/giveScore",
      data: { resourceId: "course-intro", score: 4 },
      headers: { "sxz-lang": "en_US" },
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EnvelopeError);
    const error = failure as EnvelopeError;
    expect(error.code).toBe(901200001);
    expect(error.response).toEqual({ code: 901200001, data: null, message: error.serverMessage });
    expect(error.serverMessage).toMatch(/30%/);
  });

  it("[RW-ENT-9] an HTTP 4xx envelope from the real server is an EnvelopeError with its code", async () => {
    const request = axiosRequest(world.server, null);
    const failure = await callApi(request, {
      method: "POST",
      url: "/api/universal/v1/score/giveScore",
      data: { resourceId: "x", score: 4 },
    }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(EnvelopeError);
    expect((failure as EnvelopeError).status).toBe(401);
  });

  it("[RW-ERR-1] 429, 0 and 5xx count as busy; other statuses do not", async () => {
    expect([429, 0, 500, 503, 599].every(isBusyStatus)).toBe(true);
    expect([200, 400, 401, 403, 404, 499, 600].some(isBusyStatus)).toBe(false);
    const seen: BusyError[] = [];
    const call = createRequester(
      async () => {
        throw Object.assign(new Error("boom"), { response: { status: 502, data: "<html>bad gateway</html>" } });
      },
      (error) => seen.push(error),
    );
    await expect(call({ method: "GET", url: "/api/universal/v1/score/general" })).rejects.toBeInstanceOf(BusyError);
    expect(seen.map((e) => [e.status, e.url, e.method])).toEqual([[502, "/api/universal/v1/score/general", "GET"]]);
  });
});
