/**
 * Where uploads may go: bucket → allowed modules. Anything else is refused with 901100007 (CL-ERR-5).
 * Buckets and modules only label stored files; they never become paths on disk.
 */
export const UPLOAD_BUCKETS: Readonly<Record<string, readonly string[]>> = {
  "sxz-course": ["video", "courseware", "cover"],
  "sxz-image": ["avatar", "review", "cover"],
  "sxz-document": ["document"],
  "sxz-demo": ["demo"],
};

/** The bucket that stores document uploads (`POST /api/document/v1/documents/upload`). */
export const DOCUMENT_BUCKET = "sxz-document";

export function isAllowedDestination(bucket: string, module: string | undefined): boolean {
  const modules = Object.hasOwn(UPLOAD_BUCKETS, bucket) ? UPLOAD_BUCKETS[bucket] : undefined;
  if (!modules) return false;
  return module === undefined || modules.includes(module);
}
