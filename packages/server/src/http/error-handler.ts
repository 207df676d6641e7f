import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ApiCode } from "@sxz/contract";
import { ApiError } from "./api-error";
import { requestLanguage, translate } from "../i18n/messages";
import type { MessageKey } from "../i18n/messages";

function send(request: FastifyRequest, reply: FastifyReply, status: number, code: number, key: MessageKey, params: Record<string, string | number> = {}, data: unknown = null) {
  const message = translate(requestLanguage(request.headers, request.query), key, params);
  return reply.status(status).send({ code, data, message });
}

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
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === "FST_REQ_FILE_TOO_LARGE") return send(request, reply, 413, ApiCode.TOO_LARGE, "tooLarge");
    if (status === 429) return send(request, reply, 429, ApiCode.TOO_MANY_REQUESTS, "tooManyRequests");
    if (status === 401) return send(request, reply, 401, ApiCode.UNAUTHORIZED, "unauthorized");
    if (status === 403) return send(request, reply, 403, ApiCode.FORBIDDEN, "forbidden");
    if (status === 404) return send(request, reply, 404, ApiCode.NOT_FOUND, "notFound");
    if (status >= 400 && status < 500) {
      return send(request, reply, status, ApiCode.BAD_REQUEST, "badRequest", { detail: error.message });
    }
    request.log.error({ err: error }, "unhandled error");
    return send(request, reply, 500, ApiCode.SERVER_ERROR, "serverError");
  });
}
