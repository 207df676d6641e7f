import { describe, expect, it } from "vitest";
import { callKey, createEarlyCalls } from "./early-calls";
import type { RequestConfig, RequestFunction, RequestResponse } from "./request";

/** A network that answers each call when the test says so, and counts what was sent. */
function heldNetwork() {
  const sent: { config: RequestConfig; answer: (response: RequestResponse) => void; fail: (error: unknown) => void }[] = [];
  const request: RequestFunction = (config) =>
    new Promise((answer, fail) => {
      sent.push({ config, answer, fail });
    });
  return { request, sent };
}

const figures: RequestConfig = { method: "GET", url: "/api/universal/v1/score/general", params: { resourceId: "course-a" } };

describe("early calls: sent at the start, handed to the first caller of the same call", () => {
  it("a call made after it was sent early gets the early answer and sends nothing", async () => {
    const network = heldNetwork();
    const early = createEarlyCalls(network.request);
    early.start((request) => void request(figures));
    expect(network.sent).toHaveLength(1);
    const answer = early.request({ ...figures, params: { resourceId: "course-a" } });
    network.sent[0]!.answer({ status: 200, data: { code: 200, data: "figures" } });
    await expect(answer).resolves.toEqual({ status: 200, data: { code: 200, data: "figures" } });
    expect(network.sent).toHaveLength(1);
    expect(early.waiting).toBe(0);
  });

  it("each early answer is handed out once: the same call made again goes to the network", async () => {
    const network = heldNetwork();
    const early = createEarlyCalls(network.request);
    early.start((request) => void request(figures));
    void early.request(figures);
    void early.request(figures);
    expect(network.sent).toHaveLength(2);
  });

  it("an early failure reaches its caller as the failure of its own call, and is no unhandled rejection before", async () => {
    const network = heldNetwork();
    const early = createEarlyCalls(network.request);
    early.start((request) => void request(figures).catch(() => {}));
    const refused = Object.assign(new Error("HTTP 503"), { response: { status: 503, data: null } });
    network.sent[0]!.fail(refused);
    // The caller asks only later (the texts took their time).
    await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(early.request(figures)).rejects.toBe(refused);
  });

  it("a host function that throws at once fails the early call instead of throwing out of start", async () => {
    const thrown = new Error("no network");
    const early = createEarlyCalls(() => {
      throw thrown;
    });
    expect(() => early.start((request) => void request(figures).catch(() => {}))).not.toThrow();
    await expect(early.request(figures)).rejects.toBe(thrown);
  });

  it("another resource, page or method is another call; writes are never answered early", () => {
    const network = heldNetwork();
    const early = createEarlyCalls(network.request);
    const write: RequestConfig = { method: "POST", url: "/api/universal/v1/score/giveScore", data: { score: 5 } };
    early.start((request) => {
      void request(figures);
      void request(write).catch(() => {});
    });
    void early.request({ ...figures, params: { resourceId: "course-b" } });
    void early.request(write);
    expect(network.sent.map((call) => call.config)).toEqual([figures, write, { ...figures, params: { resourceId: "course-b" } }, write]);
    expect(early.waiting).toBe(1);
  });

  it("starting again drops the answers nobody took (what the widget shows changed before its texts came)", () => {
    const network = heldNetwork();
    const early = createEarlyCalls(network.request);
    early.start((request) => void request(figures));
    const other = { ...figures, params: { resourceId: "course-b" } };
    early.start((request) => void request(other));
    void early.request(figures);
    expect(network.sent.map((call) => call.config)).toEqual([figures, other, figures]);
    expect(early.waiting).toBe(1);
  });

  it("the same call whatever the order of its query or an undefined parameter (axios leaves those out)", () => {
    expect(callKey({ method: "GET", url: "/x", params: { a: 1, b: "2", c: undefined } })).toBe(callKey({ method: "GET", url: "/x", params: { b: "2", a: 1 } }));
    expect(callKey({ method: "GET", url: "/x", params: { a: 1 } })).not.toBe(callKey({ method: "GET", url: "/x", params: { a: 2 } }));
    expect(callKey({ method: "GET", url: "/x" })).not.toBe(callKey({ method: "GET", url: "/y" }));
  });
});
