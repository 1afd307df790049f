// What every MCP authorization revision asks of us as the authorization server, black-box over the
// public surface: the metadata documents, the authorization page's answer (redirect or our own
// error page), the consent decision and the token endpoint, as an MCP client meets them.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as authorizationServerMetadataGET } from "@/app/.well-known/oauth-authorization-server/route";
import { GET as openIdConfigurationGET } from "@/app/.well-known/openid-configuration/route";
import { decideConsent } from "@/lib/oauth/authorize/decide-consent";
import { seedDemoData } from "@/lib/server/roots/demo-seed";
import { authorizeEndpointDeps, issuer } from "@/lib/server/roots/oauth";
import {
  PUB,
  authorizeAndAllow,
  authorizePage,
  confQuery,
  demoUser,
  exchange,
  pkcePair,
  refresh,
} from "../oauth/oauth-test-kit";
import { withTestDatabase } from "../test-database";
import { requirement } from "./mcp-revisions";

const ctx = withTestDatabase();
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
});

/** A public MCP client on a loopback port of its own choosing, as a native agent is. */
const AGENT_REDIRECT = "http://127.0.0.1:52111/callback";
const agent = { clientId: PUB.clientId, redirect: AGENT_REDIRECT };
function agentQuery(extra: Record<string, string> = {}, pkce = pkcePair()) {
  return {
    response_type: "code",
    client_id: PUB.clientId,
    redirect_uri: AGENT_REDIRECT,
    scope: "PROFILE_READ",
    state: "agent-state",
    code_challenge: pkce.challenge,
    code_challenge_method: "S256",
    ...extra,
  };
}

/** The authorization page sends the browser back to the client: where to, with which parameters. */
async function redirected(query: Record<string, string>): Promise<URL> {
  const outcome = await authorizePage(query, await demoUser());
  if (outcome.kind !== "redirect") throw new Error(`expected a redirect, got ${outcome.kind}`);
  return new URL(outcome.location);
}
async function tokenError(response: Response): Promise<string> {
  expect(response.status).toBe(400);
  expect(response.headers.get("cache-control")).toContain("no-store");
  return ((await response.json()) as { error: string }).error;
}

describe("metadata", () => {
  requirement("as-metadata", "serves RFC 8414 metadata whose issuer is the URI it is served under", async () => {
    const response = authorizationServerMetadataGET();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const metadata = (await response.json()) as Record<string, unknown>;
    // RFC 8414 s3: the document of issuer I is at I + /.well-known/oauth-authorization-server.
    expect(metadata.issuer).toBe(issuer());
    expect(new URL(issuer()).pathname).toBe("/");
    expect(metadata.response_types_supported).toEqual(["code"]);
    expect(metadata.authorization_endpoint).toMatch(/^http/);
    expect(metadata.token_endpoint).toMatch(/^http/);
  });

  requirement("pkce-advertised", "advertises S256 alone in both discovery documents", async () => {
    for (const response of [authorizationServerMetadataGET(), await openIdConfigurationGET()]) {
      const metadata = (await response.json()) as Record<string, unknown>;
      expect(metadata.code_challenge_methods_supported).toEqual(["S256"]);
    }
  });

  requirement("iss-on-success", "advertises authorization_response_iss_parameter_supported", async () => {
    const metadata = (await authorizationServerMetadataGET().json()) as Record<string, unknown>;
    expect(metadata.authorization_response_iss_parameter_supported).toBe(true);
  });

  requirement("cimd-supported", "advertises client_id_metadata_document_supported", async () => {
    const metadata = (await authorizationServerMetadataGET().json()) as Record<string, unknown>;
    expect(metadata.client_id_metadata_document_supported).toBe(true);
  });
});

describe("PKCE", () => {
  requirement(
    "pkce-enforced",
    "refuses a public client's request without code_challenge, back to the client",
    async () => {
      const { code_challenge: _c, code_challenge_method: _m, ...missing } = agentQuery();
      const location = await redirected(missing);
      expect(location.searchParams.get("error")).toBe("invalid_request");
      expect(location.searchParams.has("code")).toBe(false);
    },
  );

  requirement("pkce-enforced", "refuses the plain method", async () => {
    const { verifier } = pkcePair();
    const location = await redirected(agentQuery({ code_challenge: verifier, code_challenge_method: "plain" }));
    expect(location.searchParams.get("error")).toBe("invalid_request");
    expect(location.searchParams.has("code")).toBe(false);
  });

  requirement(
    "pkce-enforced",
    "refuses a wrong verifier, a missing one, and a verifier without a challenge",
    async () => {
      const pkce = pkcePair();
      const { code } = await authorizeAndAllow(agentQuery({}, pkce), await demoUser());
      expect(await tokenError(await exchange(code, { code_verifier: pkcePair().verifier }, agent))).toBe(
        "invalid_grant",
      );
      const second = await authorizeAndAllow(agentQuery({}, pkcePair()), await demoUser());
      expect(await tokenError(await exchange(second.code, {}, agent))).toBe("invalid_request");
      // RFC 9700 s2.1.1: a verifier for a code issued without a challenge is a downgrade attempt.
      const third = await authorizeAndAllow(confQuery(), await demoUser());
      expect(await tokenError(await exchange(third.code, { code_verifier: pkce.verifier }))).toBe("invalid_grant");
    },
  );

  requirement("pkce-enforced", "issues tokens for the right verifier, once", async () => {
    const pkce = pkcePair();
    const { code } = await authorizeAndAllow(agentQuery({}, pkce), await demoUser());
    const response = await exchange(code, { code_verifier: pkce.verifier }, agent);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(await tokenError(await exchange(code, { code_verifier: pkce.verifier }, agent))).toBe("invalid_grant");
  });
});

describe("redirect safety", () => {
  it.each([
    ["an unregistered host", "https://evil.example/callback"],
    ["the registered loopback URI with another path", "http://127.0.0.1:52111/elsewhere"],
    ["a trailing slash more", `${AGENT_REDIRECT}/`],
    ["https instead of the registered loopback http", "https://127.0.0.1:52111/callback"],
    ["a loopback host the client did not register", "http://localhost:52111/callback"],
  ])(
    "[redirect-exact · MCP 2025-03-26..2026-07-28] shows our own error page, never a redirect, for %s",
    async (_label, redirectUri) => {
      const outcome = await authorizePage(agentQuery({ redirect_uri: redirectUri }), await demoUser());
      expect(outcome.kind).toBe("error-page");
    },
  );

  requirement(
    "redirect-exact",
    "a registered URI matches only exactly, and the code is redeemed only for the URI it was issued to",
    async () => {
      const withQuery = `${confQuery().redirect_uri}?x=1`;
      expect((await authorizePage(confQuery({ redirect_uri: withQuery }), await demoUser())).kind).toBe("error-page");
      const pkce = pkcePair();
      const { code } = await authorizeAndAllow(agentQuery({}, pkce), await demoUser());
      const elsewhere = { ...agent, redirect: "http://127.0.0.1:52112/callback" };
      expect(await tokenError(await exchange(code, { code_verifier: pkce.verifier }, elsewhere))).toBe("invalid_grant");
    },
  );
});

describe("RFC 9207 iss", () => {
  requirement("iss-on-success", "names the issuer beside the code and the state", async () => {
    const { location } = await authorizeAndAllow(agentQuery(), await demoUser());
    expect(location.origin + location.pathname).toBe(AGENT_REDIRECT);
    expect(location.searchParams.getAll("iss")).toEqual([issuer()]);
    expect(location.searchParams.getAll("state")).toEqual(["agent-state"]);
  });

  const errors: [string, Record<string, string>, string][] = [
    ["no code_challenge", { code_challenge: "" }, "invalid_request"],
    ["an unknown scope", { scope: "PROFILE_READ NOT_A_SCOPE" }, "invalid_scope"],
    ["a scope the client lacks", { scope: "WEBHOOK_WRITE" }, "invalid_scope"],
    ["a foreign resource", { resource: "https://evil.example/mcp" }, "invalid_target"],
    ["another response_type", { response_type: "token" }, "unsupported_response_type"],
    ["prompt=none without a remembered grant", { prompt: "none", scope: "openid SCHEDULE_READ" }, "consent_required"],
  ];
  it.each(errors)(
    "[iss-on-error · MCP 2026-07-28] names the issuer and the state on the error redirect for %s",
    async (_label, extra, error) => {
      const query = Object.fromEntries(Object.entries(agentQuery(extra)).filter(([, v]) => v !== ""));
      const location = await redirected(query);
      expect(location.searchParams.get("error")).toBe(error);
      expect(location.searchParams.getAll("iss")).toEqual([issuer()]);
      expect(location.searchParams.getAll("state")).toEqual(["agent-state"]);
    },
  );

  requirement("iss-on-error", "names the issuer on login_required for a signed-out prompt=none", async () => {
    const outcome = await authorizePage(agentQuery({ prompt: "none" }), null);
    if (outcome.kind !== "redirect") throw new Error(`expected a redirect, got ${outcome.kind}`);
    const location = new URL(outcome.location);
    expect(location.searchParams.get("error")).toBe("login_required");
    expect(location.searchParams.getAll("iss")).toEqual([issuer()]);
    expect(location.searchParams.getAll("state")).toEqual(["agent-state"]);
  });

  requirement("iss-on-error", "names the issuer when the user denies", async () => {
    const user = await demoUser();
    const outcome = await authorizePage(agentQuery({ scope: "SCHEDULE_READ" }), user);
    if (outcome.kind !== "consent") throw new Error(`expected consent, got ${outcome.kind}`);
    const form = { request: outcome.formRequest, csrf: outcome.csrf, decision: "deny" };
    const decided = await decideConsent(await authorizeEndpointDeps(), form, user.id);
    if (decided.kind !== "redirect") throw new Error(`expected a redirect, got ${decided.kind}`);
    const location = new URL(decided.location);
    expect(location.searchParams.get("error")).toBe("access_denied");
    expect(location.searchParams.getAll("iss")).toEqual([issuer()]);
    expect(location.searchParams.getAll("state")).toEqual(["agent-state"]);
  });
});

describe("refresh tokens", () => {
  requirement("refresh-rotation", "rotates a public client's refresh token and keeps the scopes", async () => {
    const pkce = pkcePair();
    const { code } = await authorizeAndAllow(agentQuery({}, pkce), await demoUser());
    const first = (await (await exchange(code, { code_verifier: pkce.verifier }, agent)).json()) as Record<
      string,
      string
    >;
    const rotated = await refresh(first.refresh_token!, agent);
    expect(rotated.status).toBe(200);
    const second = (await rotated.json()) as Record<string, string>;
    expect(second.refresh_token).toBeTruthy();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.scope).toBe("PROFILE_READ");
  });
});
