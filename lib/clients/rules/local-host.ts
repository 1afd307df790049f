// Hosts that only resolve inside one machine or one network. A confidential client runs on a
// server: a redirect URI there on such a host is a development setting left in, or an attempt to
// send codes somewhere the reviewer cannot see.
import { isIpLiteral } from "@/lib/registrable-domain";

export type LocalHostKind = "loopback" | "private" | "ip_literal";

const PRIVATE_NAME_SUFFIXES = [".local", ".internal", ".lan", ".home.arpa", ".intranet", ".corp"];

function ipv4Parts(host: string): number[] | null {
  const parts = host.split(".").map(Number);
  return parts.length === 4 && parts.every((p) => Number.isInteger(p) && p >= 0 && p <= 255) ? parts : null;
}

function ipv4Kind([a = 0, b = 0]: number[]): LocalHostKind {
  if (a === 127) return "loopback";
  if (a === 10 || a === 0) return "private";
  if (a === 172 && b >= 16 && b <= 31) return "private";
  if (a === 192 && b === 168) return "private";
  if (a === 169 && b === 254) return "private";
  if (a === 100 && b >= 64 && b <= 127) return "private";
  return "ip_literal";
}

function ipv6Kind(bracketed: string): LocalHostKind {
  const address = bracketed.slice(1, -1).toLowerCase();
  if (address === "::1") return "loopback";
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address)?.[1];
  const mappedParts = mapped ? ipv4Parts(mapped) : null;
  if (mappedParts) return ipv4Kind(mappedParts);
  if (/^f[cd][0-9a-f]{0,2}:/.test(address) || /^fe[89ab][0-9a-f]?:/.test(address)) return "private";
  return "ip_literal";
}

/** Why a host is local or an address, or null for an ordinary public host name. */
export function localHostKind(host: string): LocalHostKind | null {
  const h = host.toLowerCase().replace(/\.$/, "");
  if (h === "localhost" || h.endsWith(".localhost")) return "loopback";
  if (h.startsWith("[")) return ipv6Kind(h);
  if (isIpLiteral(h)) {
    const parts = ipv4Parts(h);
    return parts ? ipv4Kind(parts) : "ip_literal";
  }
  if (!h.includes(".") || PRIVATE_NAME_SUFFIXES.some((s) => h.endsWith(s))) return "private";
  return null;
}
