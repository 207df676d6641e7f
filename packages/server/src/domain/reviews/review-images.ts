import type { Kysely } from "kysely";
import { ApiCode, uploadPaths } from "@sxz/contract";
import type { AuthContext } from "../auth/access-tokens";
import type { Database } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import type { Keys } from "../auth/key-ring";
import { isFileSignature } from "../uploads/signing";
import { findFile, staticUrl } from "../uploads/stored-files";

/** Where this server's files are read back: its public origin, and the signing keys. */
export interface ImageOrigin {
  baseUrl: string;
  secret: Keys;
}

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const STATIC_PATH = new RegExp(`^${uploadPaths.storedFile.path.replace(":uuid", `(${UUID})`)}$`);
const FILE_REFERENCE = new RegExp(`^${UUID}$`);
/** Pictures a browser shows in an <img>; judged by the name the file was stored under. */
const PICTURE_NAME = /\.(png|jpe?g|gif|webp)$/i;

/**
 * The images of a publish, checked: each must be the static URL (absolute on this server's public origin, or the
 * same path) of a picture the caller stored through this server's simple or document upload, with its valid read
 * signature. Anything else is refused with a 400 naming the image's position, so a review can never point readers
 * at another site or at someone else's file. Answers the files' references (UUIDs), duplicates removed, in order:
 * a review stores which files it shows, never a URL, and the URLs are built when it is read
 * (`imageUrls`). Undefined when the publish names no images (an update then keeps the review's images).
 */
export async function acceptReviewImages(
  db: Kysely<Database>,
  auth: AuthContext,
  urls: readonly string[] | undefined,
  origin: ImageOrigin,
): Promise<string[] | undefined> {
  if (urls === undefined) return undefined;
  const own = new URL(origin.baseUrl).origin;
  const accepted: string[] = [];
  for (const [index, raw] of urls.entries()) {
    const refuse = () => new ApiError(400, ApiCode.BAD_REQUEST, "reviewImageInvalid", { position: index + 1 });
    let url: URL;
    try {
      url = new URL(raw, own);
    } catch {
      throw refuse();
    }
    const uuid = STATIC_PATH.exec(url.pathname)?.[1];
    const signature = url.searchParams.get("signature");
    if (url.origin !== own || !uuid || !signature || !isFileSignature(origin.secret, uuid, signature)) throw refuse();
    const file = await findFile(db, uuid);
    const usable =
      file &&
      file.status === "stored" &&
      file.user_id === auth.userId &&
      file.tenant_id === auth.tenantId &&
      PICTURE_NAME.test(file.file_name);
    if (!usable) throw refuse();
    if (!accepted.includes(uuid)) accepted.push(uuid);
  }
  return accepted;
}

/** The images column (JSON text of file references) as stored. */
export function storedImages(files: readonly string[]): string | null {
  return files.length ? JSON.stringify(files) : null;
}

/**
 * The file references of the images column; anything unreadable counts as none. A URL (how rows were written
 * before migration 008) is read as the file it names, so a row written by an older process still shows.
 */
export function readImages(column: string | null | undefined): string[] {
  if (!column) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(column);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const files: string[] = [];
  for (const item of parsed) {
    const file = typeof item === "string" ? fileOf(item) : undefined;
    if (file && !files.includes(file)) files.push(file);
  }
  return files;
}

/** The file an image entry names: a reference as stored, or the UUID in a static URL of any origin. */
export function fileOf(entry: string): string | undefined {
  if (FILE_REFERENCE.test(entry)) return entry;
  try {
    return STATIC_PATH.exec(new URL(entry, "http://stored.invalid").pathname)?.[1];
  } catch {
    return undefined;
  }
}

/** The signed static URLs of these files on the public origin, as the reader receives them. */
export function imageUrls(files: readonly string[], origin: ImageOrigin): string[] {
  return files.map((uuid) => staticUrl(origin.baseUrl, origin.secret, uuid));
}
