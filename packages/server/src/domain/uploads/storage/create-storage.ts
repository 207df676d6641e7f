import { LocalDiskStorage } from "./local-disk";
import { S3Storage } from "./s3";
import type { StorageSettings } from "./settings";
import type { UploadStorage } from "./storage";

/** The storage the settings name: local disk under DATA_DIR, or the S3 bucket. */
export function createStorage(settings: StorageSettings, dataDir: string): UploadStorage {
  return settings.kind === "s3" ? new S3Storage(settings) : new LocalDiskStorage(dataDir);
}
