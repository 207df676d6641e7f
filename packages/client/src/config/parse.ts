import { ApiCode } from "@sxz/contract";

/** What a config response means: a value (maybe null = empty, cacheable) or a non-answer. */
export type ConfigAnswer = { kind: "value"; data: unknown } | { kind: "empty"; cacheable: boolean };

/** Config values are stored as text, often JSON; JSON text is parsed, anything else stays text (CL-VAL-4). */
export function parseConfigValue(raw: unknown): unknown {
  if (typeof raw !== "string") return raw;
  const text = raw.trim();
  if (!text) return raw;
  try {
    return JSON.parse(text);
  } catch {
    return raw;
  }
}

/**
 * Reads a `{code, data}` body: code -100 is "no such value" (an answer worth caching); any other code but 200
 * is treated as empty too but not cached, so the next read asks again (CL-VAL-4).
 */
export function readConfigBody(body: unknown): ConfigAnswer {
  if (!body || typeof body !== "object") return { kind: "empty", cacheable: false };
  const { code, data } = body as { code?: unknown; data?: unknown };
  if (code === ApiCode.CONFIG_EMPTY) return { kind: "empty", cacheable: true };
  if (code !== ApiCode.OK) return { kind: "empty", cacheable: false };
  if (data === null || data === undefined) return { kind: "empty", cacheable: true };
  return { kind: "value", data: parseConfigValue(data) };
}
