// The rate-limit key of a client address. One IPv6 subscriber usually gets a whole /64 (RFC 6177),
// so keying by the full address would hand one attacker 2^64 budgets: IPv6 addresses count by
// their /64 prefix. An IPv4 address embedded as IPv4-mapped IPv6 (::ffff:1.2.3.4, what a dual-stack
// socket reports) is that IPv4 address. Anything that is not an IP address is kept as it is.

import { mappedIPv4, parseIPv4, parseIPv6 } from "../net/ip-address";

/** "1.2.3.4" for IPv4 (mapped or not), "2001:db8:0:1::/64" for IPv6, else the input. */
export function rateLimitKey(address: string): string {
  const plain = address.trim();
  if (parseIPv4(plain) !== null) return plain;
  const groups = parseIPv6(plain);
  if (groups === null) return plain;
  const mapped = mappedIPv4(groups);
  if (mapped !== null) return mapped.join(".");
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}
