import { describe, expect, it } from "vitest";
import { consentNeeded } from "./consent-needed";

const CONFIDENTIAL = { kind: "CONFIDENTIAL" } as const;
const PUBLIC = { kind: "PUBLIC" } as const;
const scoped = (scopes: Parameters<typeof consentNeeded>[1]["scopes"]) => ({ scopes, legacyUnrestricted: false });

describe("consentNeeded", () => {
  it("needs no consent when every requested scope is already granted", () => {
    expect(consentNeeded(CONFIDENTIAL, scoped(["PROFILE_READ"]), ["PROFILE_READ", "BOOKING_READ"])).toEqual({
      kind: "already-granted",
    });
  });
  it("asks for just the new scopes when some are new", () => {
    expect(consentNeeded(CONFIDENTIAL, scoped(["PROFILE_READ", "BOOKING_WRITE"]), ["PROFILE_READ"])).toEqual({
      kind: "ask",
      newScopes: ["BOOKING_WRITE"],
    });
    expect(consentNeeded(CONFIDENTIAL, scoped(["PROFILE_READ"]), [])).toEqual({
      kind: "ask",
      newScopes: ["PROFILE_READ"],
    });
  });
  it("does not let a granted ORG_ scope stand in for a requested TEAM_ one", () => {
    expect(consentNeeded(CONFIDENTIAL, scoped(["TEAM_PROFILE_READ"]), ["ORG_PROFILE_READ"])).toMatchObject({
      kind: "ask",
    });
  });
  it("always asks for a legacy request without scope (full access)", () => {
    expect(consentNeeded(CONFIDENTIAL, { scopes: [], legacyUnrestricted: true }, ["PROFILE_READ"])).toEqual({
      kind: "ask",
      newScopes: [],
    });
  });
  it("always asks a public (native) client, showing every requested scope, whatever was granted before", () => {
    expect(consentNeeded(PUBLIC, scoped(["PROFILE_READ"]), ["PROFILE_READ", "BOOKING_READ"])).toEqual({
      kind: "ask",
      newScopes: ["PROFILE_READ"],
    });
    expect(consentNeeded(PUBLIC, scoped(["PROFILE_READ", "BOOKING_READ"]), ["PROFILE_READ"])).toEqual({
      kind: "ask",
      newScopes: ["PROFILE_READ", "BOOKING_READ"],
    });
  });
});
