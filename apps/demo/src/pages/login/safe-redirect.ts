import { platform } from "../../platform/client";

export type RedirectTarget = { kind: "inside"; path: string } | { kind: "outside"; href: string } | { kind: "none" };

export interface RedirectCheck {
  /** Whether the target is legal (CL-VAL-5): the client layer's check, which knows the allowed hosts. */
  isLegal(redirect: string): Promise<boolean> | boolean;
  /** The page's address, which relative targets resolve against. */
  page: string;
}

const onThisPage: RedirectCheck = {
  isLegal: (redirect) => platform().auth.isLegalRedirect(redirect),
  get page() {
    return location.href;
  },
};

/**
 * Where to go after signing in: the `redirect` parameter only when the platform's redirect rule calls it legal
 * (CL-VAL-5); a same-origin target stays inside the single-page site.
 */
export async function redirectTarget(
  redirect: string | null,
  check: RedirectCheck = onThisPage,
): Promise<RedirectTarget> {
  if (!redirect || !(await check.isLegal(redirect))) return { kind: "none" };
  const url = new URL(redirect, check.page);
  if (url.origin === new URL(check.page).origin)
    return { kind: "inside", path: `${url.pathname}${url.search}${url.hash}` };
  return { kind: "outside", href: url.href };
}
