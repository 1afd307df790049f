import { describe, expect, it } from "vitest";
import { isBroadScope, redirectUriHighlights, scopeHighlights } from "./highlights";

const codes = (uri: string) => redirectUriHighlights(uri).map((h) => h.code);

describe("scope highlights", () => {
  it("marks organization scopes and write scopes as broad, and nothing else", () => {
    expect(scopeHighlights("ORG_BOOKING_WRITE").map((h) => h.code)).toEqual(["organization_wide", "write_access"]);
    expect(isBroadScope("ORG_PROFILE_READ")).toBe(true);
    expect(isBroadScope("BOOKING_WRITE")).toBe(true);
    expect(isBroadScope("TEAM_BOOKING_WRITE")).toBe(true);
    expect(isBroadScope("PROFILE_READ")).toBe(false);
    expect(isBroadScope("TEAM_BOOKING_READ")).toBe(false);
  });

  it("flags a name that is not in the catalogue", () => {
    expect(scopeHighlights("EVERYTHING").map((h) => h.code)).toEqual(["unknown_scope"]);
  });
});

describe("redirect URI highlights", () => {
  it("leaves an ordinary https URI on a domain name alone", () => {
    expect(codes("https://app.example.com/oauth/callback")).toEqual([]);
  });

  it("flags plain HTTP, gently on loopback and strongly elsewhere", () => {
    expect(codes("http://localhost:8080/callback")).toEqual(["http_loopback"]);
    expect(codes("http://127.0.0.1:8080/callback")).toEqual(["http_loopback"]);
    expect(codes("http://[::1]/cb")).toEqual(["http_loopback"]);
    expect(codes("http://app.example.com/cb")).toEqual(["http_remote"]);
  });

  it("flags IP literals, including IPv4 written in odd forms the URL parser normalizes", () => {
    expect(codes("https://203.0.113.7/cb")).toEqual(["ip_literal"]);
    expect(codes("https://[2001:db8::1]/cb")).toEqual(["ip_literal"]);
    expect(codes("https://0xcb.0.113.7/cb")).toEqual(["ip_literal"]);
    expect(codes("http://0x7f.1/cb")).toEqual(["http_loopback"]);
  });

  it("flags custom schemes, loopback https, punycode hosts and unparseable values", () => {
    expect(codes("com.example.planner:/oauth/callback")).toEqual(["custom_scheme"]);
    expect(codes("https://localhost/cb")).toEqual(["loopback"]);
    expect(codes("https://xn--pple-43d.com/cb")).toEqual(["punycode"]);
    expect(codes("not a uri")).toEqual(["unparseable"]);
  });
});
