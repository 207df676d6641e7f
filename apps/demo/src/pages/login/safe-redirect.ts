import { platform } from "../../platform/client";

export type RedirectTarget = { kind: "inside"; path: string } | { kind: "outside"; href: string } | { kind: "none" };

/**
 * Where to go after signing in: the `redirect` parameter only when the client layer calls it legal (CL-VAL-5);
 * a same-origin target stays inside the single-page site.
 */
export async function redirectTarget(redirect: string | null): Promise<RedirectTarget> {
  if (!redirect || !(await platform().auth.isLegalRedirect(redirect))) return { kind: "none" };
  const url = new URL(redirect, location.href);
  if (url.origin === location.origin) return { kind: "inside", path: `${url.pathname}${url.search}${url.hash}` };
  return { kind: "outside", href: url.href };
}
