import { describe, expect, it } from "vitest";
import { SCOPES, describeScope, groupScopesForDisplay, isScope, scopeRank, scopesByKind } from "./scope-catalogue";

describe("scope catalogue", () => {
  it("holds exactly the 46 scopes of spec s2.3 and OpenID Connect's openid, each once", () => {
    expect(SCOPES).toHaveLength(47);
    expect(new Set(SCOPES).size).toBe(47);
    expect(SCOPES[0]).toBe("openid");
  });

  it("splits into 15 personal (openid among them), 18 team and 14 organization scopes", () => {
    const byKind = scopesByKind();
    expect(byKind.personal).toHaveLength(15);
    expect(byKind.team).toHaveLength(18);
    expect(byKind.organization).toHaveLength(14);
  });

  it("classifies by name prefix: TEAM_ is team, ORG_ is organization, the rest personal", () => {
    for (const scope of SCOPES) {
      const expected = scope.startsWith("TEAM_") ? "team" : scope.startsWith("ORG_") ? "organization" : "personal";
      expect(describeScope(scope).kind, scope).toBe(expected);
    }
  });

  it("derives access from the _READ/_WRITE suffix", () => {
    for (const scope of SCOPES) {
      expect(describeScope(scope).access, scope).toBe(scope.endsWith("_WRITE") ? "WRITE" : "READ");
      if (scope === "openid") expect(describeScope(scope).resource).toBe("Identity");
    }
  });

  it("gives every READ/WRITE pair the same resource label so the UI can fold it", () => {
    for (const scope of SCOPES.filter((s) => s.endsWith("_READ"))) {
      const write = scope.replace(/_READ$/, "_WRITE");
      expect(isScope(write), write).toBe(true);
      if (isScope(write)) expect(describeScope(write).resource).toBe(describeScope(scope).resource);
    }
  });

  it("keeps the spec's wording for descriptions", () => {
    expect(describeScope("PROFILE_READ").description).toBe("View the authorized user's profile.");
    expect(describeScope("ORG_PROFILE_READ").description).toBe("View organization teams.");
    expect(describeScope("TEAM_VERIFIED_RESOURCES_WRITE").description).toBe(
      "Verify emails and phone numbers for teams.",
    );
    for (const scope of SCOPES) expect(describeScope(scope).description.length, scope).toBeGreaterThan(5);
  });

  it("recognises scope names case-sensitively and nothing else", () => {
    expect(isScope("BOOKING_READ")).toBe(true);
    expect(isScope("booking_read")).toBe(false);
    expect(isScope("BOOKING_READ ")).toBe(false);
    expect(isScope("")).toBe(false);
    expect(isScope("toString")).toBe(false);
  });

  it("ranks scopes in catalogue order", () => {
    expect(scopeRank("openid")).toBe(0);
    expect(scopeRank("EVENT_TYPE_READ")).toBe(1);
    expect(scopeRank("ORG_WEBHOOK_WRITE")).toBe(46);
  });

  it("folds a held READ+WRITE pair into one display line, in catalogue order", () => {
    const lines = groupScopesForDisplay(["BOOKING_WRITE", "TEAM_BOOKING_READ", "BOOKING_READ"]);
    expect(lines).toEqual([
      { resource: "Bookings", kind: "personal", access: ["READ", "WRITE"], scopes: ["BOOKING_READ", "BOOKING_WRITE"] },
      { resource: "Team bookings", kind: "team", access: ["READ"], scopes: ["TEAM_BOOKING_READ"] },
    ]);
  });
});
