import ipaddr from "ipaddr.js";

/**
 * The part of a client address a limit counts: an IPv4 address as is
 * (IPv4-mapped IPv6 included), an IPv6 address by its network (a /64 by
 * default: one customer's network, since ISPs hand out at least a /64, so
 * its 2^64 addresses are one visitor), anything unreadable as one shared key.
 * A /48 is what one site or customer of an ISP may hold (65,536 /64s):
 * limits that a forger could spread over a /48's /64s count it too.
 */
export function clientKey(ip: string | undefined, ipv6Prefix: 48 | 64 = 64): string {
  if (!ip) return "unknown";
  const bare = ip.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (!ipaddr.isValid(bare)) return "invalid";
  const address = ipaddr.process(bare);
  if (address.kind() === "ipv4") return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, ipv6Prefix / 16);
  return `${parts.map((part) => part.toString(16)).join(":")}::/${ipv6Prefix}`;
}

/** Whether an address is IPv6 (not IPv4-mapped): only then is a /48 more than the address itself. */
export function isIPv6Network(ip: string | undefined): boolean {
  const key = clientKey(ip);
  return key.endsWith("::/64");
}
