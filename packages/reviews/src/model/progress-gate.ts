import { RATING_LIMITS } from "./limits";

/** The host's `progress` (percent of the course done, 0–100, a number or its digits); null when absent or unreadable. */
export function readProgress(value: unknown): number | null {
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) return null;
  const text = typeof value === "string" ? value.trim() : null;
  const number = typeof value === "number" ? value : text !== null && /^\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
  return number >= 0 && number <= 100 ? number : null;
}

/**
 * Whether the study progress lets the learner rate: `is-progress` when the host says so, else the `progress` it
 * gave against the rating threshold (30 %); undefined when the host said neither (RW-ROLE-1: not true).
 */
export function progressAllows(isProgress: boolean | undefined, progress: number | null): boolean | undefined {
  if (isProgress !== undefined) return isProgress;
  return progress === null ? undefined : progress >= RATING_LIMITS.progressMin;
}

/** The threshold and the learner's progress, to say up front, when the host gave a progress below it; else null. */
export function progressGate(progress: number | null): { min: number; progress: number } | null {
  return progress !== null && progress < RATING_LIMITS.progressMin
    ? { min: RATING_LIMITS.progressMin, progress }
    : null;
}
