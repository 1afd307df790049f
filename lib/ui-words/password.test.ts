import { describe, expect, it } from "vitest";
import { passwordFailure } from "./password";

describe("change-password failures", () => {
  it("words each code, with the wait for a throttled check", () => {
    expect(passwordFailure("wrong_password", undefined)).toBe("The current password is not right.");
    expect(passwordFailure("too_many_attempts", "840")).toBe(
      "Too many wrong current passwords. Your password was not changed. Wait 14 minutes, then try again.",
    );
    expect(passwordFailure("wait_turn", "8")).toContain("Wait 8 seconds");
  });

  it("ignores unknown codes and malformed parameters", () => {
    expect(passwordFailure(undefined, undefined)).toBeNull();
    expect(passwordFailure("constructor", undefined)).toBeNull();
    expect(passwordFailure(["wrong_password", "x"], undefined)).toBeNull();
    expect(passwordFailure("wait_turn", "lots")).toContain("Wait 60 seconds");
  });
});
