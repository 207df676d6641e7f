import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ApiCode, failureCodeForStatus } from "@sxz/contract";
import { ApiError } from "./api-error";
import { requestLanguage, translate } from "../i18n/messages";
import type { MessageKey } from "../i18n/messages";

function send(request: FastifyRequest, reply: FastifyReply, status: number, code: number, key: MessageKey, params: Record<string, string | number> = {}, data: unknown = null) {
  const message = translate(requestLanguage(request.headers, request.query), key, params);
  return reply.status(status).send({ code, data, message });
}

/** The message of a failure status that needs no detail. */
const FAILURE_MESSAGES: Readonly<Record<number, MessageKey>> = { 401: "unauthorized", 403: "forbidden", 404: "notFound", 413: "tooLarge", 429: "tooManyRequests" };

/**
 * Every failure leaves the server as an envelope. Malformed input is a 400 with what was wrong, never a 500;
 * only a genuine fault answers 500, with a generic message (the details go to the log).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return send(request, reply, error.httpStatus, error.code, error.messageKey, error.params, error.data);
    }
    if (error.validation) {
      const detail = `${error.validationContext ?? "request"}${error.validation[0]?.instancePath ?? ""} ${error.validation[0]?.message ?? "is invalid"}`;
      return send(request, reply, 400, ApiCode.BAD_REQUEST, "badRequest", { detail });
    }
    const status = error.code === "FST_REQ_FILE_TOO_LARGE" ? 413 : (error.statusCode ?? 500);
    // The body code for a status is the shared envelope rule's, so every client classifies the answer as its status.
    const key = FAILURE_MESSAGES[status];
    if (key) return send(request, reply, status, failureCodeForStatus(status), key);
    if (status >= 400 && status < 500) {
      return send(request, reply, status, failureCodeForStatus(status), "badRequest", { detail: error.message });
    }
    request.log.error({ err: error }, "unhandled error");
    return send(request, reply, 500, failureCodeForStatus(500), "serverError");
  });
}
