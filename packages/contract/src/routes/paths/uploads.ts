import type { RoutePath } from "../route-path";

/** Simple, chunked and document uploads, and stored files (client-layer.md §7 "Upload calls"). */
export const uploadPaths = {
  simpleUploadTicket: { method: "GET", path: "/api/km/v1/file/upload" },
  signedPut: { method: "PUT", path: "/api/km/v1/file/put/:uuid" },
  storedFile: { method: "GET", path: "/api/km/v1/file/static/:uuid" },
  initPartUpload: { method: "POST", path: "/api/common/api/partfile/v1/initPartUploadTaskByEntity" },
  uploadPart: { method: "POST", path: "/api/common/api/partfile/v1/open/uploadPart" },
  combinePart: { method: "GET", path: "/api/common/api/partfile/v1/combinePart" },
  listParts: { method: "GET", path: "/api/common/api/partfile/v1/listParts" },
  abortPartUpload: { method: "POST", path: "/api/common/api/partfile/v1/abortPartUpload" },
  uploadDocument: { method: "POST", path: "/api/document/v1/documents/upload" },
} as const satisfies Record<string, RoutePath>;
