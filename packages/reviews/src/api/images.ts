/** Uploads one attached picture and answers the URL the server reads it back at (the review's `images` entry). */
export type ImageUploader = (file: File) => Promise<string>;

/** Where review pictures are stored (a destination the server's upload endpoints accept). */
export const REVIEW_IMAGE_DESTINATION = { bucketName: "sxz-image", module: "review" } as const;

/** The picture types the server accepts on a review, by MIME type → file extension. */
export const REVIEW_IMAGE_TYPES: Readonly<Record<string, string>> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
};

/** The file input's `accept`: the same list. */
export const REVIEW_IMAGE_ACCEPT = Object.keys(REVIEW_IMAGE_TYPES).join(",");

/**
 * The name the file is stored under: the server judges a picture by its name, so a name without a picture
 * extension (a pasted or renamed file) gets the one of its type.
 */
export function pictureFileName(file: Pick<File, "name" | "type">): string {
  if (/\.(png|jpe?g|gif|webp)$/i.test(file.name)) return file.name;
  const extension = REVIEW_IMAGE_TYPES[file.type] ?? "png";
  const base = file.name.replace(/\.[^.]*$/, "").trim() || "review-image";
  return `${base}.${extension}`;
}

/** Without a host request function: the page's shared client layer's simple upload (token, refresh, retries). */
export const platformImageUploader: ImageUploader = async (file) => {
  const { getPlatformClient } = await import("@sxz/client");
  const result = await getPlatformClient().upload.simple(file, {
    ...REVIEW_IMAGE_DESTINATION,
    fileName: pictureFileName(file),
  });
  if (!result.success) throw new Error(result.message || "upload failed");
  return result.urlValue;
};
