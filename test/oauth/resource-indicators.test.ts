// RFC 8707 resource indicators and RFC 9728 metadata over the real routes: only this API's
// identifier is a valid `resource` (anything else is invalid_target and changes nothing), the
// token's `aud` is the resource, a refresh keeps it, and no `resource` keeps the old behaviour.
import { decodeJwt } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as protectedResourceGET } from "@/app/.well-known/oauth-protected-resource/v2/route";
import { GET as rootProtectedResourceGET } from "@/app/.well-known/oauth-protected-resource/route";
import { seedDemoData } from "@/lib/server/roots/demo-seed";
import { apiAudience, apiResource, issuer } from "@/lib/server/roots/oauth";
import { withTestDatabase } from "../test-database";
import {
  CONF,
  authorizeAndAllow,
  authorizePage,
  confQuery,
  demoUser,
  exchange,
  me,
  refresh,
  tokenRequest,
} from "./oauth-test-kit";

const ctx = withTestDatabase();
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
});

const API = () => apiResource().identifier;
const FOREIGN = "https://evil.example.com/v2";

describe("protected-resource metadata (RFC 9728)", () => {
  it("names the API, this authorization server, the scopes, header bearer tokens and the reference, at both URIs", async () => {
    for (const get of [protectedResourceGET, rootProtectedResourceGET]) {
      const response = get();
      expect(response.status).toBe(200);
      const doc = (await response.json()) as Record<string, unknown>;
      expect(doc).toMatchObject({
        resource: API(),
        authorization_servers: [issuer()],
        bearer_methods_supported: ["header"],
      });
      expect(doc.scopes_supported).toContain("BOOKING_WRITE");
      expect(String(doc.resource_documentation)).toMatch(/\/docs\/api$/);
    }
  });
});

describe("resource at the authorization endpoint (RFC 8707 s2)", () => {
  it("sends a foreign resource back to the client as invalid_target, with state and iss, issuing no code", async () => {
    const outcome = await authorizePage(confQuery({ resource: FOREIGN }), await demoUser());
    expect(outcome.kind).toBe("redirect");
    const location = new URL(outcome.kind === "redirect" ? outcome.location : "");
    expect(location.searchParams.get("error")).toBe("invalid_target");
    expect(location.searchParams.get("state")).toBe("xyz-state");
    expect(location.searchParams.get("iss")).toBe(issuer());
    expect(location.searchParams.has("code")).toBe(false);
  });

  it("binds the code to the API: the access token's aud is the resource and it calls the API", async () => {
    const { code } = await authorizeAndAllow(confQuery({ resource: `${API()}/` }), await demoUser());
    const response = await exchange(code, { resource: API() });
    expect(response.status).toBe(200);
    const tokens = (await response.json()) as { access_token: string; refresh_token: string };
    expect(decodeJwt(tokens.access_token).aud).toBe(API());
    expect((await me(tokens.access_token)).status).toBe(200);
    // A refresh may repeat the resource or leave it out; the tokens stay bound to it.
    for (const extra of [{ resource: API() }, {}] as Record<string, string>[]) {
      const refreshed = await refreshWith(tokens.refresh_token, extra);
      expect(refreshed.status).toBe(200);
      const next = (await refreshed.json()) as { access_token: string; refresh_token: string };
      expect(decodeJwt(next.access_token).aud).toBe(API());
      tokens.refresh_token = next.refresh_token;
    }
  });
});

describe("resource at the token endpoint (RFC 8707 s2.2)", () => {
  it("refuses a foreign resource with invalid_target and leaves the code usable", async () => {
    const { code } = await authorizeAndAllow(confQuery(), await demoUser());
    const refused = await exchange(code, { resource: FOREIGN });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: "invalid_target" });
    expect(refused.headers.get("cache-control")).toBe("no-store");
    const accepted = await exchange(code);
    expect(accepted.status).toBe(200);
  });

  it("refuses a refresh naming a foreign resource without rotating the token", async () => {
    const { code } = await authorizeAndAllow(confQuery({ resource: API() }), await demoUser());
    const { refresh_token } = (await (await exchange(code)).json()) as { refresh_token: string };
    const refused = await refreshWith(refresh_token, { resource: FOREIGN });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: "invalid_target" });
    expect((await refresh(refresh_token)).status).toBe(200);
  });

  it("keeps today's behaviour without resource: aud is the API's base URL", async () => {
    const { code } = await authorizeAndAllow(confQuery(), await demoUser());
    const { access_token } = (await (await exchange(code)).json()) as { access_token: string };
    expect(decodeJwt(access_token).aud).toBe(apiAudience());
    expect((await me(access_token)).status).toBe(200);
  });
});

function refreshWith(refreshToken: string, extra?: Record<string, string>) {
  return tokenRequest({
    grant_type: "refresh_token",
    refresh_token: refreshToken,
    client_id: CONF.clientId,
    client_secret: CONF.secret,
    ...extra,
  });
}
