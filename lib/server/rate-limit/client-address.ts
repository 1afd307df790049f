// The address a request came from, for rate limits. The production server stamps the socket's
// peer address on every request (overwriting whatever the client sent); X-Forwarded-For is read
// only when TRUSTED_PROXY_HOPS says how many proxies of ours stand in front, and then only the
// entry the nearest trusted proxy appended - so a forged header cannot pick another address.
// The answer is the address's rate-limit key: an IPv6 address counts by its /64 (address-key.ts).
import { rateLimitKey } from "./address-key";

export const PEER_ADDRESS_HEADER = "x-oauth-peer-address";

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function read(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value.join(",") : value;
}

export function clientAddress(headers: HeaderSource, trustedProxyHops: number): string {
  const peer = read(headers, PEER_ADDRESS_HEADER)?.trim() || "unknown";
  if (trustedProxyHops === 0) return rateLimitKey(peer).slice(0, 64);
  const chain = (read(headers, "x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const fromProxy = chain[chain.length - trustedProxyHops];
  return rateLimitKey(fromProxy ?? peer).slice(0, 64);
}
