import type { ReviewAnswer } from "@sxz/contract";
import { fill } from "../i18n/format";

/** The course page of a review by the host's pattern; only http(s) or same-site addresses are linked. */
export function courseAddress(pattern: string | undefined, review: ReviewAnswer): string | null {
  if (!pattern || !review.resource_id) return null;
  const href = fill(pattern, { resourceId: encodeURIComponent(review.resource_id), moduleId: encodeURIComponent(review.resource_type) });
  return /^(https?:\/\/|\/(?!\/))/i.test(href) ? href : null;
}
