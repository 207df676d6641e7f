import { ConfigKey } from "@sxz/contract";
import type { HostDomain, HostDomainsConfig } from "@sxz/contract";

/** One entry of `klt.allHost.allDomain` (CL-ENT-4), normalised: lower case, defaults filled in. */
export type HostDomainEntry = HostDomain & { conflictDomains: string[]; isExclusiveHostNeedSync: boolean };

export type HostDomainConfig = Omit<HostDomainsConfig, "hostDomains"> & { hostDomains: HostDomainEntry[] };

export const HOST_DOMAIN_CONFIG_KEY = ConfigKey.HOST_DOMAINS;

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** Parses the config value (object or JSON text); unknown shapes give undefined, bad entries are skipped. */
export function parseHostDomains(value: unknown): HostDomainConfig | undefined {
  let raw = value;
  if (typeof raw === "string") {
    try {
      raw = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  if (!raw || typeof raw !== "object") return undefined;
  const source = raw as { hostDomains?: unknown; judgeExclusiveHostNeedSyncReg?: unknown };
  if (!Array.isArray(source.hostDomains)) return undefined;
  const hostDomains: HostDomainEntry[] = [];
  for (const item of source.hostDomains) {
    if (!item || typeof item !== "object") continue;
    const entry = item as Record<string, unknown>;
    const host = text(entry.host).toLowerCase();
    if (!host) continue;
    hostDomains.push({
      host,
      domain: text(entry.domain).toLowerCase().replace(/^\./, ""),
      ...(text(entry.flag) ? { flag: text(entry.flag) } : {}),
      conflictDomains: Array.isArray(entry.conflictDomains) ? entry.conflictDomains.map(text).filter(Boolean) : [],
      isExclusiveHostNeedSync: entry.isExclusiveHostNeedSync === true || entry.isExclusiveHostNeedSync === "true",
    });
  }
  const reg = text(source.judgeExclusiveHostNeedSyncReg);
  return { hostDomains, ...(reg ? { judgeExclusiveHostNeedSyncReg: reg } : {}) };
}

/** Hosts that are not retired: where a login redirect may also go (CL-VAL-5). */
export function activeHosts(config: HostDomainConfig | undefined): string[] {
  return (config?.hostDomains ?? []).filter((entry) => entry.flag !== "sunset").map((entry) => entry.host);
}

function matches(pattern: string | undefined, host: string): boolean {
  if (!pattern) return true;
  try {
    return new RegExp(pattern).test(host);
  } catch {
    return false;
  }
}

/**
 * CL-ST-4 (design): the parent domains the refreshed token cookies are also written on. An exclusive host that
 * needs sync (not sunset, flagged, matching judgeExclusiveHostNeedSyncReg) shares the session through a cookie on
 * its `domain`; a browser only lets a page write cookies on its own parent domains, so only those are returned,
 * minus the current host's conflict domains (a cookie there would shadow another product's session).
 */
export function exclusiveSyncDomains(config: HostDomainConfig | undefined, hostname: string): string[] {
  if (!config) return [];
  const host = hostname.toLowerCase();
  const own = config.hostDomains.find((entry) => entry.host === host || entry.host.split(":")[0] === host);
  const conflicts = new Set((own?.conflictDomains ?? []).map((domain) => domain.toLowerCase().replace(/^\./, "")));
  const domains = new Set<string>();
  for (const entry of config.hostDomains) {
    if (entry.flag === "sunset" || !entry.isExclusiveHostNeedSync || !entry.domain) continue;
    if (!matches(config.judgeExclusiveHostNeedSyncReg, entry.host)) continue;
    if (host !== entry.domain && !host.endsWith(`.${entry.domain}`)) continue;
    if (conflicts.has(entry.domain)) continue;
    domains.add(entry.domain);
  }
  return [...domains];
}
