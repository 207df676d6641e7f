import Cookies from "js-cookie";

export interface CookieWriteOptions {
  /** A parent domain such as `.school.example.com`; host-only when missing. */
  domain?: string;
  path?: string;
  /** Seconds; a session cookie when missing. */
  maxAgeSeconds?: number;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The domains a cookie of this host could have been set on: every parent with at least two labels, the host
 * itself first. `a.b.example.com` → `a.b.example.com`, `b.example.com`, `example.com`. IPs and single-label hosts
 * (localhost) only have host-only cookies.
 */
export function parentDomains(hostname: string): string[] {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (IPV4.test(host) || host.includes(":") || !host.includes(".")) return [];
  const labels = host.split(".");
  const domains: string[] = [];
  for (let i = 0; i <= labels.length - 2; i += 1) domains.push(labels.slice(i).join("."));
  return domains;
}

/** `/a/b/c` → `/`, `/a`, `/a/`, `/a/b`, `/a/b/`, `/a/b/c`: every path a cookie of this page could carry. */
export function parentPaths(pathname: string): string[] {
  const paths = new Set<string>(["/"]);
  const segments = pathname.split("/").filter(Boolean);
  let current = "";
  for (const segment of segments) {
    current += `/${segment}`;
    paths.add(current);
    paths.add(`${current}/`);
  }
  return [...paths];
}

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieWriteOptions): void;
  /**
   * Removes the cookie from the host and every parent domain, on every parent path of the page (js-cookie only
   * removes the exact domain/path pair it is given), then reads back: true when it is gone.
   */
  removeEverywhere(name: string): boolean;
}

export function createCookieJar(scope: { location?: Location } = globalThis): CookieJar {
  const secure = () => scope.location?.protocol === "https:";
  return {
    get: (name) => Cookies.get(name) || undefined,
    set(name, value, options = {}) {
      Cookies.set(name, value, {
        path: options.path ?? "/",
        ...(options.domain ? { domain: options.domain } : {}),
        ...(options.maxAgeSeconds !== undefined
          ? { expires: new Date(Date.now() + options.maxAgeSeconds * 1000) }
          : {}),
        sameSite: "Lax",
        secure: secure(),
      });
    },
    removeEverywhere(name) {
      const hostname = scope.location?.hostname ?? "";
      const paths = parentPaths(scope.location?.pathname ?? "/");
      const domains: (string | undefined)[] = [
        undefined,
        ...parentDomains(hostname).flatMap((domain) => [domain, `.${domain}`]),
      ];
      for (const domain of domains) {
        for (const path of paths) Cookies.remove(name, { path, ...(domain ? { domain } : {}) });
      }
      return Cookies.get(name) === undefined;
    },
  };
}
