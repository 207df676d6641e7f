import { Type } from "@sinclair/typebox";
import {
  AbortPartUploadResponse, CombinePartResponse, DocumentUploadFields, DocumentUploadResponse, InitPartUploadBody, InitPartUploadQuery, InitPartUploadResponse,
  PartUploadStateResponse, SignedPutQuery, SimpleUploadQuery, SimpleUploadTicketResponse, StoredFileResponse, UploadIdQuery, UploadIdentifier, UploadPartQuery,
  UploadPartResponse,
} from "../uploads";
import type { ApiRouteTable } from "./api-route";
import { uploadPaths } from "./paths/uploads";

const tags = ["uploads"] as const;
const FileParams = Type.Object({ uuid: UploadIdentifier });
/** A file part as OpenAPI describes one in a multipart body. */
const FilePart = Type.String({ format: "binary" });

/** Simple, chunked and document uploads, and reading stored files back (client-layer.md §7 "Upload calls"). */
export const uploadRoutes = {
  simpleUploadTicket: {
    ...uploadPaths.simpleUploadTicket,
    id: "simpleUploadTicket",
    tags,
    summary: "A signed URL to PUT one file to",
    access: "user",
    query: SimpleUploadQuery,
    answer: SimpleUploadTicketResponse,
    failures: [409, 413],
  },
  signedPut: {
    ...uploadPaths.signedPut,
    id: "signedPut",
    tags,
    summary: "The file's bytes, to the signed URL (the signature is the credential)",
    access: "anyone",
    params: FileParams,
    query: SignedPutQuery,
    rawBody: true,
    answer: StoredFileResponse,
    failures: [403, 404],
  },
  storedFile: {
    ...uploadPaths.storedFile,
    id: "storedFile",
    tags,
    summary: "A stored file's bytes (ranges supported); the signed URL is the credential",
    access: "anyone",
    params: FileParams,
    query: Type.Object({ signature: Type.String({ minLength: 1, maxLength: 200 }) }),
    answers: "file",
    failures: [403, 404],
  },
  initPartUpload: {
    ...uploadPaths.initPartUpload,
    id: "initPartUpload",
    tags,
    summary: "Start a chunked upload (or resume one of the same file)",
    access: "user",
    query: InitPartUploadQuery,
    body: InitPartUploadBody,
    answer: InitPartUploadResponse,
    failures: [409],
  },
  uploadPart: {
    ...uploadPaths.uploadPart,
    id: "uploadPart",
    tags,
    summary: "One part of a chunked upload, as the form's file part",
    access: "user",
    query: UploadPartQuery,
    form: Type.Object({ file: FilePart }),
    answer: UploadPartResponse,
    failures: [404],
  },
  combinePart: { ...uploadPaths.combinePart, id: "combinePart", tags, summary: "Join the parts into the stored file", access: "user", query: UploadIdQuery, answer: CombinePartResponse, failures: [404] },
  listParts: { ...uploadPaths.listParts, id: "listParts", tags, summary: "The parts received so far", access: "user", query: UploadIdQuery, answer: PartUploadStateResponse, failures: [404] },
  abortPartUpload: {
    ...uploadPaths.abortPartUpload,
    id: "abortPartUpload",
    tags,
    summary: "Cancel a chunked upload and remove its parts",
    access: "user",
    query: UploadIdQuery,
    answer: AbortPartUploadResponse,
    failures: [404],
  },
  uploadDocument: {
    ...uploadPaths.uploadDocument,
    id: "uploadDocument",
    tags,
    summary: "Upload a document in one form: fileName, provider, then the file part",
    access: "user",
    form: Type.Composite([DocumentUploadFields, Type.Object({ file: FilePart })]),
    answer: DocumentUploadResponse,
  },
} as const satisfies ApiRouteTable<typeof uploadPaths>;
