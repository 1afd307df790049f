import { describe, expect, it } from "vitest";
import { subscriberUrlProblem } from "./subscriber-url";

describe("a subscriber URL", () => {
  it("is https to a name of the internet", () => {
    expect(subscriberUrlProblem("https://hooks.example.com/cal", false)).toBe(null);
    expect(subscriberUrlProblem("https://hooks.example.com:443/cal?x=1", false)).toBe(null);
  });

  it("names https's own port 443, or one an administrator allowed", () => {
    for (const port of [8443, 5432, 22, 80, 6379])
      expect(subscriberUrlProblem(`https://hooks.example.com:${port}/cal`, false), String(port)).toBe("bad_port");
    expect(subscriberUrlProblem("https://hooks.example.com:8443/cal", false, [8443, 9443])).toBe(null);
    expect(subscriberUrlProblem("https://hooks.example.com:5432/cal", false, [8443, 9443])).toBe("bad_port");
    expect(subscriberUrlProblem("https://93.184.215.14:5432/cal", false)).toBe("bad_port");
  });

  it("is refused with credentials, without https, or naming a local host", () => {
    expect(subscriberUrlProblem("https://user:pw@hooks.example.com/", false)).toBe("userinfo");
    expect(subscriberUrlProblem("http://hooks.example.com/", false)).toBe("not_https");
    expect(subscriberUrlProblem("ftp://hooks.example.com/", false)).toBe("not_https");
    expect(subscriberUrlProblem("javascript:alert(1)", false)).toBe("not_https");
    expect(subscriberUrlProblem("not a url", false)).toBe("bad_url");
    for (const host of [
      "localhost",
      "LOCALHOST.",
      "app.localhost",
      "printer.local",
      "metadata.google.internal",
      "intranet",
    ])
      expect(subscriberUrlProblem(`https://${host}/x`, false), host).toBe("local_name");
  });

  it("allows http and localhost only when loopback receivers are allowed", () => {
    expect(subscriberUrlProblem("http://localhost:4000/hook", true)).toBe(null);
    expect(subscriberUrlProblem("http://127.0.0.1:4000/hook", true)).toBe(null);
    expect(subscriberUrlProblem("http://127.0.0.1:4000/hook", false)).toBe("not_https");
  });
});
