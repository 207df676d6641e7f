import type { FastifyRequest } from "fastify";
import type { ServerConfig } from "./config";

/** The names of this machine: a request naming one of them in Host can only come from the machine itself or its owner. */
const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/;

/**
 * The origin this server's own absolute URLs are built on (file links, the "own origin" of login redirects).
 *
 * With PUBLIC_ORIGIN set (required in production) it is that, whatever the request says: the Host header is the
 * client's to choose, and an origin taken from it would let anyone name another site as this one. Without it
 * (development), the Host header is used only when it is well formed and names this machine (localhost, 127.x,
 * [::1], or the HOST the server binds), so `npm start` works at http://localhost:8080 and http://127.0.0.1:8080
 * alike; anything else, malformed included, falls back to http://localhost and the port the server listens on.
 */
export function publicOrigin(
  request: FastifyRequest,
  config: Pick<ServerConfig, "publicOrigin" | "host" | "port">,
): string {
  if (config.publicOrigin) return config.publicOrigin;
  const host = (request.host ?? "").toLowerCase();
  const parts = HOST_HEADER.exec(host);
  const name = parts?.[1];
  const port = parts?.[2] === undefined ? undefined : Number(parts[2]);
  const portValid = port === undefined || (port >= 1 && port <= 65_535);
  if (name && portValid && (LOOPBACK.test(name) || name === config.host.toLowerCase())) {
    return `${request.protocol === "https" ? "https" : "http"}://${host}`;
  }
  const address = request.server.server.address();
  const listening = address !== null && typeof address === "object" ? address.port : config.port;
  return `http://localhost:${listening}`;
}
