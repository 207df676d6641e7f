// The wire choices a backend other than the reference server makes where the specifications leave them open:
// how it spells ids, numbers, times and its success code. Each dialect is one consistent set of such choices, as
// one platform's backend would make them; the records are built from the same facts in every dialect.

/** What kind of record an id names (each kind gets its own spelling in a dialect). */
export type IdKind = "review" | "reply" | "config" | "user" | "school" | "file";

export interface Dialect {
  /** Selects the dialect when the backend starts. */
  name: DialectName;
  /** A short description for test titles and failure messages. */
  title: string;
  /** The id of the `n`th record of a kind, as this backend writes it. */
  id(kind: IdKind, n: number): string | number;
  /** A figure (count, score, average, fraction) as this backend writes it. */
  figure(value: number): string | number;
  /** A 0/1 flag as this backend writes it. */
  flag(value: 0 | 1): string | number | boolean;
  /** A moment (epoch milliseconds) as this backend writes it; `field` lets a dialect mix spellings. */
  time(epochMs: number, field: "showTime" | "created_time" | "createdTime" | "modifiedTime"): string | number;
  /** The body code of a success. */
  successCode: string | number;
  /** Fields besides code, data and message in every envelope. */
  envelopeExtras: Record<string, unknown>;
  /** Fields no specification names, added to every review and reply. */
  recordExtras: Record<string, unknown>;
  /** The one malformed review of every page: what is wrong with it. */
  badReview: Record<string, unknown>;
}

export type DialectName = "text-ids" | "int64-ids" | "epoch-seconds";

const pad = (n: number, width: number) => String(n).padStart(width, "0");

/** A deterministic UUID (version 4 layout) for the `n`th record of a kind. */
function uuidOf(kind: IdKind, n: number): string {
  const kindHex = { review: "a1", reply: "b2", config: "c3", user: "d4", school: "e5", file: "f6" }[kind];
  return `7c9e6679-7425-40de-944b-${kindHex}${pad(n, 10)}`;
}

export const DIALECTS: Record<DialectName, Dialect> = {
  /** Text ids ("rv-12", UUIDs), figures as numeric text, ISO 8601 times with and without a zone, code 0. */
  "text-ids": {
    name: "text-ids",
    title: 'text ids ("rv-12", UUIDs), numeric strings, ISO times, code 0',
    id: (kind, n) =>
      kind === "review"
        ? `rv-${n}`
        : kind === "config"
          ? `cfg-${n}`
          : kind === "user"
            ? `user-${pad(n, 4)}`
            : uuidOf(kind, n),
    figure: (value) => String(value),
    flag: (value) => String(value),
    time: (ms, field) =>
      field === "showTime" || field === "createdTime"
        ? new Date(ms).toISOString()
        : new Date(ms).toISOString().slice(0, 19),
    successCode: 0,
    envelopeExtras: { success: true, traceId: "5f0c2e9a", timestamp: 1793527200000 },
    recordExtras: { tenantCode: "acme", version: 3, extra: { nested: [1, 2] } },
    badReview: { score: 9 },
  },
  /** 64-bit ids as decimal text (beyond what a JS number holds), numbers as numbers, epoch milliseconds, code "200". */
  "int64-ids": {
    name: "int64-ids",
    title: '64-bit decimal ids ("1790000000000000001"), epoch milliseconds, code "200"',
    id: (kind, n) =>
      `${{ review: 1790, reply: 1791, config: 1792, user: 1793, school: 1794, file: 1795 }[kind]}${pad(n, 15)}`,
    figure: (value) => value,
    flag: (value) => value,
    time: (ms) => ms,
    successCode: "200",
    envelopeExtras: { requestId: "c0ffee", serverTime: 1793527200000 },
    recordExtras: { shardKey: "7", deleted: false },
    badReview: { content: 42 },
  },
  /** Whole-number ids past 32 bits, figures as numeric text, epoch seconds (as digits and as numbers), code 0. */
  "epoch-seconds": {
    name: "epoch-seconds",
    title: "large whole-number ids, numeric strings, epoch seconds, code 0",
    id: (kind, n) =>
      ({
        review: 4_000_000_000,
        reply: 5_000_000_000,
        config: 6_000_000_000,
        user: 7_000_000_000,
        school: 8_000_000_000,
        file: 9_000_000_000,
      })[kind] + n,
    figure: (value) => String(value),
    flag: (value) => value === 1,
    time: (ms, field) => (field === "showTime" ? String(Math.floor(ms / 1000)) : Math.floor(ms / 1000)),
    successCode: 0,
    envelopeExtras: { ok: true },
    recordExtras: { source: "partner" },
    badReview: { score: "nine" },
  },
};

export const DIALECT_NAMES = Object.keys(DIALECTS) as DialectName[];
