import { describe, expect, it } from "vitest";
import { grantsOfDroppedRedirectUris } from "./redirect-uri-grants";

describe("grants of a dropped redirect URI", () => {
  it("are those sent to a URI no kept one matches; other installations' and unrecorded grants stay", () => {
    const grants = [
      { id: "laptop", redirectUri: "http://127.0.0.1:50111/callback" },
      { id: "desktop", redirectUri: "http://127.0.0.1:50222/other" },
      { id: "web", redirectUri: "https://agent.example.com/cb" },
      { id: "old", redirectUri: null },
    ];
    // Loopback ports are the installation's own (RFC 8252 s7.3): the registered URI names none.
    expect(grantsOfDroppedRedirectUris(grants, ["http://127.0.0.1/callback", "https://agent.example.com/cb"])).toEqual([
      "desktop",
    ]);
    expect(grantsOfDroppedRedirectUris(grants, ["http://127.0.0.1/other"])).toEqual(["laptop", "web"]);
  });
});
