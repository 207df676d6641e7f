// The simple-upload ticket (GET /api/km/v1/file/upload) as a client reads it before sending the bytes.
import { MalformedAnswerError, recordAt, required, stringField } from "./read-fields";

/** What sending a file needs: where to PUT it, with which headers, and the URL it is read back at. */
export interface UploadTicketAnswer {
  url: string;
  headers: Record<string, string>;
  static_url: string;
}

/** Everything a ticket must carry is required: without it there is nothing to send, so it is an error. */
export function readUploadTicket(data: unknown): UploadTicketAnswer {
  const path = "uploadTicket";
  const record = recordAt(data, path);
  const url = required(stringField(record, "url", path) || null, `${path}.url`, "the upload URL");
  const staticUrl = required(stringField(record, "static_url", path) || null, `${path}.static_url`, "the file's URL");
  const headers: Record<string, string> = {};
  const given = recordAt(record?.headers, `${path}.headers`);
  for (const [name, value] of Object.entries(given ?? {})) {
    if (typeof value !== "string") throw new MalformedAnswerError(`${path}.headers.${name}`, "a string");
    headers[name] = value;
  }
  return { url, headers, static_url: staticUrl };
}
