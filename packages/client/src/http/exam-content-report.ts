import type { RequestContext } from "./client-context";
import type { PlatformRequestState } from "./request-options";

/** The refused call as any transport describes it: where it went, and the answer's status and body. */
export interface RefusedCall {
  request: { url?: string | undefined; baseURL?: string | undefined; method?: string | undefined } | undefined;
  state: PlatformRequestState;
  answer: { status: number; data: unknown };
}

/**
 * CL-RT-7 (design): what is reported when a call gets 401 on an exam page. An exam in progress must not lose the
 * learner's answers silently, so the report says which call, with which token state, at what time, so support
 * can tell an expired session from a server fault. Tokens themselves are never included.
 */
export interface ExamContent401Report {
  event: "exam-content-401";
  /** The page without its query (it may carry codes). */
  page: string;
  method: string;
  /** The called path without its query. */
  url: string;
  status: number;
  /** The body code when the answer was an envelope. */
  code?: number;
  /** Whether the call carried a token, and whether it was the replay after a refresh. */
  hadToken: boolean;
  replayed: boolean;
  loggedIn: boolean;
  userId?: string;
  tenantId?: string;
  uuid: string;
  /** ISO time of the failure. */
  at: string;
}

export function isExamContentPage(href: string): boolean {
  try {
    return new URL(href).pathname.includes("/examContent");
  } catch {
    return false;
  }
}

export function examContent401Report(ctx: RequestContext, call: RefusedCall): ExamContent401Report {
  const config = call.request;
  const page = new URL(ctx.href());
  let path = config?.url ?? "";
  try {
    const url = new URL(path, config?.baseURL ? new URL(config.baseURL, page.origin) : page.origin);
    path = url.origin === page.origin ? url.pathname : `${url.origin}${url.pathname}`;
  } catch {
    path = path.split("?")[0] ?? "";
  }
  const body = call.answer.data as { code?: unknown } | undefined;
  const tokens = ctx.tokens.read();
  return {
    event: "exam-content-401",
    page: `${page.origin}${page.pathname}${page.hash.split("?")[0] ?? ""}`,
    method: (config?.method ?? "get").toUpperCase(),
    url: path,
    status: call.answer.status,
    ...(typeof body?.code === "number" ? { code: body.code } : {}),
    hadToken: Boolean(call.state.sentAccessToken),
    replayed: Boolean(call.state.replayed),
    loggedIn: ctx.tokens.isLoggedIn(),
    ...(tokens.userId ? { userId: tokens.userId } : {}),
    ...(ctx.tenantId() ? { tenantId: ctx.tenantId() } : {}),
    uuid: ctx.storage.uuid(),
    at: new Date().toISOString(),
  };
}
