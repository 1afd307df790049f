import { describe, expect, it } from "vitest";
import { MAX_SCOPE_ITEMS, MAX_SCOPE_PARAM_LENGTH, formatScopes, parseScopeParam } from "./scope-parse";

describe("parseScopeParam", () => {
  it("accepts names separated by spaces", () => {
    expect(parseScopeParam("BOOKING_READ PROFILE_READ")).toEqual({
      ok: true,
      scopes: ["BOOKING_READ", "PROFILE_READ"],
    });
  });

  it("accepts names separated by commas, and by a mix of both", () => {
    expect(parseScopeParam("BOOKING_READ,PROFILE_READ")).toEqual({
      ok: true,
      scopes: ["BOOKING_READ", "PROFILE_READ"],
    });
    expect(parseScopeParam("BOOKING_READ, PROFILE_READ ,,  TEAM_APPS_READ")).toEqual({
      ok: true,
      scopes: ["BOOKING_READ", "PROFILE_READ", "TEAM_APPS_READ"],
    });
  });

  it("ignores empty items and leading or trailing separators", () => {
    expect(parseScopeParam(" ,BOOKING_READ, ")).toEqual({ ok: true, scopes: ["BOOKING_READ"] });
    expect(parseScopeParam("")).toEqual({ ok: true, scopes: [] });
    expect(parseScopeParam(" , ")).toEqual({ ok: true, scopes: [] });
  });

  it("folds duplicates and keeps the order of first appearance", () => {
    expect(parseScopeParam("PROFILE_READ BOOKING_READ PROFILE_READ")).toEqual({
      ok: true,
      scopes: ["PROFILE_READ", "BOOKING_READ"],
    });
  });

  it("reports every unknown name once, by name", () => {
    expect(parseScopeParam("BOOKING_READ nope booking_read nope ADMIN")).toEqual({
      ok: false,
      reason: "unknown_scope",
      unknown: ["nope", "booking_read", "ADMIN"],
    });
  });

  it("does not treat other whitespace as a separator", () => {
    expect(parseScopeParam("BOOKING_READ\tPROFILE_READ")).toMatchObject({
      ok: false,
      unknown: ["BOOKING_READ\tPROFILE_READ"],
    });
  });

  it("refuses a parameter longer than the bound", () => {
    const padded = "BOOKING_READ" + " ".repeat(MAX_SCOPE_PARAM_LENGTH);
    expect(parseScopeParam(padded)).toEqual({ ok: false, reason: "too_large", unknown: [] });
    const atLimit = "BOOKING_READ" + " ".repeat(MAX_SCOPE_PARAM_LENGTH - "BOOKING_READ".length);
    expect(parseScopeParam(atLimit)).toEqual({ ok: true, scopes: ["BOOKING_READ"] });
  });

  it("refuses more items than the bound, even when they are duplicates", () => {
    const tooMany = Array.from({ length: MAX_SCOPE_ITEMS + 1 }, () => "APPS_READ").join(",");
    expect(parseScopeParam(tooMany)).toMatchObject({ ok: false, reason: "too_large" });
    const atLimit = Array.from({ length: MAX_SCOPE_ITEMS }, () => "APPS_READ").join(",");
    expect(parseScopeParam(atLimit)).toEqual({ ok: true, scopes: ["APPS_READ"] });
  });
});

describe("formatScopes", () => {
  it("joins with single spaces in catalogue order, each scope once", () => {
    expect(formatScopes(["ORG_BOOKING_READ", "PROFILE_READ", "BOOKING_READ", "PROFILE_READ"])).toBe(
      "BOOKING_READ PROFILE_READ ORG_BOOKING_READ",
    );
  });

  it("gives the empty string for no scopes", () => {
    expect(formatScopes([])).toBe("");
  });
});
