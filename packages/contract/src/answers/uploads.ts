// The upload answers the client layer reads (CL-UP-1..4, CL-ENT-5): the simple-upload ticket, the chunked session
// (init, the parts the server holds, each part, combine) and the document upload. Everything an upload result
// needs is required; figures (sizes, part counts) may be unknown.
import { idText } from "./accounts";
import {
  countField,
  listField,
  MalformedAnswerError,
  readFields,
  recordAt,
  required,
  stringField,
} from "./read-fields";
import type { OnDropped } from "./read-fields";
/** The ticket as the client layer's simple upload uses it: where to PUT with which headers, the file's id, URL and signature. */
export interface SimpleUploadTicketAnswer {
  url: string;
  headers: Record<string, string>;
  static_url: string;
  uuid: string;
  signature: string | null;
}

/** Read here rather than with the widget's reader, which needs none of the file's id and signature. */
export function readSimpleUploadTicket(data: unknown): SimpleUploadTicketAnswer {
  const path = "uploadTicket";
  const record = required(recordAt(data, path), path, "a ticket");
  // Headers to send: each text (null ones left out), none when missing.
  const given = recordAt(record.headers, `${path}.headers`) ?? {};
  const headers: Record<string, string> = {};
  for (const name of Object.keys(given)) {
    const value = stringField(given, name, `${path}.headers`);
    if (value !== null) headers[name] = value;
  }
  return {
    url: required(stringField(record, "url", path) || null, `${path}.url`, "a URL"),
    headers,
    static_url: required(stringField(record, "static_url", path) || null, `${path}.static_url`, "a URL"),
    uuid: required(idText(record, "uuid", path), `${path}.uuid`, "an id"),
    signature: stringField(record, "signature", path),
  };
}

/** A stored file (after a PUT, a combine or a document upload). */
export interface StoredFileAnswer {
  uuid: string;
  staticUrl: string;
  fileName: string | null;
  signature: string | null;
  /** Bytes stored; null when the server did not say. */
  size: number | null;
  sha256: string | null;
}

export function readStoredFile(data: unknown, path = "storedFile"): StoredFileAnswer {
  const record = required(recordAt(data, path), path, "the stored file");
  const sha256 = stringField(record, "sha256", path);
  if (sha256 !== null && !/^[0-9a-f]{64}$/i.test(sha256))
    throw new MalformedAnswerError(`${path}.sha256`, "a SHA-256 in hexadecimal");
  return {
    uuid: required(idText(record, "uuid", path), `${path}.uuid`, "the file's id"),
    staticUrl: required(stringField(record, "staticUrl", path) || null, `${path}.staticUrl`, "the file's URL"),
    fileName: stringField(record, "fileName", path),
    signature: stringField(record, "signature", path),
    size: countField(record, "size", path),
    sha256,
  };
}

/** `initPartUploadTaskByEntity`: the session's id; part figures may be unknown. */
export interface InitPartUploadAnswer {
  uploadId: string;
  partSize: number | null;
  partCount: number | null;
}

export function readInitPartUpload(data: unknown): InitPartUploadAnswer {
  const path = "initPartUpload";
  const record = required(recordAt(data, path), path, "the upload session");
  return {
    uploadId: required(idText(record, "uploadId", path), `${path}.uploadId`, "the upload id"),
    partSize: countField(record, "partSize", path),
    partCount: countField(record, "partCount", path),
  };
}

/** A part the server holds. */
export interface UploadedPartAnswer {
  partNumber: number;
  size: number;
}

/** `listParts`: what the server holds of a session; a missing list holds nothing. */
export interface PartUploadStateAnswer {
  status: "open" | "combining" | "done" | null;
  parts: UploadedPartAnswer[];
  file: StoredFileAnswer | null;
}

/** A part that cannot be read is left out (sent again) and given to `onDropped`. */
export function readPartUploadState(data: unknown, onDropped?: OnDropped): PartUploadStateAnswer {
  return readFields(() => partUploadState(data), onDropped);
}

function partUploadState(data: unknown): PartUploadStateAnswer {
  const path = "partUploadState";
  const record = required(recordAt(data, path), path, "the upload session");
  const status = stringField(record, "status", path);
  if (status !== null && status !== "open" && status !== "combining" && status !== "done")
    throw new MalformedAnswerError(`${path}.status`, "open, combining or done");
  const parts = listField(record, "parts", path, (item, at) => {
    const part = required(recordAt(item, at), at, "a part");
    const partNumber = required(countField(part, "partNumber", at), `${at}.partNumber`, "a part number");
    if (partNumber < 1) throw new MalformedAnswerError(`${at}.partNumber`, "a part number (1 or more)");
    return { partNumber, size: required(countField(part, "size", at), `${at}.size`, "the part's size") };
  });
  const file = record.file === undefined || record.file === null ? null : readStoredFile(record.file, `${path}.file`);
  return { status, parts, file };
}

/** `uploadPart`: the bytes the server stored for the part; null when it did not say. */
export function readUploadedPartSize(data: unknown): number | null {
  return countField(recordAt(data, "uploadPart"), "size", "uploadPart");
}

/** `documents/upload`: the stored file and the provider it went to. */
export interface DocumentUploadAnswer extends StoredFileAnswer {
  provider: string | null;
}

export function readDocumentUpload(data: unknown): DocumentUploadAnswer {
  const path = "documentUpload";
  return { ...readStoredFile(data, path), provider: stringField(recordAt(data, path), "provider", path) };
}
