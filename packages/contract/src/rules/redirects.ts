// Host and redirect policy (CL-VAL-5), one rule for every side: the client layer's login redirects, the demo's
// return after signing in and the server's third-party login target all decide through these functions. Plain
// values and the platform's URL parser only, so browser bundles stay free of TypeBox.
export interface RedirectPolicy {
  /** The page's origin, e.g. `https://school.example.com`. */
  origin: string;
  /** The page's address, which relative targets (`course/42`, `?tab=reviews`) resolve against; the origin's root when missing. */
  base?: string;
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
    const wanted = entry
      .trim()
      .toLowerCase()
      .replace(/^https?:\/\//, "")
      .replace(/\/.*$/, "");
    return wanted !== "" && (wanted === host || wanted === hostname);
  });
}

/** `javascript:`, `https:`, `evil.com:` — text that names a scheme (or looks like it does) before any `/ ? #`. */
const SCHEME = /^[^/?#]*:/;

/**
 * The http(s) target resolved against the page, or undefined when it is not a legal redirect (see isLegalRedirect;
 * mailto addresses are not URLs to go to and come back undefined here).
 */
export function legalRedirectUrl(url: unknown, policy: RedirectPolicy): URL | undefined {
  if (typeof url !== "string" || url.trim().length === 0 || url.length > 4096) return undefined;
  if (CONTROL.test(url) || url.includes(" ") || url.includes("\\")) return undefined;
  if (HTML_ENTITY.test(url)) return undefined;

  let origin: URL;
  let base: URL;
  try {
    origin = new URL(policy.origin);
    base = policy.base ? new URL(policy.base, origin) : origin;
  } catch {
    return undefined;
  }
  // Relative targets only ever resolve against this page, so the page must be on the origin being protected.
  if (base.origin !== origin.origin) base = origin;
  let target: URL;
  try {
    target = new URL(url, base);
  } catch {
    return undefined;
  }
  if (target.protocol !== "http:" && target.protocol !== "https:") return undefined;
  if (target.username || target.password) return undefined;

  // Text with a scheme must spell its own origin (`https://host/…`): `https:evil.com` and `http:/evil.com` mean
  // another host to some parsers. Protocol-relative text (`//evil.com`) is refused outright. Anything else is a
  // relative reference (`/x`, `course/42`, `../x`, `?tab=reviews`, `#top`) and resolves against the page.
  if (url.startsWith("//")) return undefined;
  if (SCHEME.test(url)) {
    const absolute =
      url.toLowerCase().startsWith(`${target.protocol}//${target.host}`.toLowerCase()) &&
      /^https?:\/\/[^/?#]/i.test(url);
    if (!absolute) return undefined;
  }

  // `https://good//evil.com`, `..//evil.com` and `/%2F%2Fevil.com` become `//evil.com` in code that re-reads the path.
  if (
    target.pathname.startsWith("//") ||
    safeDecode(target.pathname).startsWith("//") ||
    safeDecode(target.pathname).includes("\\")
  )
    return undefined;

  const sameOrigin = target.origin === origin.origin;
  return sameOrigin || hostAllowed(target, policy.allowedHosts ?? []) ? target : undefined;
}

/**
 * CL-VAL-5, stricter than the legacy rule: a login redirect target is legal only when, resolved against the page,
 * it is an http(s) address on the page's origin or an allowed host (text with a scheme must spell that origin), or
 * a mailto address. Rejected whatever the letter case: protocol-relative (`//x`), backslashes (`/\x`, `\\x`),
 * userinfo (`https://a@b`), control or space characters anywhere, HTML entities, non-http schemes (`javascript:`,
 * `data:`, `vbscript:`), scheme-relative spellings (`https:evil.com`), and paths that start with `//` once parsed or
 * decoded. Pure: no globals are read.
 */
export function isLegalRedirect(url: unknown, policy: RedirectPolicy): boolean {
  if (typeof url === "string" && /^mailto:/i.test(url)) {
    return (
      !CONTROL.test(url) &&
      !url.includes("\\") &&
      !HTML_ENTITY.test(url) &&
      /^mailto:[^\s<>"]+$/i.test(url) &&
      !safeDecode(url).includes("\n")
    );
  }
  return legalRedirectUrl(url, policy) !== undefined;
}

/**
 * The target when legal, else the site's home (`/`). A relative target comes back root-relative (`course/42` on
 * `/a/b` → `/a/course/42`), so code that reads it on another page goes to the same place.
 */
export function safeRedirectTarget(url: unknown, policy: RedirectPolicy, home = "/"): string {
  if (!isLegalRedirect(url, policy)) return home;
  const text = url as string;
  if (/^mailto:/i.test(text) || text.startsWith("/") || SCHEME.test(text)) return text;
  const target = legalRedirectUrl(text, policy)!;
  return `${target.pathname}${target.search}${target.hash}`;
}
