import type { FastifyInstance } from "fastify";
import { ApiCode } from "@sxz/contract";
import { ApiError } from "./api-error";

/**
 * No API body nests anywhere near this deep; a body that does is an attack on the recursive code after the parser
 * (JSON.stringify, validators, serializers), which answered 500 at a few thousand levels.
 */
export const MAX_BODY_DEPTH = 64;

/** Arrays and plain objects, as parsers make them; streams, buffers and other class instances are not bodies to walk. */
function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (typeof value !== "object" || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Whether a parsed body nests deeper than `limit` (the top-level object or array is level 1). Iterative: depth cannot hurt it. */
export function nestsDeeperThan(body: unknown, limit: number): boolean {
  if (!isContainer(body)) return false;
  const pending: Array<[unknown, number]> = [[body, 1]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    if (depth > limit) return true;
    for (const child of Array.isArray(value) ? value : Object.values(value as Record<string, unknown>)) {
      if (isContainer(child)) pending.push([child, depth + 1]);
    }
  }
  return false;
}

/**
 * Refuses, before validation, every parsed body (JSON, the tracking beacon's text/plain JSON, forms) deeper than
 * MAX_BODY_DEPTH with a 400. Streams (signed PUTs) and multipart parts are not parsed objects and pass untouched.
 */
export function limitBodyDepth(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (nestsDeeperThan(request.body, MAX_BODY_DEPTH))
      throw new ApiError(400, ApiCode.BAD_REQUEST, "bodyTooDeep", { max: MAX_BODY_DEPTH });
  });
}
