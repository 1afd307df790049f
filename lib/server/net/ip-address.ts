// IP address text as Node's sockets and DNS report it: parsing (IPv4 dotted quads, every IPv6
// spelling) and whether an address is public - reachable on the internet, not this machine, a
// private network, link-local, documentation, multicast or a translation range.

/** The four octets of a dotted-quad IPv4 address (no leading zeros, as Node reports it), or null. */
export function parseIPv4(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  const octets = parts.map((p) => (/^(0|[1-9]\d{0,2})$/.test(p) ? Number(p) : 256));
  return octets.every((o) => o <= 255) ? octets : null;
}

/** The eight 16-bit groups of an IPv6 address (a zone id such as %eth0 is dropped), or null. */
export function parseIPv6(text: string): number[] | null {
  const address = text.replace(/%[^%]*$/, "").toLowerCase();
  if (address.length > 45 || !address.includes(":")) return null;
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const toGroups = (part: string): number[] | null => {
    if (part === "") return [];
    const out: number[] = [];
    const pieces = part.split(":");
    for (let i = 0; i < pieces.length; i++) {
      const piece = pieces[i]!;
      if (i === pieces.length - 1 && piece.includes(".")) {
        const v4 = parseIPv4(piece);
        if (v4 === null) return null;
        out.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
      } else if (/^[0-9a-f]{1,4}$/.test(piece)) out.push(Number.parseInt(piece, 16));
      else return null;
    }
    return out;
  };
  const head = toGroups(halves[0]!);
  const tail = halves.length === 2 ? toGroups(halves[1]!) : [];
  if (head === null || tail === null) return null;
  // A dotted quad may only end the address.
  if (halves.length === 2 && halves[0]!.includes(".")) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...Array<number>(missing).fill(0), ...tail] : null;
}

/** An IPv4-mapped IPv6 address (::ffff:a.b.c.d) as its four octets, else null. */
export function mappedIPv4(groups: readonly number[]): number[] | null {
  if (!(groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)) return null;
  return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff];
}

/** [first address, prefix length] of the IPv4 ranges that are not public (RFC 6890 and friends). */
const NON_PUBLIC_V4: readonly [string, number][] = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata services live here)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
];

const v4Number = (octets: readonly number[]) =>
  ((octets[0]! << 24) | (octets[1]! << 16) | (octets[2]! << 8) | octets[3]!) >>> 0;

function isPublicIPv4(octets: readonly number[]): boolean {
  const n = v4Number(octets);
  return NON_PUBLIC_V4.every(([first, bits]) => {
    const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
    return (n & mask) >>> 0 !== v4Number(parseIPv4(first)!);
  });
}

/** Within global unicast (2000::/3), the blocks that are not public or lead elsewhere. */
function isPublicIPv6(groups: readonly number[]): boolean {
  const [a, b] = groups as [number, number];
  if ((a & 0xe000) !== 0x2000) return false; // outside 2000::/3: loopback, ULA, link-local, multicast, NAT64...
  if (a === 0x2001 && b < 0x0200) return false; // 2001::/23 IETF protocol assignments (Teredo among them)
  if (a === 0x2001 && b === 0x0db8) return false; // documentation
  if (a === 0x2002) return false; // 6to4: carries an IPv4 address of any kind
  if ((a & 0xfff0) === 0x3ff0) return false; // 3fff::/20 documentation
  return true;
}

/** Whether an address (IPv4, or IPv6 of any spelling) is a public internet address. Unparsable: no. */
export function isPublicAddress(address: string): boolean {
  const v4 = parseIPv4(address);
  if (v4 !== null) return isPublicIPv4(v4);
  if (/%/.test(address)) return false; // a zone id: link-local by definition
  const groups = parseIPv6(address);
  if (groups === null) return false;
  const mapped = mappedIPv4(groups);
  return mapped !== null ? isPublicIPv4(mapped) : isPublicIPv6(groups);
}
