import type { ClientContext } from "../platform/client-context";
import { exclusiveSyncDomains, HOST_DOMAIN_CONFIG_KEY, parseHostDomains } from "./host-domains";
import type { HostDomainConfig } from "./host-domains";
import type { SessionEnd } from "./session-end";
import type { TokenSet } from "./token-store";

export interface TokenWriter {
  /** Writes a new token set (cookies, mirrors, exclusive hosts: CL-ST-4) and starts a new session in this tab. */
  store(set: TokenSet): Promise<void>;
  /** The host-domain configuration, read once. */
  hostDomains(): Promise<HostDomainConfig | undefined>;
}

/** How every new token set is written, by the full client's auth and the lean fetch core's refresh alike. */
export function createTokenWriter(ctx: ClientContext, session: Pick<SessionEnd, "began">): TokenWriter {
  let hostDomains: Promise<HostDomainConfig | undefined> | undefined;
  const read = () => {
    hostDomains ??= ctx.readConfig(HOST_DOMAIN_CONFIG_KEY).then(parseHostDomains, () => undefined);
    return hostDomains;
  };
  return {
    hostDomains: read,
    async store(set) {
      const domains = exclusiveSyncDomains(await read(), new URL(ctx.origin()).hostname);
      ctx.tokens.write(set, domains);
      session.began();
    },
  };
}
