import { BRIDGE_CODE } from "./protocol";
import type { BridgeCallOptions } from "./bridge";

/** What a web fallback answers: code 0 with data, or -100 when the browser cannot do it (CL-ERR-8). */
export interface WebFallbackResult {
  code: number;
  data?: unknown;
}

export type WebFallback = (params: Record<string, unknown>, options: BridgeCallOptions) => Promise<WebFallbackResult>;

/** A picked image on plain web: the File itself, for upload or preview. */
export interface PickedImage {
  name: string;
  size: number;
  type: string;
  file: File;
}

/**
 * Image picking on plain web through a file input, keeping at most `count` files (9 by default). Answers -100
 * where there is no document (a worker) to host the input.
 */
const chooseImage: WebFallback = (params) => {
  const doc = globalThis.document;
  if (!doc?.createElement) return Promise.resolve({ code: BRIDGE_CODE.unsupported });
  const count = typeof params.count === "number" && params.count > 0 ? Math.floor(params.count) : 9;
  return new Promise((resolve) => {
    const input = doc.createElement("input");
    input.type = "file";
    input.accept = "image/*";
    input.multiple = count > 1;
    input.style.display = "none";
    input.addEventListener(
      "change",
      () => {
        const files = [...(input.files ?? [])].slice(0, count);
        input.remove();
        resolve({
          code: BRIDGE_CODE.ok,
          data: files.map((file): PickedImage => ({ name: file.name, size: file.size, type: file.type, file })),
        });
      },
      { once: true },
    );
    input.addEventListener(
      "cancel",
      () => {
        input.remove();
        resolve({ code: BRIDGE_CODE.ok, data: [] });
      },
      { once: true },
    );
    doc.body?.append(input);
    input.click();
  });
};

/** The functions plain web can stand in for; every other name answers -100. */
export const webFallbacks: Record<string, WebFallback> = { chooseImage };
