import { describe, expect, it } from "vitest";
import { isPublicAddress, parseIPv6 } from "./ip-address";

describe("parseIPv6", () => {
  it("expands every spelling to eight groups", () => {
    expect(parseIPv6("::")).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(parseIPv6("1::")).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(parseIPv6("1:2:3:4:5:6:7:8")).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(parseIPv6("64:ff9b::192.0.2.1")).toEqual([0x64, 0xff9b, 0, 0, 0, 0, 0xc000, 0x0201]);
    expect(parseIPv6("1:2:3:4:5:6:7::")).toEqual([1, 2, 3, 4, 5, 6, 7, 0]);
  });
  it("refuses malformed addresses", () => {
    for (const text of ["1:2:3:4:5:6:7:8::", "1.2.3.4::", ":::", "12345::", "1:2", "::1.2.3.4:5", "1.2.3.4"])
      expect(parseIPv6(text)).toBeNull();
  });
});

describe("isPublicAddress", () => {
  it("accepts public IPv4 and global unicast IPv6", () => {
    for (const a of [
      "8.8.8.8",
      "1.1.1.1",
      "93.184.215.14",
      "172.32.0.1",
      "100.128.0.1",
      "2606:4700:4700::1111",
      "2a00:1450:4001:80b::200e",
      "::ffff:8.8.8.8",
    ])
      expect(isPublicAddress(a), a).toBe(true);
  });
  it("refuses loopback, private, link-local, metadata, documentation, multicast and translation ranges", () => {
    for (const a of [
      "127.0.0.1",
      "127.255.255.254",
      "0.0.0.0",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "192.0.2.1",
      "198.18.0.1",
      "203.0.113.5",
      "224.0.0.1",
      "255.255.255.255",
      "::1",
      "::",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:10.0.0.1",
      "fc00::1",
      "fd12:3456::1",
      "fe80::1",
      "fe80::1%eth0",
      "ff02::1",
      "64:ff9b::a00:1",
      "2001:db8::1",
      "2002:a00:1::1",
      "2001:0:4136:e378::1",
      "3fff::1",
      "localhost",
      "",
      "not-an-address",
    ])
      expect(isPublicAddress(a), a).toBe(false);
  });
});
