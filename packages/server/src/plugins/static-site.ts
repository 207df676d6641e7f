import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { publicAsset } from "../http/cross-origin-resources";
import { looksLikeApiPath } from "../http/route-scope";

/** The path as the router reads it (percent-decoded), with doubled slashes folded. */
function decodedPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape stays as sent.
  }
  return decoded.replace(/\/{2,}/g, "/");
}

/**
 * A file's answer depends on the client's Accept-Encoding (its `.br` or `.gz` twin, or the file itself): shared
 * caches must key on it, and @fastify/static does not say so.
 */
async function variesByEncoding(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const vary = String(reply.getHeader("vary") ?? "");
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary))
    reply.header("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
}

/**
 * Serves the demo site at `/` (any unknown non-API path gets its index.html, so the site's own routes such as
 * /login/index work on reload) and the widget bundle at `/widget/` (loadable from any origin). Each file's `.br` or
 * `.gz` twin written by the build is sent when the client accepts it (preCompressed).
 */
export interface StaticSiteOptions {
  /**
   * Markup for the head of a site route's page, sent in the HTML itself (not added by scripts), e.g. a course
   * page's JSON-LD; null adds nothing. Must return markup that is safe as is.
   */
  headOf?: (request: FastifyRequest, path: string) => Promise<string | null>;
}

export async function registerStaticSite(
  app: FastifyInstance,
  siteDir: string,
  widgetDir: string,
  options: StaticSiteOptions = {},
): Promise<void> {
  const hasSite = existsSync(join(siteDir, "index.html"));
  if (existsSync(widgetDir)) {
    // Host pages of other sites load the widget: its files are public, cross-origin assets.
    await app.register(async (widget) => {
      widget.addHook("onSend", publicAsset);
      widget.addHook("onSend", variesByEncoding);
      await widget.register(fastifyStatic, {
        root: widgetDir,
        prefix: "/widget/",
        decorateReply: false,
        maxAge: "1h",
        preCompressed: true,
      });
    });
  }
  if (hasSite) {
    await app.register(async (site) => {
      site.addHook("onSend", variesByEncoding);
      // `index` as a list: with preCompressed, @fastify/static looks a directory's index up only in a list.
      await site.register(fastifyStatic, {
        root: siteDir,
        prefix: "/",
        wildcard: false,
        index: ["index.html"],
        preCompressed: true,
      });
      site.get("/*", async (request, reply) => {
        const path = request.url.split("?")[0] ?? "/";
        // An unknown API path answers the JSON 404 however it is spelled (`/%61pi/…`, `/API/…`), never the site's page.
        const decoded = decodedPath(path);
        if (looksLikeApiPath(decoded) || decoded.toLowerCase().startsWith("/widget/")) return reply.callNotFound();
        // Hashed assets and files that exist are served by the static plugin; everything else is a site route.
        if (path.startsWith("/assets/") && existsSync(join(siteDir, path))) return reply.sendFile(path.slice(1));
        const head = options.headOf ? await options.headOf(request, decoded) : null;
        if (head) {
          const page = await readFile(join(siteDir, "index.html"), "utf8");
          const at = page.search(/<\/head>/i);
          return reply
            .type("text/html; charset=utf-8")
            .header("cache-control", "no-cache")
            .send(at < 0 ? head + page : page.slice(0, at) + head + page.slice(at));
        }
        return reply.type("text/html").sendFile("index.html");
      });
    });
  }
}
