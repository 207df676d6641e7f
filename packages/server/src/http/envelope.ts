import type { FastifyRequest } from "fastify";
import type { ApiEnvelope } from "@sxz/contract";
import { ApiCode } from "@sxz/contract";
import { requestLanguage, translate } from "../i18n/messages";

/** The success envelope `{code: 200, data, message}` with `message` in the request's language. */
export function ok<T>(request: FastifyRequest, data: T): ApiEnvelope<T> {
  return { code: ApiCode.OK, data, message: translate(requestLanguage(request.headers, request.query), "success") };
}
