export { backoffDelay, retryAfterMs, DEFAULT_BACKOFF } from "./backoff";
export type { BackoffPolicy } from "./backoff";
