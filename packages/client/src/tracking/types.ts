import type { CallingEnvironment } from "../env";
import type { PlatformRequestOptions } from "../http/request-options";
import type { BackoffPolicy } from "../retry/backoff";
import type { TrackInput } from "./event";
import type { QueueCaps } from "./event-store";

/** What the tracker calls of `http` (an axios instance fits it as well). */
export interface TrackerHttp {
  post(
    url: string,
    data: unknown,
    config: { sxz?: PlatformRequestOptions; validateStatus: (status: number) => boolean; timeout: number },
  ): Promise<{ status: number; headers: unknown; data: unknown }>;
  defaults: { baseURL?: string | undefined };
}

export interface TrackerDependencies {
  /** The layer's `http`: platform headers, and the native bridge inside apps (CL-ENV-3). */
  http: TrackerHttp;
  environment: Pick<CallingEnvironment, "kind" | "mobileWeb">;
  /** The token store: a current access token decides the endpoint (CL-VAL-3). */
  tokens: { read(): { accessToken?: string } };
  /** Platform headers for page-exit sends, which bypass `http` (tenant_id, uuid, sxz-lang, …). */
  headers?: () => Record<string, string>;
  tenantId?: () => string | undefined;
  /** Raw localStorage (default: the browser's, or memory where it is unavailable). */
  storage?: Storage;
  /** Send up to 100 events per call to the batch endpoints instead of one event per call. */
  batch?: boolean;
  caps?: Partial<QueueCaps>;
  backoff?: BackoffPolicy;
  /** Background flush period (ms). */
  flushIntervalMs?: number;
  /** Pages on these hosts report nothing (CL-VAL-2); default: local, private and test-stage hosts. */
  skipHost?: (hostname: string) => boolean;
  window?: Window;
  now?: () => number;
}

export interface Tracker {
  /** CL-VAL-1: false when the event is not an object with eventType and eventCode, or is not reported here. */
  track(event: unknown): boolean;
  /** track() with eventType `view` (the default type of CL-ENT-6). */
  view(eventCode: string, extra?: Partial<Omit<TrackInput, "eventCode">>): boolean;
  /** Sends what is queued now (resolves when done or paused by back-off); never rejects. */
  flush(): Promise<void>;
  /** Events waiting in the queue (of every tab of this origin). */
  pending(): number;
  destroy(): void;
}
