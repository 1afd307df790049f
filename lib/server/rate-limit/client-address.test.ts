import { describe, expect, it } from "vitest";
import { PEER_ADDRESS_HEADER, clientAddress } from "./client-address";

describe("clientAddress", () => {
  it("uses the peer address the server stamped and ignores X-Forwarded-For without trusted proxies", () => {
    const headers = new Headers({ [PEER_ADDRESS_HEADER]: "203.0.113.9", "x-forwarded-for": "198.51.100.1" });
    expect(clientAddress(headers, 0)).toBe("203.0.113.9");
  });

  it("takes the entry the nearest trusted proxy appended, so a forged first entry changes nothing", () => {
    const headers = { [PEER_ADDRESS_HEADER]: "10.0.0.2", "x-forwarded-for": "1.2.3.4, 198.51.100.7" };
    expect(clientAddress(headers, 1)).toBe("198.51.100.7");
    expect(clientAddress(headers, 2)).toBe("1.2.3.4");
    expect(clientAddress({ [PEER_ADDRESS_HEADER]: "10.0.0.2" }, 1)).toBe("10.0.0.2");
  });

  it("is bounded and never empty", () => {
    expect(clientAddress({}, 0)).toBe("unknown");
    expect(clientAddress({ [PEER_ADDRESS_HEADER]: "x".repeat(500) }, 0)).toHaveLength(64);
  });

  it("keys IPv6 callers by their /64 and IPv4-mapped ones by the IPv4 address, from the socket or a proxy", () => {
    expect(clientAddress({ [PEER_ADDRESS_HEADER]: "2001:db8:7:8:1:2:3:4" }, 0)).toBe("2001:db8:7:8::/64");
    expect(clientAddress({ [PEER_ADDRESS_HEADER]: "::ffff:203.0.113.9" }, 0)).toBe("203.0.113.9");
    const proxied = { [PEER_ADDRESS_HEADER]: "::ffff:10.0.0.2", "x-forwarded-for": "2001:db8:7:8:ffff::9" };
    expect(clientAddress(proxied, 1)).toBe("2001:db8:7:8::/64");
  });
});
