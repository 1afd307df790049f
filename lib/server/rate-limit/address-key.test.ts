import { describe, expect, it } from "vitest";
import { rateLimitKey } from "./address-key";

describe("rateLimitKey", () => {
  it("keeps an IPv4 address whole", () => {
    expect(rateLimitKey("203.0.113.9")).toBe("203.0.113.9");
  });

  it("keys IPv6 addresses by their /64, so one subscriber's many addresses share one budget", () => {
    expect(rateLimitKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:0DB8:0001:0002:ffff::")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("reads IPv4-mapped IPv6 as the IPv4 address, dotted or in hex", () => {
    expect(rateLimitKey("::ffff:1.2.3.4")).toBe("1.2.3.4");
    expect(rateLimitKey("::FFFF:1.2.3.4")).toBe("1.2.3.4");
    expect(rateLimitKey("::ffff:0102:0304")).toBe("1.2.3.4");
    expect(rateLimitKey("0:0:0:0:0:ffff:1.2.3.4")).toBe("1.2.3.4");
  });

  it("keeps what is not an IP address as it is", () => {
    for (const text of [
      "unknown",
      "",
      "1.2.3",
      "1.2.3.256",
      "01.2.3.4",
      "2001:db8::1::2",
      "2001:db8:zz::1",
      "1:2:3:4:5:6:7:8:9",
    ])
      expect(rateLimitKey(text)).toBe(text);
  });
});
