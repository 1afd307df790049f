import { describe, expect, it } from "vitest";
import {
  MAX_REDIRECT_URI_LENGTH,
  buildRedirectLocation,
  isRegisteredRedirectUri,
  validateRedirectUriForRegistration,
} from "./redirect-uri";

describe("isRegisteredRedirectUri", () => {
  const registered = ["https://app.example.com/callback", "https://app.example.com/cb?tenant=1"];

  it("accepts an exact match", () => {
    expect(isRegisteredRedirectUri("https://app.example.com/callback", registered)).toBe(true);
    expect(isRegisteredRedirectUri("https://app.example.com/cb?tenant=1", registered)).toBe(true);
  });

  it.each([
    "https://app.example.com/callback/",
    "https://APP.example.com/callback",
    "https://app.example.com:443/callback",
    "https://app.example.com/callback?x=1",
    "https://app.example.com/Callback",
    "https://app.example.com/callback#",
    " https://app.example.com/callback",
    "https://app.example.com/cb?tenant=2",
    "https://app.example.com/cb",
    "http://app.example.com/callback",
  ])("refuses %s, which only normalises to a registered URI", (requested) => {
    expect(isRegisteredRedirectUri(requested, registered)).toBe(false);
  });

  it("refuses everything when nothing is registered", () => {
    expect(isRegisteredRedirectUri("https://app.example.com/callback", [])).toBe(false);
  });

  describe("a public client's loopback redirect URI matches on any port (RFC 8252 s7.3)", () => {
    const native = ["http://127.0.0.1/callback", "http://[::1]:8000/cb?x=1", "http://localhost/oauth"];

    it.each([
      "http://127.0.0.1:51004/callback",
      "http://127.0.0.1/callback",
      "http://[::1]:61000/cb?x=1",
      "http://[::1]/cb?x=1",
      "http://localhost:3000/oauth",
    ])("accepts %s", (requested) => {
      expect(isRegisteredRedirectUri(requested, native, "PUBLIC")).toBe(true);
    });

    it.each([
      "http://127.0.0.1:51004/callback/",
      "http://127.0.0.1:51004/Callback",
      "http://127.0.0.1:51004/callback?x=1",
      "http://127.0.0.2:51004/callback",
      "http://[::1]:61000/cb",
      "http://localhost:3000/oauth/../oauth",
      "http://127.0.0.1:99999/callback",
      "http://127.0.0.1:80/callback",
      "https://127.0.0.1:51004/callback",
      "http://127.0.0.1:51004@evil.example/callback",
      "http://127.0.0.1:51004.evil.example/callback",
      "http://localhost:3000@evil.example/oauth",
    ])("still refuses %s", (requested) => {
      expect(isRegisteredRedirectUri(requested, native, "PUBLIC")).toBe(false);
    });

    it("only for public clients: a confidential client's loopback URI matches exactly", () => {
      expect(isRegisteredRedirectUri("http://127.0.0.1:51004/callback", native, "CONFIDENTIAL")).toBe(false);
      expect(isRegisteredRedirectUri("http://127.0.0.1/callback", native, "CONFIDENTIAL")).toBe(true);
    });

    it("never turns a non-loopback registration into a port wildcard", () => {
      expect(
        isRegisteredRedirectUri(
          "https://app.example.com:8443/callback",
          ["https://app.example.com/callback"],
          "PUBLIC",
        ),
      ).toBe(false);
    });
  });
});

describe("validateRedirectUriForRegistration", () => {
  const reasonFor = (uri: string, kind: "CONFIDENTIAL" | "PUBLIC" = "CONFIDENTIAL") => {
    const check = validateRedirectUriForRegistration(uri, kind);
    return check.ok ? "ok" : check.reason;
  };

  it.each([
    "https://app.example.com/callback",
    "https://app.example.com/cb?tenant=1",
    "https://localhost/cb",
    "http://localhost:3000/callback",
    "http://127.0.0.1:8080/cb",
    "http://[::1]:8080/cb",
  ])("accepts %s for a confidential client", (uri) => {
    expect(reasonFor(uri)).toBe("ok");
  });

  it("requires https for non-loopback hosts", () => {
    expect(reasonFor("http://app.example.com/cb")).toBe("https_required");
    expect(reasonFor("http://localhost.evil.com/cb")).toBe("https_required");
    expect(reasonFor("http://127.0.0.2/cb")).toBe("https_required");
    expect(reasonFor("http://10.0.0.1/cb")).toBe("https_required");
  });

  it("refuses relative and scheme-only URIs", () => {
    expect(reasonFor("/callback")).toBe("not_absolute");
    expect(reasonFor("app.example.com/cb")).toBe("not_absolute");
    expect(reasonFor("//app.example.com/cb")).toBe("not_absolute");
    expect(reasonFor("https:app.example.com/cb")).toBe("not_absolute");
    expect(reasonFor("")).toBe("not_absolute");
  });

  it("refuses a fragment, even an empty one", () => {
    expect(reasonFor("https://app.example.com/cb#x")).toBe("has_fragment");
    expect(reasonFor("https://app.example.com/cb#")).toBe("has_fragment");
  });

  it("refuses userinfo, even an empty one", () => {
    expect(reasonFor("https://user:pass@app.example.com/cb")).toBe("has_userinfo");
    expect(reasonFor("https://user@app.example.com/cb")).toBe("has_userinfo");
    expect(reasonFor("https://@app.example.com/cb")).toBe("has_userinfo");
    expect(reasonFor("com.example.app://user@host/cb", "PUBLIC")).toBe("has_userinfo");
  });

  it("refuses URIs longer than the bound", () => {
    const base = "https://app.example.com/";
    expect(reasonFor(base + "a".repeat(MAX_REDIRECT_URI_LENGTH - base.length))).toBe("ok");
    expect(reasonFor(base + "a".repeat(MAX_REDIRECT_URI_LENGTH - base.length + 1))).toBe("too_long");
  });

  it("refuses whitespace, control characters and backslashes that parsers rewrite", () => {
    expect(reasonFor(" https://app.example.com/cb")).toBe("invalid_characters");
    expect(reasonFor("https://app.example.com/c b")).toBe("invalid_characters");
    expect(reasonFor("https://app.example.com/cb\n")).toBe("invalid_characters");
    expect(reasonFor("https:\\\\evil.com\\cb")).toBe("invalid_characters");
  });

  it.each([
    "javascript:alert(1)",
    "data:text/html,hi",
    "file:///etc/passwd",
    "vbscript:x",
    "blob:https://a.com/x",
    "ftp://a.com/cb",
    "myapp://callback",
    "wss://a.com/cb",
  ])("refuses the dangerous or non-web scheme in %s", (uri) => {
    expect(reasonFor(uri, "PUBLIC")).toBe("forbidden_scheme");
  });

  it("accepts a private-use (reverse domain) scheme for a public client only", () => {
    expect(reasonFor("com.example.app:/oauth2redirect", "PUBLIC")).toBe("ok");
    expect(reasonFor("com.example.app:/oauth2redirect", "CONFIDENTIAL")).toBe("private_scheme_requires_public_client");
  });

  it("answers a code, never a sentence (the portal words it)", () => {
    const check = validateRedirectUriForRegistration("http://app.example.com/cb", "PUBLIC");
    expect(check).toEqual({ ok: false, reason: "https_required" });
  });
});

describe("redirect URIs are strict RFC 3986 URIs", () => {
  it.each([
    ["a double quote", 'https://app.example.com/cb"onload=x'],
    ["angle brackets", "https://app.example.com/<script>"],
    ["a tab", "https://app.example.com/\tcb"],
    ["a line break", "https://app.example.com/cb\r\nSet-Cookie:x"],
    ["a NUL", "https://app.example.com/cb\u0000"],
    ["a backslash", "https://app.example.com\\@evil.com/"],
    ["braces and pipes", "https://app.example.com/{a}|b"],
    ["a backtick or caret", "https://app.example.com/`^"],
    ["non-ASCII", "https://app.example.com/caf\u00e9"],
    ["a broken percent-escape", "https://app.example.com/%zz"],
  ])("refuses %s", (_, uri) => {
    expect(validateRedirectUriForRegistration(uri, "PUBLIC")).toMatchObject({
      ok: false,
      reason: "invalid_characters",
    });
  });

  it("accepts percent-encoded octets, loopback http and private-use schemes", () => {
    expect(validateRedirectUriForRegistration("https://app.example.com/a%20b?x=%22", "CONFIDENTIAL")).toEqual({
      ok: true,
    });
    expect(validateRedirectUriForRegistration("http://[::1]:8080/cb", "CONFIDENTIAL")).toEqual({ ok: true });
    expect(validateRedirectUriForRegistration("com.example.app:/cb", "PUBLIC")).toEqual({ ok: true });
  });

  it("lets a stored URI that fails today's rules match nothing, without throwing", () => {
    const legacy = ['https://app.example.com/cb"x', "https://app.example.com/a b"];
    for (const uri of legacy) expect(isRegisteredRedirectUri(uri, legacy)).toBe(false);
  });
});

describe("buildRedirectLocation", () => {
  it("serialises the URI as a URL and percent-encodes every added value", () => {
    const location = buildRedirectLocation("https://App.Example.com/cb?tenant=a+b%2F", {
      code: "c",
      state: '"><script>\r\nX-Injected: 1',
    });
    expect(location).toBe(
      "https://app.example.com/cb?tenant=a+b%2F&code=c&state=%22%3E%3Cscript%3E%0D%0AX-Injected%3A%201",
    );
    expect(location).not.toMatch(/[\s"<>]/);
  });

  it("drops a fragment and keeps private-use schemes", () => {
    expect(buildRedirectLocation("https://app.example.com/cb#frag", { code: "c" })).toBe(
      "https://app.example.com/cb?code=c",
    );
    expect(buildRedirectLocation("com.example.app:/cb", { code: "c" })).toBe("com.example.app:/cb?code=c");
  });
});

describe("redirect URI hosts are registered in their plain form", () => {
  it.each([
    "https://app.example.com%2eevil.com/cb",
    "https://app%2Eexample%2Ecom/cb",
    "http://127.1:8080/cb",
    "http://0x7f000001/cb",
    "https://app.example.com:443/cb",
  ])("refuses %s, whose host is not what it reads as", (uri) => {
    expect(validateRedirectUriForRegistration(uri, "CONFIDENTIAL")).toMatchObject({
      ok: false,
      reason: "non_canonical_host",
    });
  });

  it("accepts an upper-case host and an explicit non-default port", () => {
    expect(validateRedirectUriForRegistration("https://App.Example.com/cb", "CONFIDENTIAL")).toEqual({ ok: true });
    expect(validateRedirectUriForRegistration("http://127.0.0.1:8080/cb", "CONFIDENTIAL")).toEqual({ ok: true });
  });
});
