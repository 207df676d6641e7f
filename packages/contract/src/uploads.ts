import { Type } from "@sinclair/typebox";
import type { Static } from "@sinclair/typebox";
import { Envelope } from "./envelope";
import { UPLOAD_LIMITS } from "./constants/uploads";

/** Server-generated identifiers (uploadId, file uuid): UUIDs, so they can never name a path outside the store. */
export const UploadIdentifier = Type.String({
  pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$",
});

const BucketName = Type.String({ minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9._-]+$" });
const ModuleName = Type.String({ minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9._-]+$" });
/** A display name only: never used as a path on the server. */
const FileName = Type.String({ minLength: 1, maxLength: 255 });
const Sha256 = Type.String({ pattern: "^[0-9a-f]{64}$" });

// ── Simple upload (CL-UP-1) ────────────────────────────────────────────────────────────────────────────────

export const SimpleUploadQuery = Type.Object({
  bucketName: BucketName,
  fileName: FileName,
  module: Type.Optional(ModuleName),
});
export type SimpleUploadQuery = Static<typeof SimpleUploadQuery>;

/** The ticket for one PUT: send the bytes to `url` with `headers`, then read them back at `static_url`. */
export const SimpleUploadTicket = Type.Object({
  /** Absolute, HMAC-signed, expiring PUT URL; it is the credential, so it carries no access token. */
  url: Type.String(),
  uuid: UploadIdentifier,
  /** Signature of the stored file, also carried by `static_url`. */
  signature: Type.String(),
  /** Headers the PUT must send. */
  headers: Type.Record(Type.String(), Type.String()),
  static_url: Type.String(),
  /** When `url` stops working (ISO 8601). */
  expiresAt: Type.String(),
  /** Largest body the PUT accepts, in bytes. */
  maxBytes: Type.Integer(),
});
export type SimpleUploadTicket = Static<typeof SimpleUploadTicket>;
export const SimpleUploadTicketResponse = Envelope(SimpleUploadTicket);

/** The PUT's query: expiry and signature produced by the ticket. */
export const SignedPutQuery = Type.Object({
  expires: Type.Integer({ minimum: 0 }),
  signature: Type.String({ minLength: 1, maxLength: 200 }),
});
export type SignedPutQuery = Static<typeof SignedPutQuery>;

/** A stored file as the server describes it after a PUT, a combine or a document upload. */
export const StoredFile = Type.Object({
  uuid: UploadIdentifier,
  fileName: Type.String(),
  size: Type.Integer({ minimum: 0 }),
  /** SHA-256 of the stored bytes (hex), so a client can prove nothing was corrupted. */
  sha256: Sha256,
  staticUrl: Type.String(),
  signature: Type.String(),
});
export type StoredFile = Static<typeof StoredFile>;
export const StoredFileResponse = Envelope(StoredFile);

// ── Chunked upload (CL-UP-2) ───────────────────────────────────────────────────────────────────────────────

export const InitPartUploadQuery = Type.Object({
  bucketName: BucketName,
  module: ModuleName,
  partSize: Type.Integer({ minimum: UPLOAD_LIMITS.minPartSize, maximum: UPLOAD_LIMITS.maxPartSize }),
});
export type InitPartUploadQuery = Static<typeof InitPartUploadQuery>;

export const InitPartUploadBody = Type.Object({
  fileName: FileName,
  /** Optional: when given, the size limit is checked at once and every part's exact size is enforced. */
  fileSize: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type InitPartUploadBody = Static<typeof InitPartUploadBody>;

export const InitPartUploadData = Type.Object({
  uploadId: UploadIdentifier,
  partSize: Type.Integer(),
  /** Number of parts when fileSize was given, else null. */
  partCount: Type.Union([Type.Integer(), Type.Null()]),
});
export type InitPartUploadData = Static<typeof InitPartUploadData>;
export const InitPartUploadResponse = Envelope(InitPartUploadData);

export const UploadPartQuery = Type.Object({
  /** Always 0: combining is its own call. */
  combine: Type.Optional(Type.Literal(0)),
  uploadId: UploadIdentifier,
  /** The 1-based number of the one part in the form's `file` field. */
  partNumberList: Type.Integer({ minimum: 1, maximum: UPLOAD_LIMITS.maxParts }),
});
export type UploadPartQuery = Static<typeof UploadPartQuery>;

export const UploadedPart = Type.Object({
  partNumber: Type.Integer(),
  size: Type.Integer(),
});
export type UploadedPart = Static<typeof UploadedPart>;
export const UploadPartResponse = Envelope(
  Type.Object({ uploadId: UploadIdentifier, partNumber: Type.Integer(), size: Type.Integer() }),
);

export const UploadIdQuery = Type.Object({ uploadId: UploadIdentifier });
export type UploadIdQuery = Static<typeof UploadIdQuery>;

/** A chunked session's state, for resuming: which parts the server holds, and the file once combined. */
export const PartUploadState = Type.Object({
  uploadId: UploadIdentifier,
  fileName: Type.String(),
  fileSize: Type.Union([Type.Integer(), Type.Null()]),
  partSize: Type.Integer(),
  status: Type.Union([Type.Literal("open"), Type.Literal("combining"), Type.Literal("done")]),
  parts: Type.Array(UploadedPart),
  file: Type.Union([StoredFile, Type.Null()]),
});
export type PartUploadState = Static<typeof PartUploadState>;
export const PartUploadStateResponse = Envelope(PartUploadState);

/** The combine answer: the spec's uuid, staticUrl, signature, plus the file's size and SHA-256. */
export const CombinePartResponse = StoredFileResponse;

export const AbortPartUploadResponse = Envelope(
  Type.Object({ uploadId: UploadIdentifier, deletedParts: Type.Integer() }),
);

// ── Document upload (CL-UP-4) ──────────────────────────────────────────────────────────────────────────────

/** Multipart form fields besides `file`. */
export const DocumentUploadFields = Type.Object({
  fileName: FileName,
  provider: Type.String({ minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9._-]+$" }),
});
export type DocumentUploadFields = Static<typeof DocumentUploadFields>;

export const DocumentUploadData = Type.Composite([StoredFile, Type.Object({ provider: Type.String() })]);
export type DocumentUploadData = Static<typeof DocumentUploadData>;
export const DocumentUploadResponse = Envelope(DocumentUploadData);

// ── Client side (CL-ENT-5) ─────────────────────────────────────────────────────────────────────────────────

/** The file upload result every client upload resolves to (CL-ENT-5). */
export interface UploadResult {
  uuid: string;
  /** The static URL to read the file back. */
  urlValue: string;
  signature: string;
  fileName: string;
  success: boolean;
  message: string;
  /** Bytes stored and their SHA-256, when the server reported them. */
  size?: number;
  sha256?: string;
}
