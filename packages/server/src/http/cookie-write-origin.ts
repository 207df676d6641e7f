import type { FastifyRequest } from "fastify";
import { ApiCode } from "@sxz/contract";
import type { ServerConfig } from "../config";
import { publicOrigin } from "../public-origin";
import { ApiError } from "./api-error";

/**
 * Whether a write the browser authenticated by a cookie comes from a page of this server's public origin or of an
 * origin in CORS_ORIGINS. SameSite=Lax keeps cookies off cross-site requests, but a sibling subdomain is the same
 * site: only the origin tells a page of this server from one next to it.
 *
 * `Origin` decides when present (browsers send it on every POST, `null` from sandboxed and opaque documents, which
 * is refused); without it, `Sec-Fetch-Site` must say `same-origin` or `none` (typed by the user). A request with
 * neither comes from a program, not a page that can be made to send it, and is let through.
 */
export function cookieWriteFromOwnOrigin(
  request: FastifyRequest,
  config: Pick<ServerConfig, "publicOrigin" | "host" | "port" | "corsOrigins">,
): boolean {
  const origin = request.headers.origin;
  if (typeof origin === "string")
    return origin === publicOrigin(request, config) || config.corsOrigins.includes(origin);
  const site = request.headers["sec-fetch-site"];
  if (typeof site === "string") return site === "same-origin" || site === "none";
  return true;
}

/** A 403 for a cookie-authenticated write from another origin; call it before anything is written. */
export function requireOwnOriginForCookieWrite(
  request: FastifyRequest,
  config: Pick<ServerConfig, "publicOrigin" | "host" | "port" | "corsOrigins">,
): void {
  if (!cookieWriteFromOwnOrigin(request, config)) throw new ApiError(403, ApiCode.FORBIDDEN, "cookieWriteOtherOrigin");
}
