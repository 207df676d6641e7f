// A backend that is not the reference server: a plain Node HTTP server answering every read call of both
// specifications (and the widget's writes) in one dialect of the legal wire choices (see dialects.ts), with one
// malformed record per page. It records every request it receives, so a test can check what a client sent back.
// "Breaking" cases make one call answer what no client can read, for the conformance checker's tests.
import { readFileSync, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";
import { apiPaths, platformPaths } from "../../../src/routes/paths";
import { DIALECTS } from "./dialects";
import type { Dialect, DialectName } from "./dialects";
import {
  averageScore,
  BAD_INDEX,
  configItems,
  distribution,
  MY_REVIEWS,
  PAGE_SIZE,
  REVIEW_COUNT,
  reviewFacts,
  reviewRecord,
  TAGS,
  yes,
} from "./records";
import type { ReviewFacts } from "./records";

/** Answers that break a client (each names the call it breaks), for the checker's tests. */
export const BREAKING_CASES = {
  /** queryMessages, scoreList and queryMyMessages: `scoreInfoList` is an object, not a list. */
  "page-not-a-list": ["queryMessages", "scoreList", "queryMyMessages"],
  /** score/general: the bare figures, without the {code, data} envelope. */
  "no-envelope": ["general"],
  /** score/general: a figure that is no number at all. */
  "unreadable-figures": ["general"],
  /** queryMsgCountProportions: HTTP 500. */
  "server-error": ["queryMsgCountProportions"],
  /** configList: HTTP 200 with a refusing body code. */
  refused: ["configList"],
  /** queryMessages: an HTML page with status 200. */
  "not-json": ["queryMessages"],
} as const satisfies Record<string, readonly string[]>;

export type BreakingCase = keyof typeof BREAKING_CASES;

export interface ForeignBackendOptions {
  dialect?: DialectName;
  /** One malformed review per page, one bad configuration item and tag statistic (default true). */
  badRecords?: boolean;
  breaking?: BreakingCase;
  /** Serve these files at /widget/ (the widget's built bundles), for browser tests. */
  widgetDir?: string;
  /**
   * Writes 64-bit ids (of the `int64-ids` dialect) as bare JSON numbers, as a backend serialising 64-bit integers
   * naively does: what no JavaScript client can read exactly, for the checker's tests.
   */
  unsafeNumberIds?: boolean;
  /** HTML pages to serve at these paths (a host page), for browser tests. */
  pages?: Record<string, string>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The body exactly as received (UTF-8). */
  body: string;
}

export interface ForeignBackend {
  url: string;
  dialect: Dialect;
  /** Every request received, in order (preflights included). */
  requests: RecordedRequest[];
  /** The requests to one operation of the route table (method and path), e.g. `requestsTo("liked")`. */
  requestsTo(operation: keyof typeof apiPaths): RecordedRequest[];
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".png": "image/png",
  ".map": "application/json",
};

/** A route path of the table with its `:params` as a pattern. */
const pattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:\w+/g, "[^/]+")}$`);
const ROUTES = Object.entries(apiPaths).map(([operation, route]) => ({
  operation: operation as keyof typeof apiPaths,
  method: route.method as string,
  matches: pattern(route.path),
}));

function operationOf(method: string, path: string): keyof typeof apiPaths | undefined {
  return ROUTES.find((route) => route.method === method && route.matches.test(path))?.operation;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

/** The `file` field of a multipart body: its name and size (parsed by the runtime's own form-data reader). */
async function formFile(request: IncomingMessage, bytes: Buffer): Promise<{ name: string; size: number } | null> {
  const form = await new Request("http://form.invalid/", {
    method: "POST",
    headers: { "content-type": request.headers["content-type"] ?? "" },
    body: new Uint8Array(bytes),
  }).formData();
  const file = form.get("file");
  return file !== null && typeof file === "object" ? { name: file.name, size: file.size } : null;
}

export async function startForeignBackend(options: ForeignBackendOptions = {}): Promise<ForeignBackend> {
  const dialect = DIALECTS[options.dialect ?? "text-ids"];
  const bad = options.badRecords ?? true;
  const breaking = options.breaking;
  const requests: RecordedRequest[] = [];
  const facts: ReviewFacts[] = Array.from({ length: REVIEW_COUNT }, (_, index) => reviewFacts(index + 1));
  let written = 0;
  let origin = "";

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
    const text = JSON.stringify(body);
    response.end(
      options.unsafeNumberIds ? text.replace(/"(id|commentId|from_user_id)":"(\d{16,})"/g, '"$1":$2') : text,
    );
  };
  const ok = (response: ServerResponse, data: unknown, code: string | number = dialect.successCode) =>
    send(response, 200, { code, message: "success", data, ...dialect.envelopeExtras });
  const refuse = (response: ServerResponse, status: number, code: number, message: string) =>
    send(response, status, { code, message, data: null, ...dialect.envelopeExtras });

  /** The review a written id names, as the backend wrote it (text or number): compared as text, never as a number. */
  const reviewById = (id: unknown) => facts.find((review) => String(dialect.id("review", review.n)) === String(id));

  function page(query: URLSearchParams, signedIn: boolean, only?: readonly number[]) {
    const resourceId = query.get("resourceId") ?? "course";
    const tags = (query.get("message") ?? "").split(",").filter(Boolean);
    const matching = facts.filter(
      (review) => (!only || only.includes(review.n)) && tags.every((tag) => review.tags.includes(tag)),
    );
    const number = Math.max(1, Number(query.get("page") ?? 1) || 1);
    const size = Math.max(1, Number(query.get("pageSize") ?? PAGE_SIZE) || PAGE_SIZE);
    const slice = matching.slice((number - 1) * size, number * size);
    const list = slice.map((review, index) =>
      reviewRecord(dialect, review, { resourceId, signedIn, bad: bad && index === BAD_INDEX }),
    );
    return {
      avgScore: dialect.figure(averageScore(facts)),
      totalCount: dialect.figure(matching.length),
      scoreInfoList: breaking === "page-not-a-list" ? { items: list } : list,
      // One dialect leaves hasMore out: the client judges by the count it got.
      ...(dialect.name === "text-ids" ? {} : { hasMore: yes(dialect, number * size < matching.length) }),
      nextCursor: null,
    };
  }

  function general() {
    const counts = TAGS.map((tag) => ({
      code: tag.code,
      shortComment: tag.text,
      count: dialect.figure(facts.filter((review) => review.tags.includes(tag.code)).length),
    }));
    return {
      avgScore: breaking === "unreadable-figures" ? "about four" : dialect.figure(averageScore(facts)),
      totalCount: dialect.figure(REVIEW_COUNT),
      commenterCount: dialect.figure(REVIEW_COUNT - 2),
      recommendedValue: dialect.figure(0.74),
      shortCommentStatisticList: bad ? [...counts, { code: "broken", shortComment: "Broken", count: "a few" }] : counts,
      statisticsVersion: 2,
    };
  }

  /** Chunked upload sessions: the sizes of the parts each holds. */
  const sessions = new Map<string, Map<number, number>>();

  async function answer(request: IncomingMessage, response: ServerResponse, url: URL, bytes: Buffer): Promise<void> {
    const body = bytes.toString("utf8");
    const method = request.method ?? "GET";
    const path = url.pathname;
    const query = url.searchParams;
    const signedIn = /^Bearer \S+/.test(request.headers.authorization ?? "");

    if (method === "OPTIONS") {
      response.writeHead(204);
      response.end();
      return;
    }
    if (options.pages?.[path] !== undefined) {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(options.pages[path]);
      return;
    }
    if (path.startsWith("/widget/") && options.widgetDir) {
      const file = normalize(join(options.widgetDir, path.slice("/widget/".length)));
      if (file.startsWith(normalize(options.widgetDir)) && existsSync(file) && statSync(file).isFile()) {
        response.writeHead(200, { "content-type": CONTENT_TYPES[extname(file)] ?? "application/octet-stream" });
        response.end(readFileSync(file));
        return;
      }
    }
    if (path === platformPaths.intranetLogin.path) {
      response.writeHead(302, { location: "/" });
      response.end();
      return;
    }
    if (path === "/files/stored") {
      response.writeHead(200, { "content-type": "application/octet-stream" });
      response.end("stored");
      return;
    }

    const operation = operationOf(method, path);
    const needsUser = () => {
      if (signedIn) return false;
      refuse(response, 401, 401, "Please sign in");
      return true;
    };
    switch (operation) {
      // ------------------------------------------------------------------------------------- widget reads
      case "general":
        if (breaking === "no-envelope") return send(response, 200, general());
        return ok(response, general());
      case "queryMsgCountProportions":
        if (breaking === "server-error") return refuse(response, 500, 500, "internal error");
        return ok(response, {
          result: distribution(facts).map((row) => ({
            score: dialect.figure(row.score),
            count: dialect.figure(row.count),
          })),
          total: dialect.figure(REVIEW_COUNT),
        });
      case "queryMessages":
        if (breaking === "not-json") {
          response.writeHead(200, { "content-type": "text/html" });
          response.end("<!doctype html><title>Maintenance</title><p>Back soon");
          return;
        }
        return ok(response, page(query, signedIn));
      case "scoreList":
        return ok(response, page(query, signedIn));
      case "queryMyMessages":
        if (needsUser()) return;
        return ok(response, (({ avgScore: _avg, ...rest }) => rest)(page(query, true, MY_REVIEWS)));
      case "configList":
        if (breaking === "refused") return refuse(response, 200, 500100, "The configuration service is unavailable");
        return ok(response, configItems(dialect, bad));
      case "myScore":
        if (!signedIn) return ok(response, null);
        return ok(response, {
          id: dialect.id("review", MY_REVIEWS[0]),
          score: dialect.figure(4),
          marks: [{ code: "clear", message: "Clear explanations", isChoosed: yes(dialect, true) }],
          content: "Mine",
          remark: null,
        });
      case "sensitiveWords":
        return ok(response, []);
      // ------------------------------------------------------------------------------------- widget writes
      case "liked": {
        const sent = JSON.parse(body || "{}") as { like_flag?: unknown; resource_id?: unknown };
        const review = reviewById(sent.resource_id);
        if (!review) return refuse(response, 404, 404, "No such review");
        const liked = Number(sent.like_flag) === 1;
        if (liked !== review.liked) review.likeCount += liked ? 1 : -1;
        review.liked = liked;
        return ok(response, { isLiked: yes(dialect, liked), likeCount: dialect.figure(review.likeCount) });
      }
      case "top":
      case "unTop":
      case "hidden":
      case "unHidden": {
        if (needsUser()) return;
        if (!reviewById(query.get("commentId"))) return refuse(response, 404, 404, "No such review");
        return ok(response, {
          isTop: dialect.flag(operation === "top" ? 1 : 0),
          isHidden: dialect.flag(operation === "hidden" ? 1 : 0),
        });
      }
      case "addReply": {
        if (needsUser()) return;
        const sent = JSON.parse(body || "{}") as { commentId?: unknown; content?: unknown };
        return ok(response, {
          id: dialect.id("reply", 100 + ++written),
          commentId: sent.commentId,
          content: sent.content,
          userName: "You",
          role: "learner",
          createdTime: dialect.time(Date.now(), "createdTime"),
        });
      }
      case "updateReply": {
        if (needsUser()) return;
        const sent = JSON.parse(body || "{}") as { content?: unknown };
        return ok(response, { content: sent.content, modifiedTime: dialect.time(Date.now(), "modifiedTime") });
      }
      case "deleteReply":
      case "deleteScore":
        if (needsUser()) return;
        return ok(response, null);
      case "giveScore": {
        if (needsUser()) return;
        const sent = JSON.parse(body || "{}") as Record<string, unknown>;
        return ok(response, {
          id: dialect.id("review", 100 + ++written),
          score: dialect.figure(Number(sent.score)),
          content: sent.content,
          showTime: dialect.time(Date.now(), "showTime"),
        });
      }
      case "moderateContent":
        return ok(response, { message: "pass", level: null });
      case "trackEvent":
      case "trackOpenEvent":
      case "trackEvents":
      case "trackOpenEvents":
        return ok(response, null);
      // ------------------------------------------------------------------------------------- client layer
      case "configValue":
      case "configValueIntranet": {
        const key = decodeURIComponent(path.slice(path.lastIndexOf("/") + 1));
        // Configuration is read with code 200 only (CL-VAL-4): this backend writes it as text where it writes "200".
        const code = dialect.successCode === "200" ? "200" : 200;
        if (key === "klt.beta.flag.school")
          return ok(response, JSON.stringify([String(dialect.id("school", 1))]), code);
        if (key === "klt.allHost.allDomain") return ok(response, JSON.stringify(["learn.partner.example.com"]), code);
        if (key === "sxz.school.hwLoginDomain") return ok(response, "[]", code);
        return send(response, 200, { code: -100, message: "no such value", data: null });
      }
      case "currentUser":
        if (needsUser()) return;
        return ok(response, {
          id: dialect.id("user", 1),
          user_name: "learner",
          nickName: null,
          realName: "Lee Learner",
          avatar: null,
          email: null,
          mobile: null,
          tenantId: dialect.id("school", 1),
          role: "learner",
          deptList: [],
        });
      case "clientIp":
        return ok(
          response,
          dialect.name === "text-ids"
            ? { hasInternal: "0", ip: "203.0.113.7" }
            : { internal: yes(dialect, false), ip: "203.0.113.7", region: null },
        );
      case "contentx":
        return ok(response, dialect.name === "epoch-seconds" ? "0" : { intranet: yes(dialect, false) });
      case "schoolInfo":
        return ok(response, {
          id: dialect.id("school", 1),
          name: "Partner Academy",
          loginMethod: dialect.name === "int64-ids" ? 1 : "1",
          logo: null,
        });
      case "schoolLoginConfig":
        return ok(response, {
          pcs: [
            {
              terminal: "pc",
              oath2Config: JSON.stringify({
                authorizeServiceUrl: "https://sso.partner.example.com/authorize",
                clientId: "partner",
                redirectUrl: null,
              }),
            },
          ],
        });
      case "memberCheck":
        if (needsUser()) return;
        return ok(response, yes(dialect, true));
      case "heartbeat":
        return ok(response, null);
      case "authorize":
        if (needsUser()) return;
        return ok(response, { code: "wp-code-1", expiresIn: dialect.figure(120) });
      case "issueToken":
        return send(response, 200, {
          access_token: "foreign-access-token",
          refresh_token: "foreign-refresh-token",
          user_id: dialect.id("user", 1),
          token_type: "bearer",
          expires_in: dialect.figure(900),
          scope: null,
        });
      case "simpleUploadTicket": {
        if (needsUser()) return;
        const uuid = dialect.id("file", ++written);
        return ok(response, {
          url: `${origin}/upload/put/${encodeURIComponent(String(uuid))}`,
          headers: { "x-upload-token": "t-1", "x-unused": null },
          static_url: `${origin}/files/stored`,
          uuid,
          signature: "sig-1",
          expireAt: dialect.time(Date.now() + 900_000, "modifiedTime"),
        });
      }
      case "initPartUpload": {
        if (needsUser()) return;
        const uploadId = dialect.id("file", 500 + ++written);
        sessions.set(String(uploadId), new Map());
        const partSize = Number(query.get("partSize")) || 5 * 1024 * 1024;
        const sent = JSON.parse(body || "{}") as { fileSize?: number };
        return ok(response, {
          uploadId,
          partSize: dialect.figure(partSize),
          partCount: dialect.figure(Math.max(1, Math.ceil((sent.fileSize ?? 0) / partSize))),
          expireAt: dialect.time(Date.now() + 86_400_000, "modifiedTime"),
        });
      }
      case "uploadPart": {
        if (needsUser()) return;
        const parts = sessions.get(query.get("uploadId") ?? "");
        const file = await formFile(request, bytes);
        if (!parts || !file) return refuse(response, 400, 400, "No such upload or no file");
        const partNumber = Number(query.get("partNumberList"));
        parts.set(partNumber, file.size);
        return ok(response, { partNumber: dialect.figure(partNumber), size: dialect.figure(file.size), etag: null });
      }
      case "listParts": {
        if (needsUser()) return;
        const parts = sessions.get(query.get("uploadId") ?? "");
        if (!parts) return refuse(response, 404, 404, "No such upload");
        return ok(response, {
          status: "open",
          parts: [...parts].map(([partNumber, size]) => ({
            partNumber: dialect.figure(partNumber),
            size: dialect.figure(size),
          })),
          file: null,
        });
      }
      case "combinePart": {
        if (needsUser()) return;
        const parts = sessions.get(query.get("uploadId") ?? "");
        if (!parts) return refuse(response, 404, 404, "No such upload");
        const size = [...parts.values()].reduce((sum, part) => sum + part, 0);
        return ok(response, {
          uuid: dialect.id("file", 900 + ++written),
          staticUrl: `${origin}/files/stored`,
          fileName: null,
          signature: "sig-2",
          size: dialect.figure(size),
          sha256: null,
        });
      }
      case "abortPartUpload":
        if (needsUser()) return;
        sessions.delete(query.get("uploadId") ?? "");
        return ok(response, null);
      case "uploadDocument": {
        if (needsUser()) return;
        const file = await formFile(request, bytes);
        if (!file) return refuse(response, 400, 400, "No file");
        return ok(response, {
          uuid: dialect.id("file", 700 + ++written),
          staticUrl: `${origin}/files/stored`,
          fileName: file.name,
          signature: null,
          size: dialect.figure(file.size),
          sha256: null,
          provider: "partner-docs",
          pages: null,
        });
      }
      case "workplaceFreeLogin":
        return ok(response, {
          firstLogin: dialect.name === "text-ids" ? "false" : yes(dialect, false),
          syncType: "1",
          oauth2AccessToken: {
            access_token: "foreign-access-token",
            refresh_token: "foreign-refresh-token",
            user_id: dialect.id("user", 1),
          },
        });
      default:
        break;
    }
    if (method === "PUT" && path.startsWith("/upload/put/")) {
      const uuid = decodeURIComponent(path.slice("/upload/put/".length));
      return ok(response, {
        uuid,
        staticUrl: `${origin}/files/stored`,
        fileName: null,
        signature: "sig-1",
        size: dialect.figure(bytes.length),
        sha256: null,
      });
    }
    refuse(response, 404, 404, `not served here: ${method} ${path}`);
  }

  const server = createServer((request, response) => {
    // Any page may call it, as a partner's API gateway configured for its sites would allow.
    const requestOrigin = request.headers.origin;
    if (requestOrigin) {
      response.setHeader("access-control-allow-origin", requestOrigin);
      response.setHeader("access-control-allow-credentials", "true");
      response.setHeader("access-control-allow-methods", "GET, POST, PUT, DELETE, OPTIONS");
      response.setHeader("access-control-allow-headers", request.headers["access-control-request-headers"] ?? "*");
      response.setHeader("vary", "origin");
    }
    readBody(request)
      .then(async (bytes) => {
        const url = new URL(request.url ?? "/", origin);
        requests.push({
          method: request.method ?? "GET",
          path: url.pathname,
          query: url.searchParams,
          headers: request.headers,
          body: bytes.toString("utf8"),
        });
        await answer(request, response, url, bytes);
      })
      .catch((error: unknown) => {
        if (!response.headersSent) send(response, 500, { code: 500, message: String(error), data: null });
      });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    dialect,
    requests,
    requestsTo: (operation) => requests.filter((request) => operationOf(request.method, request.path) === operation),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
