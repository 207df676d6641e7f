import { createHash, randomBytes } from "node:crypto";
import axios from "axios";
import type { AxiosInstance } from "axios";
import { indexedDB } from "fake-indexeddb";
import { createResumeStore, createUploader } from "../../src/upload";
import type { Uploader, UploaderDeps } from "../../src/upload";

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

/** An axios instance for the platform API that sends the bearer token, like the client's `http`. */
export function apiClient(baseURL: string, token: () => string | undefined): AxiosInstance {
  const http = axios.create({ baseURL });
  http.interceptors.request.use((config) => {
    const value = token();
    if (value) config.headers.set("Authorization", `Bearer ${value}`);
    return config;
  });
  return http;
}

/** Every request an axios instance sends, as `METHOD path?query`. */
export function recordCalls(http: AxiosInstance): string[] {
  const calls: string[] = [];
  http.interceptors.request.use((config) => {
    const query = new URLSearchParams(config.params as Record<string, string>).toString();
    calls.push(`${(config.method ?? "get").toUpperCase()} ${config.url}${query ? `?${query}` : ""}`);
    return config;
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
  http: AxiosInstance,
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
