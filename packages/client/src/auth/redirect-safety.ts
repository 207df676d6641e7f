export interface RedirectPolicy {
  /** The page's origin, e.g. `https://school.example.com`. */
  origin: string;
  /** Extra hosts a redirect may go to (the configured host-domain list, CL-ENT-4): `host` or `host:port`. */
  allowedHosts?: readonly string[];
}

/** C0 controls, space-like leading/trailing characters, DEL and C1 controls: browsers strip or ignore them. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/;
/** `&#106;`, `&#x6a;`, `&colon;`… — an encoded scheme that a later HTML decode would turn into `javascript:`. */
const HTML_ENTITY = /&#|&[a-z][a-z0-9]*;/i;

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function hostAllowed(url: URL, allowedHosts: readonly string[]): boolean {
  const host = url.host.toLowerCase();
  const hostname = url.hostname.toLowerCase();
  return allowedHosts.some((entry) => {
    const wanted = entry.trim().toLowerCase().replace(/^https?:\/\//, "").replace(/\/.*$/, "");
    return wanted !== "" && (wanted === host || wanted === hostname);
  });
}

/**
 * CL-VAL-5, stricter than the legacy rule: a login redirect target is legal only when it is a root-relative path
 * or an absolute http(s) address on the page's origin or an allowed host, or a mailto address. Rejected whatever
 * the letter case: protocol-relative (`//x`), backslashes (`/\x`, `\\x`), userinfo (`https://a@b`), control or
 * space characters anywhere, HTML entities, non-http schemes (`javascript:`, `data:`, `vbscript:`), and paths that
 * start with `//` once parsed or decoded. Pure: no globals are read.
 */
export function isLegalRedirect(url: unknown, policy: RedirectPolicy): boolean {
  if (typeof url !== "string" || url.length === 0 || url.length > 4096) return false;
  if (CONTROL.test(url) || url.includes("\\")) return false;
  if (HTML_ENTITY.test(url)) return false;

  if (/^mailto:/i.test(url)) return /^mailto:[^\s<>"]+$/i.test(url) && !safeDecode(url).includes("\n");

  let origin: URL;
  try {
    origin = new URL(policy.origin);
  } catch {
    return false;
  }
  let target: URL;
  try {
    target = new URL(url, origin);
  } catch {
    return false;
  }
  if (target.protocol !== "http:" && target.protocol !== "https:") return false;
  if (target.username || target.password) return false;

  // The text itself must say where it goes: root-relative, or spelled with its own origin.
  const rootRelative = url.startsWith("/") && !url.startsWith("//");
  const absolute = url.toLowerCase().startsWith(`${target.protocol}//${target.host}`.toLowerCase()) && /^https?:\/\/[^/?#]/i.test(url);
  if (!rootRelative && !absolute) return false;

  // `https://good//evil.com` and `/%2F%2Fevil.com` become `//evil.com` in code that re-reads the path.
  if (target.pathname.startsWith("//") || safeDecode(target.pathname).startsWith("//") || safeDecode(target.pathname).includes("\\")) return false;

  const sameOrigin = target.origin === origin.origin;
  return sameOrigin || hostAllowed(target, policy.allowedHosts ?? []);
}

/** The target when legal, else the site's home (`/`). */
export function safeRedirectTarget(url: unknown, policy: RedirectPolicy, home = "/"): string {
  return isLegalRedirect(url, policy) ? (url as string) : home;
}
