/**
 * The way back from signing in: the page to return to (this page, asking to scroll to the widget, RW-SCR-2) and
 * what the visitor was doing, remembered in sessionStorage (this tab only) and taken once, only on the same page.
 */

/** What a visitor asked to do that needs a signed-in user. */
export type PendingAction = "rate" | "like";

const KEY = "sxz-sign-in";
const SCROLL = "scrollToScore";

/** This page's address with `scrollToScore=1`, without a fragment: where the login sends the visitor back. */
export function signInTarget(href: string): string {
  const url = new URL(href);
  url.hash = "";
  url.searchParams.set(SCROLL, "1");
  return url.href;
}

/** The page as the way back names it: origin, path and query, without `scrollToScore` and the fragment. */
export function pageOf(href: string): string {
  const url = new URL(href);
  url.hash = "";
  url.searchParams.delete(SCROLL);
  return url.href;
}

const keyOf = (action: PendingAction, id: string | number) => `${KEY}:${action}:${String(id)}`;

/** Remembers `action` on `id` (a review's id for a like, the resource's for a rating) for the way back to `href`. */
export function rememberPending(
  storage: Storage | null,
  action: PendingAction,
  id: string | number,
  href: string,
): void {
  try {
    storage?.setItem(keyOf(action, id), pageOf(href));
  } catch {
    // Storage full or refused: after signing in the visitor does it again by hand.
  }
}

/**
 * Whether `action` on `id` was remembered for this page: true once (the entry is removed), false on any other
 * page (the entry stays for its own page) and when nothing was remembered.
 */
export function takePending(
  storage: Storage | null,
  action: PendingAction,
  id: string | number,
  href: string,
): boolean {
  try {
    const key = keyOf(action, id);
    const page = storage?.getItem(key);
    if (!page || page !== pageOf(href)) return false;
    storage?.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/** The tab's sessionStorage when it can be used, else null. */
export function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}
