import { describe, expect, it } from "vitest";
import { SCOPES, type Scope, isScope } from "./scope-catalogue";
import { accessSatisfiesScope, assertAccessShape, heldScopes, isSubset, satisfiesScope } from "./scope-coverage";
import { scopesCovering } from "./covering-scope";

const suffix = (scope: string, prefix: string) => scope.slice(prefix.length);
const orgScopes = SCOPES.filter((s) => s.startsWith("ORG_"));
const teamScopes = SCOPES.filter((s) => s.startsWith("TEAM_"));

describe("satisfiesScope", () => {
  it("is satisfied by the scope itself, for every scope", () => {
    for (const scope of SCOPES) expect(satisfiesScope([scope], scope), scope).toBe(true);
  });

  it("is not satisfied by an empty grant", () => {
    for (const scope of SCOPES) expect(satisfiesScope([], scope), scope).toBe(false);
  });

  it("lets every ORG_X with a TEAM_X counterpart satisfy TEAM_X", () => {
    const pairs: [Scope, Scope][] = [];
    for (const org of orgScopes) {
      const team = `TEAM_${suffix(org, "ORG_")}`;
      if (isScope(team)) pairs.push([org, team]);
    }
    expect(pairs).toHaveLength(12);
    for (const [org, team] of pairs) expect(satisfiesScope([org], team), `${org} -> ${team}`).toBe(true);
  });

  it("never lets TEAM_X satisfy ORG_X", () => {
    for (const team of teamScopes) {
      const org = `ORG_${suffix(team, "TEAM_")}`;
      if (isScope(org)) expect(satisfiesScope([team], org), `${team} -> ${org}`).toBe(false);
    }
  });

  it("does not need TEAM_X to satisfy ORG_X", () => {
    expect(satisfiesScope(["ORG_BOOKING_READ"], "ORG_BOOKING_READ")).toBe(true);
  });

  it("does not let WRITE imply READ, nor READ imply WRITE", () => {
    for (const scope of SCOPES.filter((s) => s.endsWith("_WRITE"))) {
      const read = scope.replace(/_WRITE$/, "_READ");
      if (!isScope(read)) throw new Error(`no READ pair for ${scope}`);
      expect(satisfiesScope([scope], read), `${scope} -> ${read}`).toBe(false);
      expect(satisfiesScope([read], scope), `${read} -> ${scope}`).toBe(false);
    }
  });

  it("does not let ORG_X_WRITE satisfy TEAM_X_READ", () => {
    expect(satisfiesScope(["ORG_BOOKING_WRITE"], "TEAM_BOOKING_READ")).toBe(false);
  });

  it("does not let TEAM_ or ORG_ scopes satisfy personal scopes, nor the reverse", () => {
    expect(satisfiesScope(["ORG_BOOKING_READ", "TEAM_BOOKING_READ"], "BOOKING_READ")).toBe(false);
    expect(satisfiesScope(["BOOKING_READ"], "TEAM_BOOKING_READ")).toBe(false);
    expect(satisfiesScope(["WEBHOOK_READ"], "ORG_WEBHOOK_READ")).toBe(false);
  });

  it("gives the scopes without an ORG_ counterpart no implied source", () => {
    for (const team of [
      "TEAM_APPS_READ",
      "TEAM_APPS_WRITE",
      "TEAM_WORKFLOW_READ",
      "TEAM_WORKFLOW_WRITE",
      "TEAM_VERIFIED_RESOURCES_READ",
      "TEAM_VERIFIED_RESOURCES_WRITE",
    ] as const) {
      expect(scopesCovering(team), team).toEqual([team]);
      expect(satisfiesScope(orgScopes, team), team).toBe(false);
    }
  });

  it("does not let ORG_WEBHOOK_* imply anything beyond itself", () => {
    const others = SCOPES.filter((s) => !s.startsWith("ORG_WEBHOOK_"));
    for (const scope of others)
      expect(satisfiesScope(["ORG_WEBHOOK_READ", "ORG_WEBHOOK_WRITE"], scope), scope).toBe(false);
  });

  it("accepts any iterable as the granted set", () => {
    expect(satisfiesScope(new Set<Scope>(["ORG_MEMBERSHIP_WRITE"]), "TEAM_MEMBERSHIP_WRITE")).toBe(true);
  });
});

describe("isSubset", () => {
  it("accepts requested scopes that are all enabled, and the empty request", () => {
    expect(isSubset(["BOOKING_READ"], ["BOOKING_READ", "PROFILE_READ"])).toBe(true);
    expect(isSubset([], ["BOOKING_READ"])).toBe(true);
  });

  it("refuses a requested scope that is not enabled", () => {
    expect(isSubset(["BOOKING_READ", "BOOKING_WRITE"], ["BOOKING_READ"])).toBe(false);
  });

  it("applies no implication: ORG_X enabled does not allow requesting TEAM_X", () => {
    expect(isSubset(["TEAM_BOOKING_READ"], ["ORG_BOOKING_READ"])).toBe(false);
    expect(isSubset(["BOOKING_READ"], ["BOOKING_WRITE"])).toBe(false);
  });
});

describe("accessSatisfiesScope", () => {
  it("lets legacy-unrestricted access pass any scope check", () => {
    for (const scope of SCOPES)
      expect(accessSatisfiesScope({ legacyUnrestricted: true, scopes: [] }, scope)).toBe(true);
  });

  it("applies the normal rule to scoped access", () => {
    const access = { legacyUnrestricted: false, scopes: ["ORG_BOOKING_READ"] as Scope[] };
    expect(accessSatisfiesScope(access, "TEAM_BOOKING_READ")).toBe(true);
    expect(accessSatisfiesScope(access, "PROFILE_READ")).toBe(false);
  });
});

describe("heldScopes", () => {
  it("is the whole catalogue for a legacy grant and the granted scopes otherwise", () => {
    expect(heldScopes({ legacyUnrestricted: true, scopes: [] })).toEqual(SCOPES);
    expect(heldScopes({ legacyUnrestricted: false, scopes: ["PROFILE_READ"] })).toEqual(["PROFILE_READ"]);
  });
});

describe("assertAccessShape", () => {
  it("accepts scoped access with scopes and legacy access without", () => {
    expect(() => assertAccessShape({ legacyUnrestricted: false, scopes: ["BOOKING_READ"] })).not.toThrow();
    expect(() => assertAccessShape({ legacyUnrestricted: true, scopes: [] })).not.toThrow();
  });

  it("refuses scoped access with no scopes, and legacy access with scopes", () => {
    expect(() => assertAccessShape({ legacyUnrestricted: false, scopes: [] })).toThrow();
    expect(() => assertAccessShape({ legacyUnrestricted: true, scopes: ["BOOKING_READ"] })).toThrow();
  });
});
