// The simple-upload ticket (GET /api/km/v1/file/upload) as a client reads it before sending the bytes.
import { conform, requiredText } from "./conform";
import type { FieldRule } from "./conform";

/** What sending a file needs: where to PUT it, with which headers, and the URL it is read back at. */
export interface UploadTicketAnswer {
  url: string;
  headers: Record<string, string>;
  static_url: string;
}

/** Headers to send: each a string (null ones are left out); none when missing. */
const headers: FieldRule = (value, path) =>
  Object.fromEntries(
    // conform() with an empty shape refuses anything but an object; the header names are the data here.
    Object.entries((conform(value, {}, path) && value) ?? {})
      .filter(([, header]) => header !== null && header !== undefined)
      .map(([name, header]) => [name, conform(header, "", `${path}.${name}`)]),
  );

/** Everything a ticket must carry is required: without it there is nothing to send, so it is an error. */
export function readUploadTicket(data: unknown): UploadTicketAnswer {
  return conform(data, { url: requiredText, headers, static_url: requiredText }, "uploadTicket") as UploadTicketAnswer;
}
