import { Type } from "@sinclair/typebox";
import type { Static, TSchema } from "@sinclair/typebox";
import type { ApiRoute } from "@sxz/contract";
import type { FastifyReply, FastifyRequest, FastifySchema, RouteOptions } from "fastify";

type StaticOf<S> = S extends TSchema ? Static<S> : unknown;
type BodyOf<R extends ApiRoute> = R extends { bodyOptional: true }
  ? StaticOf<R["body"]> | undefined
  : StaticOf<R["body"]>;

/** The request of a table entry's route, typed from the entry's schemas. */
export type ApiRequest<R extends ApiRoute> = FastifyRequest<{
  Params: StaticOf<R["params"]>;
  Querystring: StaticOf<R["query"]>;
  Body: BodyOf<R>;
}>;

/** What a handler may answer: the entry's answer, or the reply it sent itself (redirects, files, failures). */
export type ApiAnswer<R extends ApiRoute> = R["answer"] extends TSchema ? Static<R["answer"]> | FastifyReply : unknown;

export type ApiHandler<R extends ApiRoute> = (request: ApiRequest<R>, reply: FastifyReply) => Promise<ApiAnswer<R>>;

/** Route options the table does not hold: per-route hooks and limits. */
export type ApiRouteOptions = Pick<
  RouteOptions,
  "bodyLimit" | "onSend" | "preValidation" | "attachValidation" | "logLevel"
>;

declare module "fastify" {
  interface FastifyContextConfig {
    /** Set on every route registered from the route table (http/api-route.ts). */
    apiRoute?: ApiRoute;
  }
}

interface RouteRegistrar {
  route(options: RouteOptions): unknown;
}

/** The schema Fastify validates (and serialises the 200 answer) with, and @fastify/swagger documents. */
export function validationSchema(entry: ApiRoute): FastifySchema {
  const response: Record<number, TSchema | undefined> = { ...entry.failureAnswers };
  if (entry.answer) response[200] = entry.answer;
  return {
    operationId: entry.id,
    tags: [...entry.tags],
    summary: entry.summary,
    ...(entry.access === "anyone" ? {} : { security: [{ bearer: [] }] }),
    ...(entry.params ? { params: entry.params } : {}),
    ...(entry.query ? { querystring: entry.query } : {}),
    ...(entry.body ? { body: entry.bodyOptional ? Type.Optional(entry.body) : entry.body } : {}),
    ...(Object.keys(response).length > 0 ? { response } : {}),
  } as FastifySchema;
}

/**
 * Registers one call of the route table: method, path and schemas from the entry, the handler from the domain's
 * routes file. Every API route goes through here, so none can drift from the contract or miss the API document.
 */
export function registerApiRoute<R extends ApiRoute>(
  app: RouteRegistrar,
  entry: R,
  handler: ApiHandler<R>,
  options: ApiRouteOptions = {},
): void {
  // The entry stays in the route's config: the API document and the route checks read it from there.
  app.route({
    ...options,
    method: entry.method,
    url: entry.path,
    schema: validationSchema(entry),
    config: { apiRoute: entry },
    handler: handler as unknown as RouteOptions["handler"],
  });
}
