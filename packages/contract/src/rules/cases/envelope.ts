// The envelope rule's table of cases. The client layer (its http and the readers behind it), the demo's api layer
// and the server (the envelopes it writes) run it through their own entry points.
import type { AnswerKind, EnvelopeReading } from "../envelope";

/** [body, what unwrapping it gives] (RW-ENT-9: code 200 or 0 yields data, anything else is a failure). */
export const ENVELOPE_CASES: readonly (readonly [string, unknown, EnvelopeReading])[] = [
  ["code 200", { code: 200, data: { id: 1 }, message: "ok" }, { ok: true, code: 200, data: { id: 1 } }],
  ["code 0 (older services)", { code: 0, data: [1, 2], message: "" }, { ok: true, code: 0, data: [1, 2] }],
  ["code 200 as text", { code: "200", data: "x", message: "ok" }, { ok: true, code: 200, data: "x" }],
  ["code 200 without data", { code: 200, message: "ok" }, { ok: true, code: 200, data: null }],
  ["code 0 with data false", { code: 0, data: false, message: "" }, { ok: true, code: 0, data: false }],
  ["a refusal", { code: 400, data: null, message: "Bad request" }, { ok: false, code: 400, message: "Bad request" }],
  [
    "404002 is no success to unwrap",
    { code: 404002, data: null, message: "School not found" },
    { ok: false, code: 404002, message: "School not found" },
  ],
  [
    "a sensitive word",
    { code: 901100002, data: null, message: "Sensitive" },
    { ok: false, code: 901100002, message: "Sensitive" },
  ],
  [
    "a code that is no whole number",
    { code: 200.5, data: 1, message: "ok" },
    { ok: false, code: undefined, message: "ok" },
  ],
  ["a code as other text", { code: "OK", data: 1, message: "ok" }, { ok: false, code: undefined, message: "ok" }],
  ["no code", { data: 1, message: "ok" }, { ok: false, code: undefined, message: "ok" }],
  ["a message that is no text", { code: 500, data: null, message: 5 }, { ok: false, code: 500, message: "" }],
  ["an array", [200], { ok: false, code: undefined, message: "" }],
  ["text", "<html>busy</html>", { ok: false, code: undefined, message: "" }],
  ["nothing", null, { ok: false, code: undefined, message: "" }],
];

/** [name, HTTP status (0: no answer), body, its kind]. */
export const ANSWER_CASES: readonly (readonly [string, number, unknown, AnswerKind])[] = [
  ["200 with code 200", 200, { code: 200, data: {}, message: "ok" }, "success"],
  ["200 with code 0", 200, { code: 0, data: {}, message: "" }, "success"],
  ["201 with code 200", 201, { code: 200, data: null, message: "ok" }, "success"],
  ["200 with code 404002", 200, { code: 404002, data: null, message: "none" }, "normal"],
  ["404 with code 404002", 404, { code: 404002, data: null, message: "none" }, "normal"],
  ["no answer", 0, null, "busy"],
  ["429", 429, { code: 429, data: null, message: "slow down", retryAfterSeconds: 3 }, "busy"],
  ["500", 500, { code: 500, data: null, message: "fault" }, "busy"],
  ["502 from a gateway, no envelope", 502, "<html>Bad Gateway</html>", "busy"],
  ["503", 503, { code: 503, data: null, message: "down" }, "busy"],
  ["599", 599, null, "busy"],
  ["401", 401, { code: 401, data: null, message: "sign in" }, "unauthorized"],
  ["403", 403, { code: 403, data: null, message: "no" }, "forbidden"],
  ["200 with code 403", 200, { code: 403, data: null, message: "no" }, "forbidden"],
  ["403 without an envelope", 403, "", "forbidden"],
  ["200 with IP limit 901100003", 200, { code: 901100003, data: null, message: "ip" }, "ip-restricted"],
  ["200 with IP limit 901100004", 200, { code: 901100004, data: null, message: "ip" }, "ip-restricted"],
  ["403 with IP limit 901100008", 403, { code: 901100008, data: null, message: "ip" }, "ip-restricted"],
  ["IP limit as text", 200, { code: "901100008", data: null, message: "ip" }, "ip-restricted"],
  ["403 with 901100005", 403, { code: 901100005, data: null, message: "disabled" }, "forced-logout"],
  ["200 with 901100005", 200, { code: 901100005, data: null, message: "disabled" }, "forced-logout"],
  ["200 with a sensitive word", 200, { code: 901100002, data: null, message: "word" }, "sensitive-content"],
  ["200 with progress too low", 200, { code: 901200001, data: null, message: "30%" }, "progress-too-low"],
  ["400 with upload refused", 400, { code: 901100007, data: null, message: "refused" }, "upload-refused"],
  ["409 with upload refused", 409, { code: 901100007, data: null, message: "quota" }, "upload-refused"],
  ["200 with config empty", 200, { code: -100, data: null, message: "empty" }, "config-empty"],
  ["400", 400, { code: 400, data: null, message: "bad" }, "refused"],
  ["404", 404, { code: 404, data: null, message: "missing" }, "refused"],
  ["408", 408, { code: 400, data: null, message: "timeout" }, "refused"],
  ["413", 413, { code: 413, data: null, message: "large" }, "refused"],
  ["200 with an unknown code", 200, { code: 12345, data: null, message: "?" }, "refused"],
  ["200 without an envelope", 200, "<html></html>", "refused"],
  ["400 with code 200", 400, { code: 200, data: {}, message: "ok" }, "refused"],
];

/** [HTTP failure status, the body code a server writes with it]. */
export const FAILURE_CODE_CASES: readonly (readonly [number, number])[] = [
  [400, 400],
  [401, 401],
  [403, 403],
  [404, 404],
  [405, 400],
  [409, 400],
  [413, 413],
  [415, 400],
  [429, 429],
  [500, 500],
  [503, 500],
];
