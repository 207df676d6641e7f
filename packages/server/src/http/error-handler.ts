import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ApiCode, failureCodeForStatus } from "@sxz/contract";
import { ApiError } from "./api-error";
import { classifyFault, FAULT_RETRY_AFTER_SECONDS, FAULT_STATUS } from "./faults";
import type { FaultKind } from "./faults";
import { requestLanguage, translate } from "../i18n/messages";
import type { MessageKey } from "../i18n/messages";

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: number,
  key: MessageKey,
  params: Record<string, string | number> = {},
  data: unknown = null,
) {
  const message = translate(requestLanguage(request.headers, request.query), key, params);
  return reply.status(status).send({ code, data, message });
}

/** The message of a failure status that needs no detail. */
const FAILURE_MESSAGES: Readonly<Record<number, MessageKey>> = {
  401: "unauthorized",
  403: "forbidden",
  404: "notFound",
  413: "tooLarge",
  429: "tooManyRequests",
};

const FAULT_MESSAGES: Readonly<Record<FaultKind, MessageKey>> = {
  "database-unavailable": "serviceUnavailable",
  "database-busy": "serviceUnavailable",
  "disk-full": "diskFull",
  "storage-unavailable": "storageUnavailable",
};

/**
 * A fault of what the server stands on (http/faults.ts): 503, or 507 for a full disk, with `Retry-After` and the body
 * code every 5xx carries, so every client takes it as "busy" and tries again later (RW-ERR-1). The envelope names
 * the fault in `fault`. The monitor logs the change of state once; the request itself adds no stack to the log.
 */
function sendFault(request: FastifyRequest, reply: FastifyReply, kind: FaultKind) {
  const status = FAULT_STATUS[kind];
  const seconds = FAULT_RETRY_AFTER_SECONDS[kind];
  const message = translate(requestLanguage(request.headers, request.query), FAULT_MESSAGES[kind]);
  return reply
    .status(status)
    .header("retry-after", String(seconds))
    .send({ code: failureCodeForStatus(status), data: null, message, retryAfterSeconds: seconds, fault: kind });
}

/**
 * Every failure leaves the server as an envelope. Malformed input is a 400 with what was wrong, never a 500;
 * a fault of the database, disk or bucket answers 503/507 (sendFault); only a bug answers 500, with a generic
 * message (the details go to the log).
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
    const fault = classifyFault(error);
    if (fault) {
      app.faults.answered(fault, error);
      return sendFault(request, reply, fault);
    }
    request.log.error({ err: error }, "unhandled error");
    return send(request, reply, 500, failureCodeForStatus(500), "serverError");
  });
}
