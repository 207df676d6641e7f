// The school answers the client layer reads for login routing (CL-API-9, CL-ST-15): the school's login method and
// name, and the OAuth2 configuration of schools that sign in through OAuth2.
import { idText } from "./accounts";
import { listField, MalformedAnswerError, readFields, recordAt, required, stringField } from "./read-fields";
import type { AnswerRecord, OnDropped } from "./read-fields";

/** `POST /api/ischool/v1/open/schools/`: a school (id, name, login method) or null (unknown school, 404002). */
export interface SchoolInfoAnswer {
  id: string;
  name: string | null;
  /** "2", "3", "4" or another value (CL-ENT-3), as text; null when unknown. */
  loginMethod: string | null;
}

export function readSchoolInfo(data: unknown, path = "school"): SchoolInfoAnswer | null {
  const record = recordAt(data, path);
  if (record === null) return null;
  return {
    id: required(idText(record, "id", path), `${path}.id`, "the school's id"),
    name: stringField(record, "name", path),
    // A code: written as text by the platform, as a number by some backends.
    loginMethod: idText(record, "loginMethod", path),
  };
}

/** The OAuth2 configuration of a school (`common-current` → `data.pcs[0].oath2Config`). */
export interface OAuth2ConfigAnswer {
  authorizeServiceUrl: string;
  clientId: string;
  redirectUrl: string | null;
}

function readOAuth2Config(value: unknown, path: string): OAuth2ConfigAnswer | null {
  let config = value;
  // Some backends hand the configuration over as JSON text.
  if (typeof config === "string") {
    try {
      config = JSON.parse(config);
    } catch {
      throw new MalformedAnswerError(path, "an OAuth2 configuration");
    }
  }
  const record = recordAt(config, path);
  if (record === null) return null;
  const authorizeServiceUrl = required(
    stringField(record, "authorizeServiceUrl", path),
    `${path}.authorizeServiceUrl`,
    "the authorize address",
  );
  if (!/^https?:\/\/[^/?#\s]/i.test(authorizeServiceUrl))
    throw new MalformedAnswerError(`${path}.authorizeServiceUrl`, "an http(s) address");
  return {
    authorizeServiceUrl,
    clientId: required(stringField(record, "clientId", path), `${path}.clientId`, "the client id"),
    redirectUrl: stringField(record, "redirectUrl", path),
  };
}

/** `POST /api/ischool/v1/open/schools/common-current`: the first terminal's OAuth2 configuration, null when none. */
export function readCommonCurrentOAuth2(data: unknown, onDropped?: OnDropped): OAuth2ConfigAnswer | null {
  const path = "commonCurrent";
  const record = recordAt(data, path);
  const terminals = readFields(() => listField(record, "pcs", path, (item, at) => recordAt(item, at)), onDropped);
  const first: AnswerRecord | undefined = terminals[0];
  return first ? readOAuth2Config(first.oath2Config, `${path}.pcs[0].oath2Config`) : null;
}
