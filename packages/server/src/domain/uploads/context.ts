import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { UploadStorage } from "./storage/storage";
import type { Keys } from "../auth/key-ring";
import type { UploadQuotas } from "./quotas";

/** What every upload operation needs: the database, the storage, the signing keys, the limits. */
export interface UploadContext {
  db: Kysely<Database>;
  store: UploadStorage;
  /** The signing keys (the current one signs, previous ones still verify). */
  secret: Keys;
  /** UPLOAD_MAX_BYTES: the largest file of any kind. */
  maxBytes: number;
  /** What one user may hold open at once. */
  quotas: UploadQuotas;
  /** This server's origin as the client reached it, for absolute URLs. */
  baseUrl: string;
  now(): number;
}
