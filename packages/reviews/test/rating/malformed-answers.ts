import { afterEach, beforeEach, expect } from "vitest";
import type { RequestConfig, RequestFunction } from "../../src/api/request";

/**
 * The ways a backend's answer can differ from the reference server's, applied to the real server's answer of
 * one call on its way to the widget: what the widget must survive. The real server never answers like this,
 * so the test rewrites its real answer rather than inventing one.
 */
export const MALFORMED = [
  "missing fields",
  "nulls",
  "wrong types",
  "extra fields",
  "empty data",
  "HTML in strings",
] as const;
export type Malformed = (typeof MALFORMED)[number];

/** Markup that would run or show as an element if any of it reached the page as HTML. */
export const HTML = '<img src=x onerror="globalThis.__injected=1"><b data-injected="1">bold</b>';

/** What makes an object what it is: "missing fields" and "nulls" keep these, so items stay recognisable. */
const IDENTITY = new Set(["id", "score", "type", "commentId"]);

type Json = unknown;

function mapObjects(value: Json, change: (record: Record<string, Json>) => Record<string, Json>): Json {
  if (Array.isArray(value)) return value.map((item) => mapObjects(item, change));
  if (value === null || typeof value !== "object") return value;
  const record: Record<string, Json> = {};
  for (const [key, inner] of Object.entries(value)) record[key] = mapObjects(inner, change);
  return change(record);
}

/** Every field of every object except its identity: removed, or set to null. */
function strip(data: Json, how: "remove" | "null"): Json {
  return mapObjects(data, (record) => {
    const kept: Record<string, Json> = {};
    for (const [key, value] of Object.entries(record)) {
      if (IDENTITY.has(key)) kept[key] = value;
      else if (how === "null") kept[key] = null;
    }
    return kept;
  });
}

/** Each top-level field (or the answer itself, when a list) turned into another JSON type. */
function wrongTypes(data: Json): Json {
  const other = (value: Json): Json => {
    if (typeof value === "number") return String(value);
    if (typeof value === "string") return 12;
    if (typeof value === "boolean") return value ? "yes" : "no";
    if (Array.isArray(value)) return { items: value };
    if (value === null) return [];
    return "object";
  };
  if (Array.isArray(data) || data === null || typeof data !== "object") return other(data);
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, other(value)]));
}

/** Fields nobody asked for on every object — not inside a header map, where every key is a header to send. */
function withExtras(data: Json, key = ""): Json {
  if (Array.isArray(data)) return data.map((item) => withExtras(item));
  if (data === null || typeof data !== "object" || key === "headers") return data;
  const record = Object.fromEntries(Object.entries(data).map(([name, value]) => [name, withExtras(value, name)]));
  return { ...record, extraField: { nested: [1, "two", null] }, another_one: 5, __proto_like: "x" };
}

function htmlStrings(data: Json): Json {
  if (typeof data === "string") return HTML;
  if (Array.isArray(data)) return data.map(htmlStrings);
  if (data === null || typeof data !== "object") return data;
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, htmlStrings(value)]));
}

export function malform(kind: Malformed, data: Json): Json {
  switch (kind) {
    case "missing fields":
      return strip(data, "remove");
    case "nulls":
      return strip(data, "null");
    case "wrong types":
      return wrongTypes(data);
    case "extra fields":
      return withExtras(data);
    case "empty data":
      return null;
    case "HTML in strings":
      return htmlStrings(data);
  }
}

/** The real request function, with the successful answers of calls to `path` rewritten by `kind`. */
export function rewritingAnswers(
  real: RequestFunction,
  path: string,
  kind: Malformed,
): { request: RequestFunction; rewritten: () => number } {
  let rewritten = 0;
  const matches = (config: RequestConfig) => config.url === path || config.url.startsWith(`${path}/`);
  return {
    rewritten: () => rewritten,
    request: async (config) => {
      const response = await real(config);
      if (!matches(config)) return response;
      const body = response.data as { code?: unknown; data?: unknown } | null;
      if (!body || (body.code !== 200 && body.code !== 0)) return response;
      rewritten += 1;
      return { ...response, data: { ...body, data: malform(kind, body.data) } };
    },
  };
}

/**
 * Uncaught errors of the page while a test runs (React reports a crashed render to window "error"; a
 * forgotten promise to "unhandledrejection"): each test ends by asserting there were none.
 */
export function watchUncaughtErrors(): { readonly errors: unknown[] } {
  const watched = { errors: [] as unknown[] };
  const onError = (event: ErrorEvent) => watched.errors.push(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => watched.errors.push(event.reason);
  const onNodeRejection = (reason: unknown) => watched.errors.push(reason);
  beforeEach(() => {
    watched.errors.length = 0;
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    process.on("unhandledRejection", onNodeRejection);
    delete (globalThis as { __injected?: unknown }).__injected;
  });
  afterEach(() => {
    window.removeEventListener("error", onError);
    window.removeEventListener("unhandledrejection", onRejection);
    process.off("unhandledRejection", onNodeRejection);
  });
  return watched;
}

/** Nothing of the HTML ran or became an element. */
export function expectNothingInjected(): void {
  expect((globalThis as { __injected?: unknown }).__injected).toBeUndefined();
  expect(document.querySelector("[data-injected]")).toBeNull();
  expect(document.querySelector('img[src="x"]')).toBeNull();
}
