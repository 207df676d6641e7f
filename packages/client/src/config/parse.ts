import { ApiCode, envelopeCode, readEnvelope } from "@sxz/contract";

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
 * Reads a `{code, data}` body by the shared unwrapping, held to the stricter rule configuration has (CL-VAL-4): code
 * -100 is "no such value" (an answer worth caching); any code but 200 — the 0 other calls accept included — is
 * treated as empty too but not cached, so the next read asks again.
 */
export function readConfigBody(body: unknown): ConfigAnswer {
  if (isConfigEmpty(body)) return { kind: "empty", cacheable: true };
  const envelope = readEnvelope(body);
  if (!envelope.ok || envelope.code !== ApiCode.OK) return { kind: "empty", cacheable: false };
  if (envelope.data === null) return { kind: "empty", cacheable: true };
  return { kind: "value", data: parseConfigValue(envelope.data) };
}

/** Body code -100: the key is unknown or switched off, whatever HTTP status carried it. */
export function isConfigEmpty(body: unknown): boolean {
  return envelopeCode(body) === ApiCode.CONFIG_EMPTY;
}
