import { createPlatformClient } from "@sxz/client";
import type { UploadResult } from "@sxz/client/upload";
import { fillGenerated, GENERATED } from "./generated-file";

/** A page that uploads the generated file through the client's chunked upload; the test drives it. */
interface UploadPageApi {
  confirmed: number[];
  result?: UploadResult;
  error?: string;
  start(): Promise<void>;
}

const client = createPlatformClient({ bootstrap: false });

async function start(): Promise<void> {
  if (!client.auth.isLoggedIn()) await client.auth.login("learner", "learner");
  const bytes = new Uint8Array(GENERATED.size);
  fillGenerated(bytes, GENERATED.seed);
  const file = new File([bytes], GENERATED.name, { lastModified: GENERATED.lastModified });
  try {
    api.result = await client.upload.chunked(file, {
      bucketName: "sxz-course",
      module: "video",
      onPartUploaded: (partNumber) => api.confirmed.push(partNumber),
    });
  } catch (error) {
    api.error = String(error);
  }
}

const api: UploadPageApi = { confirmed: [], start };
(window as unknown as { uploadPage: UploadPageApi }).uploadPage = api;
