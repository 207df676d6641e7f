import { readUploadTicket, uploadPaths } from "@sxz/contract";
import { pictureFileName, REVIEW_IMAGE_DESTINATION } from "./images";
import type { ImageUploader } from "./images";
import type { Requester } from "./request";

/**
 * With the host's request function: the signed ticket through it (it carries the host's sign-in), then one PUT
 * of the bytes to the signed URL with `fetch`, so the host's token never travels to a storage URL — the signed
 * URL is the credential (the same split as the client layer's simple upload).
 */
export function requestImageUploader(call: Requester): ImageUploader {
  return async (file) => {
    const ticket = readUploadTicket(
      await call<unknown>({
        method: "GET",
        url: uploadPaths.simpleUploadTicket.path,
        params: { ...REVIEW_IMAGE_DESTINATION, fileName: pictureFileName(file) },
      }),
    );
    const response = await fetch(ticket.url, {
      method: "PUT",
      headers: ticket.headers,
      body: new Uint8Array(await file.arrayBuffer()),
    });
    if (!response.ok) throw new Error(`upload failed: HTTP ${response.status}`);
    return ticket.static_url;
  };
}
