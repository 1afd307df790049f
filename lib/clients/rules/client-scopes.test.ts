import { describe, expect, it } from "vitest";
import { checkClientScopes, diffLists } from "./client-scopes";

describe("checkClientScopes", () => {
  it("accepts known scopes, removes duplicates and sorts them in catalogue order", () => {
    expect(checkClientScopes(["PROFILE_READ", "BOOKING_READ", "PROFILE_READ"])).toEqual({
      ok: true,
      data: ["BOOKING_READ", "PROFILE_READ"],
    });
  });

  it("refuses an empty choice with a field error on scopes", () => {
    expect(checkClientScopes([])).toEqual({
      ok: false,
      code: "invalid_input",
      fieldErrors: { scopes: { code: "scopes_none" } },
    });
  });

  it("refuses scope names that are not in the catalogue, including wrong case", () => {
    const result = checkClientScopes(["PROFILE_READ", "profile_read", "ADMIN"]);
    expect(result).toMatchObject({ ok: false, code: "invalid_input" });
    if (!result.ok)
      expect(result.fieldErrors?.scopes).toEqual({ code: "scope_unknown", values: ["profile_read", "ADMIN"] });
  });
});

describe("diffLists", () => {
  it("lists what was added and what was removed", () => {
    expect(diffLists(["A", "B"], ["B", "C"])).toEqual({ added: ["C"], removed: ["A"] });
    expect(diffLists([], ["A"])).toEqual({ added: ["A"], removed: [] });
  });
});
