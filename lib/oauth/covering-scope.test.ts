import { describe, expect, it } from "vitest";
import { coveringScope, scopesCovering } from "./covering-scope";
import { SCOPES } from "./scope-catalogue";
import { declaredCovering } from "./testing/covering-table";

describe("coveringScope", () => {
  it("answers every held scope against every required one as the declared table says", () => {
    for (const required of SCOPES)
      for (const held of SCOPES) {
        const expected = declaredCovering(required).includes(held) ? held : null;
        expect(coveringScope([held], required), `${held} -> ${required}`).toBe(expected);
      }
  });

  it("names the required scope itself when the grant holds it and a scope that covers it too", () => {
    expect(coveringScope(["ORG_BOOKING_READ", "TEAM_BOOKING_READ"], "TEAM_BOOKING_READ")).toBe("TEAM_BOOKING_READ");
    expect(coveringScope(["PROFILE_READ", "ORG_BOOKING_READ"], "TEAM_BOOKING_READ")).toBe("ORG_BOOKING_READ");
  });

  it("finds nothing in an empty grant, and takes any iterable", () => {
    for (const required of SCOPES) expect(coveringScope([], required), required).toBeNull();
    expect(coveringScope(new Set(["ORG_MEMBERSHIP_WRITE"] as const), "TEAM_MEMBERSHIP_WRITE")).toBe(
      "ORG_MEMBERSHIP_WRITE",
    );
  });
});

describe("scopesCovering", () => {
  it("lists the declared covering scopes of every scope, the scope itself first", () => {
    for (const required of SCOPES) expect(scopesCovering(required), required).toEqual(declaredCovering(required));
  });
});
