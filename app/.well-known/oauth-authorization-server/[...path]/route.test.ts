// What MCP clients try for an issuer (MCP authorization, 2025-06-18 and later): the unsuffixed
// addresses answer for our path-less issuer; every path-suffixed one answers a readable 404.
import { describe, expect, it } from "vitest";
import { GET as oidcSuffixed } from "../../openid-configuration/[...path]/route";
import { GET as oidc } from "../../openid-configuration/route";
import { GET as plain } from "../route";
import { GET as suffixed } from "./route";

const at = (...path: string[]) => ({ params: Promise.resolve({ path }) });
const request = new Request("http://localhost:3000/.well-known/oauth-authorization-server/v2");

describe("authorization server discovery as MCP clients look for it", () => {
  it("serves both unsuffixed documents with the same issuer", async () => {
    const a = (await plain().json()) as { issuer: string };
    const b = (await (await oidc()).json()) as { issuer: string };
    expect(b.issuer).toBe(a.issuer);
  });

  it("answers a path-suffixed address with a 404 any origin can read, for both forms", async () => {
    for (const response of [await suffixed(request, at("v2")), await oidcSuffixed(request, at("tenant", "one"))]) {
      expect(response.status).toBe(404);
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(await response.json()).toMatchObject({ error: "not_found" });
    }
  });
});
