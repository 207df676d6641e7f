// The session answers the client layer reads: the company-network check (CL-API-8, CL-ST-13) and the workplace
// auth code (CL-API-6). Their exact shapes are not given by the specification; these are the shapes accepted.
import { booleanField, countField, recordAt, required, stringField } from "./read-fields";

/** 1/0, true/false, or "1"/"0"/"true"/"false" as text: the platform writes all of them. Null when missing. */
const flag = booleanField;

/** `GET /api/accounts/open/client/ip`: on the company network or not; null when the answer does not say. */
export interface ClientIpAnswer {
  internal: boolean | null;
  ip: string | null;
}

/** `internal` wins; `hasInternal` (1/0) is read when it is missing. A bare flag as `data` is accepted too. */
export function readClientIp(data: unknown): ClientIpAnswer {
  const path = "clientIp";
  if (typeof data === "boolean" || typeof data === "number" || typeof data === "string") {
    return { internal: flag({ value: data }, "value", path), ip: null };
  }
  const record = recordAt(data, path);
  return {
    internal: flag(record, "internal", path) ?? flag(record, "hasInternal", path),
    ip: stringField(record, "ip", path),
  };
}

/** `GET /api/foundation/request/open/contentx`: the intranet flag; null when the answer does not say. */
export function readContentx(data: unknown): { intranet: boolean | null } {
  const path = "contentx";
  if (typeof data === "boolean" || typeof data === "number" || typeof data === "string")
    return { intranet: flag({ value: data }, "value", path) };
  return { intranet: flag(recordAt(data, path), "intranet", path) };
}

/** `GET /api/auth/v1/oauth/authorize?…&client_id=gateway`: the code for the workplace app, and its lifetime if given. */
export interface WorkplaceAuthCodeAnswer {
  code: string;
  /** Seconds; null when unknown. */
  expiresIn: number | null;
}

/** The code as an object field or as the whole `data` text; without a code the answer is of no use (an error). */
export function readWorkplaceAuthCode(data: unknown): WorkplaceAuthCodeAnswer {
  const path = "workplaceAuthCode";
  if (typeof data === "string" && data.trim() !== "") return { code: data, expiresIn: null };
  const record = recordAt(data, path);
  return {
    code: required(stringField(record, "code", path) || null, `${path}.code`, "an authorization code"),
    expiresIn: countField(record, "expiresIn", path),
  };
}
