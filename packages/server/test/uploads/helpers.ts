import { createHash, randomBytes } from "node:crypto";
import { createStorage } from "../../src/domain/uploads/storage/create-storage";
import type { TestServer } from "../../src/testing";

/** An access token of a demo user, through the real password login. */
export async function tokenFor(server: TestServer, username: "learner" | "learner2" | "admin"): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/oauth/token?grant_type=password`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "password", username, password: username }).toString(),
  });
  if (response.status !== 200) throw new Error(`login ${username} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

export const bytes = (size: number) => new Uint8Array(randomBytes(size));

/** An answer's envelope; `data` stays loosely typed because the tests assert its shape themselves. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { code: number; data: any; message: string };

export async function json(response: Response): Promise<Answer> {
  return (await response.json()) as Answer;
}

/** The multipart form of one part, as the client sends it. */
export function partForm(content: Uint8Array, name = "blob"): FormData {
  const form = new FormData();
  form.append("file", new Blob([content as Uint8Array<ArrayBuffer>]), name);
  return form;
}

export const PARTFILE = "/api/common/api/partfile/v1";

/** What the server's storage (disk or bucket) holds under a key, looked up through the same storage code. */
export async function storedObject(server: TestServer, key: string): Promise<{ size: number } | undefined> {
  const storage = createStorage(server.config.storage, server.config.dataDir);
  try {
    return await storage.stat(key);
  } finally {
    await storage.close();
  }
}

/** Whether the storage still holds any part of a chunked upload. */
export async function holdsParts(server: TestServer, uploadId: string): Promise<boolean> {
  const storage = createStorage(server.config.storage, server.config.dataDir);
  try {
    return (await storage.partUploads()).some((upload) => upload.uploadId === uploadId);
  } finally {
    await storage.close();
  }
}
