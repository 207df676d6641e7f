import type { RequestConfig, RequestFunction, RequestResponse } from "./request";

/**
 * A request function that can send calls before anyone asks for them and hands each answer, once, to the first
 * caller that makes the same call. The widget sends its first calls (figures, statistics, own rating, config
 * list, first page of the list) as it mounts, beside the download of its texts, instead of after them; the
 * stores, created once the texts are there, make the same calls and receive those answers (or failures) as if
 * they had sent them. Every later call, and a call made a second time, goes to the network.
 */
export interface EarlyCalls {
  /** The request function for the stores: an early answer of the same call when one is waiting, else the network. */
  readonly request: RequestFunction;
  /**
   * Drops the answers nobody took and sends the calls `send` makes through the request function it is given
   * (the widget runs its own API functions there, so the calls are exactly those the stores will make).
   */
  start(send: (request: RequestFunction) => void): void;
  /** How many sent calls still wait for their caller. */
  readonly waiting: number;
}

/** Same method, address, query and body: the same call. Headers are left out: the one request function sets them. */
export function callKey(config: RequestConfig): string {
  const params = Object.entries(config.params ?? {})
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([config.method, config.url, params, config.data ?? null]);
}

export function createEarlyCalls(network: RequestFunction): EarlyCalls {
  let sent = new Map<string, Promise<RequestResponse>>();
  return {
    request(config) {
      // Only reads are sent early; a write always reaches the network when it is made.
      if (config.method === "GET") {
        const key = callKey(config);
        const answer = sent.get(key);
        if (answer) {
          sent.delete(key);
          return answer;
        }
      }
      return network(config);
    },
    start(send) {
      const calls = (sent = new Map());
      send((config) => {
        let answer: Promise<RequestResponse>;
        try {
          answer = Promise.resolve(network(config));
        } catch (error) {
          // A host function that throws at once fails its call as a rejection would.
          answer = Promise.reject(error);
        }
        // Kept until its caller takes it: a failure is that caller's to report, never an unhandled rejection now.
        answer.catch(() => {});
        if (config.method === "GET") calls.set(callKey(config), answer);
        return answer;
      });
    },
    get waiting() {
      return sent.size;
    },
  };
}
