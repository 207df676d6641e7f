// Tables of the uploads domain: chunked sessions, their parts, and stored files.
export interface UploadTables {
  upload_sessions: UploadSessionsTable;
  upload_parts: UploadPartsTable;
  stored_files: StoredFilesTable;
}

export type UploadSessionStatus = "open" | "combining" | "done";

/** One chunked upload: who owns it, where it goes, and how far it got. */
export interface UploadSessionsTable {
  /** A server-generated UUID (the uploadId). */
  id: string;
  user_id: string;
  tenant_id: string;
  bucket: string;
  module: string;
  /** Display name only; files on disk are named by UUID. */
  file_name: string;
  /** Declared at init, when the client gave it; then every part's exact size is known. */
  file_size: number | null;
  part_size: number;
  status: UploadSessionStatus;
  /** Set when status is combining, so a combine that died can be taken over later. */
  combining_since: number | null;
  /** The stored file once combined. */
  file_uuid: string | null;
  created_at: number;
  updated_at: number;
}

export interface UploadPartsTable {
  upload_id: string;
  part_number: number;
  size: number;
  created_at: number;
}

export type StoredFileKind = "simple" | "chunked" | "document";

/** A file on disk under DATA_DIR/uploads/files/<uuid>; simple uploads are pending until their PUT arrives. */
export interface StoredFilesTable {
  uuid: string;
  user_id: string;
  tenant_id: string;
  kind: StoredFileKind;
  bucket: string;
  module: string | null;
  provider: string | null;
  file_name: string;
  status: "pending" | "receiving" | "stored";
  size: number | null;
  sha256: string | null;
  created_at: number;
  stored_at: number | null;
}
