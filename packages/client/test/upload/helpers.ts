import { createHash, randomBytes } from "node:crypto";
import { indexedDB } from "fake-indexeddb";
import { createResumeStore, createUploader } from "../../src/upload";
import type { Uploader, UploaderDeps } from "../../src/upload";
import type { Transport } from "../../src/http/transport";
import { testHttp } from "../support/test-http";
import type { TestHttp } from "../support/test-http";

export const PART = 64 * 1024;

/** The demo user's access token through the real password login. */
export async function login(serverUrl: string, username = "learner"): Promise<{ accessToken: string; userId: string }> {
  const response = await fetch(`${serverUrl}/api/auth/oauth/token?grant_type=password`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "password", username, password: username }).toString(),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
  const body = (await response.json()) as { access_token: string; user_id: string };
  return { accessToken: body.access_token, userId: body.user_id };
}

/** An `http` for the platform API that sends the bearer token, like the client's; `wrap` steers the transport. */
export function apiClient(
  baseURL: string,
  token: () => string | undefined,
  wrap?: (send: Transport) => Transport,
): TestHttp {
  return testHttp({ baseURL, token, ...(wrap ? { wrap } : {}) });
}

/** Every request an `http` sends, as `METHOD path?query`. */
export function recordCalls(http: TestHttp): string[] {
  const calls: string[] = [];
  http.onSend((call) => {
    const query = new URLSearchParams(call.params as Record<string, string>).toString();
    calls.push(`${(call.method ?? "get").toUpperCase()} ${call.url}${query ? `?${query}` : ""}`);
  });
  return calls;
}

export function partNumbersSent(calls: readonly string[]): number[] {
  return calls
    .filter((call) => call.includes("/open/uploadPart"))
    .map((call) => Number(new URLSearchParams(call.split("?")[1]).get("partNumberList")));
}

/** A file of random bytes with its SHA-256. */
export function randomFile(size: number, name = "lecture.mp4"): { file: File; bytes: Uint8Array; sha256: string } {
  const bytes = new Uint8Array(randomBytes(size));
  const file = new File([bytes], name, { lastModified: 1_700_000_000_000 });
  return { file, bytes, sha256: createHash("sha256").update(bytes).digest("hex") };
}

/** An uploader over the given server with fast retries and a fresh IndexedDB-backed resume store. */
export function uploaderFor(
  http: UploaderDeps["http"],
  token: () => string | undefined,
  extra: Partial<UploaderDeps> = {},
): Uploader {
  return createUploader({
    http,
    getAccessToken: token,
    resumeStore: createResumeStore(indexedDB),
    defaults: { partSize: PART, retry: { retries: 3, baseDelayMs: 10, maxDelayMs: 50 } },
    ...extra,
  });
}

export async function sha256Of(url: string): Promise<string> {
  const response = await fetch(url);
  return createHash("sha256")
    .update(new Uint8Array(await response.arrayBuffer()))
    .digest("hex");
}
