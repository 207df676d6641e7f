import type { Kysely } from "kysely";
import { ApiCode } from "@sxz/contract";
import type { AuthContext } from "../access-tokens";
import type { Database } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { isFileSignature } from "../uploads/signing";
import { findFile, staticUrl } from "../uploads/stored-files";

/** Where this server's files are read back: the origin the client reached, and the signing secret. */
export interface ImageOrigin {
  baseUrl: string;
  secret: string;
}

const STATIC_PATH = /^\/api\/km\/v1\/file\/static\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
/** Pictures a browser shows in an <img>; judged by the name the file was stored under. */
const PICTURE_NAME = /\.(png|jpe?g|gif|webp)$/i;

/**
 * The images of a publish, checked: each must be the static URL (absolute on this origin, or the same path) of a
 * picture the caller stored through this server's simple or document upload, with its valid read signature.
 * Anything else is refused with a 400 naming the image's position, so a review can never point readers at
 * another site or at someone else's file. Answers the URLs in canonical absolute form, duplicates removed;
 * undefined when the publish names no images (an update then keeps the review's images).
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
    const usable = file && file.status === "stored" && file.user_id === auth.userId && file.tenant_id === auth.tenantId && PICTURE_NAME.test(file.file_name);
    if (!usable) throw refuse();
    const canonical = staticUrl(own, origin.secret, uuid);
    if (!accepted.includes(canonical)) accepted.push(canonical);
  }
  return accepted;
}

/** The images column (JSON text) as stored. */
export function storedImages(images: readonly string[]): string | null {
  return images.length ? JSON.stringify(images) : null;
}

/** The images column read back; anything unreadable counts as none. */
export function readImages(column: string | null | undefined): string[] {
  if (!column) return [];
  try {
    const parsed: unknown = JSON.parse(column);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}
