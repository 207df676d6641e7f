import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { RateCounters } from "./rate-counters";

type IncrCallback = Parameters<FastifyRateLimitStore["incr"]>[1];

/** @fastify/rate-limit over the server's rate counters, its keys under `prefix` (the plugin constructs the store itself). */
export function rateLimitStore(counters: RateCounters, prefix: string, windowMs: number): FastifyRateLimitStoreCtor {
  return class CounterStore implements FastifyRateLimitStore {
    incr(key: string, callback: IncrCallback): void {
      counters.hit(`${prefix}:${key}`, windowMs).then(
        (window) => callback(null, { current: window.count, ttl: window.ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
