import { request } from "node:http";
import type { IncomingHttpHeaders } from "node:http";

/** An answer as it came over the wire; `json` is the parsed body when it was JSON. */
export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

/**
 * One HTTP request with the path sent exactly as given: no URL parser in between, so encoded letters, doubled
 * slashes and dot segments reach the server as an attacker would send them (fetch would normalise some).
 */
export function rawRequest(
  baseUrl: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: hostname, port, path, method: init.method ?? "GET", headers: { "sxz-lang": "en_US", ...init.headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let json: unknown = undefined;
          if ((response.headers["content-type"] ?? "").includes("json")) json = JSON.parse(text);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json });
        });
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(init.body);
  });
}

/**
 * Spellings of one path that a router may take for the same route (or that a proxy might normalise into it):
 * percent-encoded letters (in each segment, upper- and lower-case hex, doubly encoded), doubled slashes, dot
 * segments (plain and encoded), other letter cases, a trailing slash and a semicolon parameter.
 */
export function pathVariants(path: string): string[] {
  const segments = path.split("/").slice(1);
  const hex = (char: string, upper: boolean) => {
    const code = char.charCodeAt(0).toString(16);
    return `%${upper ? code.toUpperCase() : code}`;
  };
  const join = (parts: string[]) => `/${parts.join("/")}`;
  const variants = new Set<string>([path]);
  segments.forEach((segment, index) => {
    if (!/^[a-z]/i.test(segment)) return;
    const withSegment = (replacement: string) => join(segments.map((s, i) => (i === index ? replacement : s)));
    variants.add(withSegment(hex(segment[0]!, false) + segment.slice(1)));
    variants.add(withSegment(hex(segment[0]!, true) + segment.slice(1)));
    variants.add(withSegment([...segment].map((char) => hex(char, true)).join("")));
    variants.add(withSegment(`%25${segment.charCodeAt(0).toString(16)}${segment.slice(1)}`));
    variants.add(withSegment(segment.toUpperCase()));
    variants.add(withSegment(segment[0]!.toUpperCase() + segment.slice(1)));
    variants.add(join([...segments.slice(0, index), "", ...segments.slice(index)]));
    variants.add(join([...segments.slice(0, index), ".", ...segments.slice(index)]));
    variants.add(join([...segments.slice(0, index), "x", "..", ...segments.slice(index)]));
    variants.add(join([...segments.slice(0, index), "%2e", ...segments.slice(index)]));
    variants.add(join([...segments.slice(0, index), "x", "%2e%2e", ...segments.slice(index)]));
  });
  variants.add(`/${path}`);
  variants.add(path.toUpperCase());
  variants.add(`${path}/`);
  variants.add(`${path};x=1`);
  variants.add(`${path}%2F`);
  return [...variants];
}

/** The `/%61pi/…` spelling: the router decodes it into the route itself. */
export const encodedPrefix = (path: string) => path.replace(/^\/a/, "/%61");
