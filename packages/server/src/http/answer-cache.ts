import type { WriteGeneration } from "../db/write-generation";

/** Accept-Encoding spellings kept per answer: browsers send a handful; a client varying it on purpose gains nothing. */
const MAX_ENCODINGS = 4;

export interface AnswerCacheOptions {
  /** The longest an answer is kept after the reads it was built from began (ms); 0 keeps nothing. */
  ttlMs: number;
  /** This process's writes: an answer read before the latest one is never served. */
  generation: WriteGeneration;
  /** Answers kept at most; the oldest leaves first. */
  capacity?: number;
  /** Characters (and compressed bytes) of kept answers at most, so a few huge pages cannot hold much memory. */
  maxChars?: number;
  now?: () => number;
}

/** A kept answer as the compression step wrote it for one `Accept-Encoding` header. */
export interface EncodedAnswer {
  encoding: string;
  bytes: Buffer;
}

interface Kept {
  body: string;
  /** What the answer was built from, for callers that add their own parts to it (see answerWithData). */
  data: unknown;
  generation: number;
  readAt: number;
  /** By the request's exact Accept-Encoding header: the same header always negotiates the same encoding. */
  encoded: Map<string, EncodedAnswer>;
}

interface Pending {
  generation: number;
  built: Promise<Built<unknown>>;
  readAt: number;
}

/** A serialised answer and the value it was serialised from. */
export interface Built<T> {
  body: string;
  data: T;
}

/**
 * Serialised answers that are the same for every caller who asks the same question (anonymous readers of a
 * public list), kept for a short time so the hottest read costs a map lookup instead of its statements and
 * its serialisation. An answer is served only while no write of this process happened since its reads began,
 * and never longer than `ttlMs` after they began, which bounds how long a write of another process on the same
 * database stays unseen. Callers with anything of their own in the answer must not come here.
 */
export class AnswerCache {
  readonly #entries = new Map<string, Kept>();
  readonly #pending = new Map<string, Pending>();
  readonly #ttlMs: number;
  readonly #generation: WriteGeneration;
  readonly #capacity: number;
  readonly #maxChars: number;
  readonly #now: () => number;
  #chars = 0;

  constructor(options: AnswerCacheOptions) {
    this.#ttlMs = options.ttlMs;
    this.#generation = options.generation;
    this.#capacity = options.capacity ?? 256;
    this.#maxChars = options.maxChars ?? 8 * 1024 * 1024;
    this.#now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.#ttlMs > 0 && this.#generation.tracking;
  }

  /**
   * The kept answer to `key`, else `build()`'s, kept when no write happened while it was built. Callers asking
   * the same question while it is being built share that one build (one set of reads after a write, not one
   * per waiting connection).
   */
  async answer(key: string, build: () => Promise<string>): Promise<string> {
    return (await this.answerWithData(key, async () => ({ body: await build(), data: undefined }))).body;
  }

  /**
   * As `answer`, keeping beside the serialised answer the value it was built from: a caller whose answer is the
   * shared one plus a few parts of its own (a signed-in reader's likes) builds on that value instead of reading
   * everything again. The value is shared: callers copy what they change. `readAt` is when the reads of the
   * answer began (by this cache's clock).
   */
  async answerWithData<T>(key: string, build: () => Promise<Built<T>>): Promise<Built<T> & { readAt: number }> {
    if (!this.enabled) {
      const readAt = this.#now();
      return { ...(await build()), readAt };
    }
    const generation = this.#generation.value;
    const kept = this.#current(key);
    if (kept) return { body: kept.body, data: kept.data as T, readAt: kept.readAt };
    const pending = this.#pending.get(key);
    if (pending && pending.generation === generation)
      return { ...((await pending.built) as Built<T>), readAt: pending.readAt };

    const readAt = this.#now();
    const built = build();
    this.#pending.set(key, { generation, built, readAt });
    try {
      const answer = await built;
      if (this.#generation.value === generation)
        this.#keep(key, { body: answer.body, data: answer.data, generation, readAt, encoded: new Map() });
      return { ...answer, readAt };
    } finally {
      if (this.#pending.get(key)?.built === built) this.#pending.delete(key);
    }
  }

  /**
   * The kept answer to `key` compressed for this Accept-Encoding header, while the answer itself may be served
   * (and, with `body`, only while the kept answer is that one).
   */
  encoded(key: string, acceptEncoding: string, body?: string): EncodedAnswer | undefined {
    const kept = this.enabled ? this.#current(key) : undefined;
    return kept && (body === undefined || kept.body === body) ? kept.encoded.get(acceptEncoding) : undefined;
  }

  /**
   * Keeps the compressed form of `body` for this Accept-Encoding header, if `body` is still the answer kept for
   * `key` (compressing costs about as much as answering from memory, so browsers, which always ask for it, would
   * otherwise pay it on every request).
   */
  keepEncoded(key: string, body: string, acceptEncoding: string, answer: EncodedAnswer): void {
    const kept = this.enabled ? this.#current(key) : undefined;
    if (!kept || kept.body !== body || kept.encoded.has(acceptEncoding)) return;
    if (this.#chars + answer.bytes.length > this.#maxChars || kept.encoded.size >= MAX_ENCODINGS) return;
    kept.encoded.set(acceptEncoding, answer);
    this.#chars += answer.bytes.length;
  }

  /** The entry of `key` if it may still be served; a stale one is dropped. */
  #current(key: string): Kept | undefined {
    const kept = this.#entries.get(key);
    if (!kept) return undefined;
    if (kept.generation === this.#generation.value && this.#now() - kept.readAt < this.#ttlMs) return kept;
    this.#remove(key, kept);
    return undefined;
  }

  #keep(key: string, entry: Kept): void {
    if (entry.body.length > this.#maxChars) return;
    const previous = this.#entries.get(key);
    if (previous) this.#remove(key, previous);
    while (this.#entries.size >= this.#capacity || this.#chars + entry.body.length > this.#maxChars) {
      const [oldestKey, oldest] = this.#entries.entries().next().value!;
      this.#remove(oldestKey, oldest);
    }
    this.#entries.set(key, entry);
    this.#chars += entry.body.length;
  }

  #remove(key: string, entry: Kept): void {
    this.#entries.delete(key);
    this.#chars -= entry.body.length;
    for (const encoded of entry.encoded.values()) this.#chars -= encoded.bytes.length;
  }
}
