import { BlockList, isIPv4, isIPv6 } from "node:net";

/** `::ffff:10.1.2.3` (IPv4 through a dual-stack socket) is matched as 10.1.2.3. */
export function normaliseIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}

/** A set of CIDR ranges, IPv4 and IPv6, matched with node's BlockList. */
export class IpRanges<T = true> {
  private readonly entries: Array<{ list: BlockList; value: T }> = [];

  constructor(ranges: Array<{ cidr: string; value: T }>) {
    for (const { cidr, value } of ranges) {
      const [network = "", prefix = ""] = cidr.split("/");
      const list = new BlockList();
      list.addSubnet(network, Number(prefix), isIPv6(network) ? "ipv6" : "ipv4");
      this.entries.push({ list, value });
    }
  }

  /** The value of the first range containing the address, else undefined. */
  match(rawIp: string): T | undefined {
    const ip = normaliseIp(rawIp);
    const type = isIPv4(ip) ? "ipv4" : isIPv6(ip) ? "ipv6" : undefined;
    if (!type) return undefined;
    return this.entries.find((entry) => entry.list.check(ip, type))?.value;
  }
}
