import type { Readable } from "node:stream";

/**
 * Where uploaded bytes live: local disk (the default) or an S3-compatible bucket. Keys are server-made
 * (UUIDs and part numbers), so a client's file name can never become a path or an object key. Bytes only
 * ever flow as streams: memory stays flat for any size.
 */
export interface UploadStorage {
  readonly kind: "local" | "s3";
  /**
   * Streams `source` under `key`, counting and hashing as it goes. Nothing is visible under the key until every
   * byte arrived and `accept` (if given) returned: more than `maxBytes` rejects with ByteLimitExceeded, a
   * throwing `accept` rejects with its error, and either way an earlier object under the key stays as it was.
   */
  write(key: string, source: Readable, options: WriteOptions): Promise<Written>;
  /** The object's bytes, or one inclusive range of them; StoredObjectMissing when there is none. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Size and last change of an object, or undefined. */
  stat(key: string): Promise<{ size: number; modifiedAt: number } | undefined>;
  remove(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (a chunked upload's parts). */
  removeAll(prefix: string): Promise<void>;
  /** The chunked uploads that hold parts, each with the time its newest part arrived. */
  partUploads(): Promise<Array<{ uploadId: string; modifiedAt: number }>>;
  /** Removes bytes of writes that never finished (a process stopped mid-upload) started before `before`; answers how many. */
  removeUnfinishedWrites(before: number): Promise<number>;
  /** Rejects with a clear message when the storage cannot be used (bucket missing, credentials refused). */
  check(): Promise<void>;
  /** Lets go of connections (the server closing). */
  close(): Promise<void>;
}

export interface WriteOptions {
  maxBytes: number;
  /** Runs once every byte arrived and before anything is visible; throwing keeps nothing. */
  accept?: (written: Written) => void | Promise<void>;
}

export interface Written {
  size: number;
  sha256: string;
}

export interface ByteRange {
  start: number;
  end: number;
}

/** A stream carried more bytes than allowed. */
export class ByteLimitExceeded extends Error {
  constructor(readonly limit: number) {
    super(`more than ${limit} bytes`);
  }
}

/** The storage holds no object under a key the database says exists. */
export class StoredObjectMissing extends Error {
  constructor(readonly key: string) {
    super(`no stored object ${key}`);
  }
}

/** A stored file's key. */
export const fileKey = (uuid: string): string => `files/${uuid}`;
/** Where the parts of one chunked upload live. */
export const partsPrefix = (uploadId: string): string => `parts/${uploadId}/`;
export const partKey = (uploadId: string, partNumber: number): string => `${partsPrefix(uploadId)}${partNumber}.part`;
