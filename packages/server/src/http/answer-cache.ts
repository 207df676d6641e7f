import type { WriteGeneration } from "../db/write-generation";

export interface AnswerCacheOptions {
  /** The longest an answer is kept after the reads it was built from began (ms); 0 keeps nothing. */
  ttlMs: number;
  /** This process's writes: an answer read before the latest one is never served. */
  generation: WriteGeneration;
  /** Answers kept at most; the oldest leaves first. */
  capacity?: number;
  /** Characters of kept answers at most, so a few huge pages cannot hold much memory. */
  maxChars?: number;
  now?: () => number;
}

interface Kept {
  body: string;
  generation: number;
  readAt: number;
}

interface Pending {
  generation: number;
  body: Promise<string>;
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
    if (!this.enabled) return build();
    const generation = this.#generation.value;
    const kept = this.#entries.get(key);
    if (kept) {
      if (kept.generation === generation && this.#now() - kept.readAt < this.#ttlMs) return kept.body;
      this.#remove(key, kept);
    }
    const pending = this.#pending.get(key);
    if (pending && pending.generation === generation) return pending.body;

    const readAt = this.#now();
    const body = build();
    this.#pending.set(key, { generation, body });
    try {
      const built = await body;
      if (this.#generation.value === generation) this.#keep(key, { body: built, generation, readAt });
      return built;
    } finally {
      if (this.#pending.get(key)?.body === body) this.#pending.delete(key);
    }
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
  }
}
