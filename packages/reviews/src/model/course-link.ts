import type { ReviewAnswer } from "@sxz/contract";
import { fill } from "../i18n/format";

/**
 * The course page of a review by the host's pattern, or null when it is not to be linked.
 *
 * The filled address is resolved as the browser will open it (TAB, LF and CR dropped, `\` read as `/`), against the
 * page's base URL: an `http(s)://` address may name any host; any other form (a path) is linked only when it stays
 * on the page's origin — so `/\host/…` or `/<TAB>/host/…`, which look like paths but open another host, are not.
 * The link keeps the filled form: the browser resolves it against the same base.
 */
export function courseAddress(
  pattern: string | undefined,
  review: ReviewAnswer,
  base: string | undefined = pageBase(),
): string | null {
  if (!pattern || !review.resource_id || !base) return null;
  const href = fill(pattern, {
    resourceId: encodeURIComponent(review.resource_id),
    moduleId: encodeURIComponent(review.resource_type),
  });
  let url: URL;
  let page: URL;
  try {
    url = new URL(href, base);
    page = new URL(base);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (/^https?:\/\//i.test(href)) return href;
  return url.origin === page.origin ? href : null;
}

function pageBase(): string | undefined {
  return typeof document === "undefined" ? undefined : document.baseURI;
}
