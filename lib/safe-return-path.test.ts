import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./safe-return-path";

describe("safeReturnPath", () => {
  it("keeps a local path with its query", () => {
    expect(safeReturnPath("/auth/oauth2/authorize?client_id=a&scope=B%20C")).toBe(
      "/auth/oauth2/authorize?client_id=a&scope=B%20C",
    );
  });
  it.each([
    "https://evil.example/",
    "//evil.example/x",
    "/\\evil.example",
    "javascript:alert(1)",
    "",
    "settings",
    // Dot segments that normalise to a protocol-relative "//evil.example".
    "/.//evil.example/x",
    "/a/..//evil.example",
    "/%2e//evil.example",
    "/./\\evil.example",
  ])("refuses %j and falls back", (v) => expect(safeReturnPath(v, "/home")).toBe("/home"));
});
