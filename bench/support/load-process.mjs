#!/usr/bin/env node
// The load generator's own process: reads one autocannon run's options as JSON on stdin, runs it and prints the
// result as JSON on stdout. The server and the generator then use separate event loops (and, on two cores, can
// use both), so a benchmark measures the server, not the generator's share of one event loop.
//
// Options: {url, connections, duration, requests?, rotate?}. `rotate: {tokens, bodies}` sends request n with
// `Authorization: Bearer tokens[n % tokens.length]` and body `bodies[n % bodies.length]` (functions cannot
// cross a process boundary, so the per-request variation is data).
import autocannon from "autocannon";

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const { url, connections, duration, requests, rotate } = JSON.parse(Buffer.concat(chunks).toString("utf8"));

let next = 0;
const rotated = rotate
  ? requests.map((request) => ({
      ...request,
      setupRequest: (current) => {
        const n = next++;
        return {
          ...current,
          headers: {
            ...current.headers,
            "content-type": "application/json",
            authorization: `Bearer ${rotate.tokens[n % rotate.tokens.length]}`,
          },
          body: rotate.bodies[n % rotate.bodies.length],
        };
      },
    }))
  : requests;

const result = await autocannon({ url, connections, duration, requests: rotated, timeout: 30 });
process.stdout.write(
  JSON.stringify({
    requests: result.requests,
    latency: result.latency,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }),
);
