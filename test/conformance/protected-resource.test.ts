// What every MCP authorization revision asks of the API as the protected resource (the MCP
// server's role), read the way an MCP client reads it: challenges parsed by the MCP SDK's own
// parser, the RFC 9728 document fetched from the URL the challenge names, the audience of the
// tokens, and the 403 that leads to a step-up.
import { extractWWWAuthenticateParams } from "@modelcontextprotocol/sdk/client/auth.js";
import { decodeJwt } from "jose";
import { beforeAll, describe, expect } from "vitest";
import { answerAuthorization } from "@/app/(consent)/auth/oauth2/authorize/answer-authorization";
import { GET as protectedResourceGET } from "@/app/.well-known/oauth-protected-resource/v2/route";
import { GET as bookingsGET } from "@/app/v2/bookings/route";
import { seedDemoData } from "@/lib/server/roots/demo-seed";
import { apiResource, issuer } from "@/lib/server/roots/oauth";
import { PUB, authorizeAndAllow, demoUser, exchange, me, pkcePair, tokenRequest } from "../oauth/oauth-test-kit";
import { withTestDatabase } from "../test-database";
import { requirement } from "./mcp-revisions";

const ctx = withTestDatabase();
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
});

const API = () => apiResource().identifier;
const REDIRECT = "http://127.0.0.1:52121/callback";
const agent = { clientId: PUB.clientId, redirect: REDIRECT };

/** An MCP client's token for `scope`, asked for this API (RFC 8707 `resource`) with PKCE. */
async function agentTokens(scope: string, extra: Record<string, string> = {}) {
  const pkce = pkcePair();
  const query = {
    response_type: "code",
    client_id: PUB.clientId,
    redirect_uri: REDIRECT,
    scope,
    state: "s",
    code_challenge: pkce.challenge,
    code_challenge_method: "S256",
    resource: API(),
  };
  const { code } = await authorizeAndAllow(query, await demoUser());
  const response = await exchange(code, { code_verifier: pkce.verifier, resource: API(), ...extra }, agent);
  return { response, tokens: (await response.clone().json()) as Record<string, string> };
}
const bookings = (token: string | null) =>
  bookingsGET(new Request(`${API()}/bookings`, token ? { headers: { authorization: `Bearer ${token}` } } : {}));

describe("bearer challenges", () => {
  requirement("prm-in-challenge", "every 401 names the protected-resource metadata URL", async () => {
    for (const response of [await me(null), await me(null, "Bearer not.a.jwt"), await bookings(null)]) {
      expect(response.status).toBe(401);
      const challenge = extractWWWAuthenticateParams(response);
      expect(challenge.resourceMetadataUrl?.href).toBe(
        `${new URL(API()).origin}/.well-known/oauth-protected-resource/v2`,
      );
    }
    expect(extractWWWAuthenticateParams(await me(null, "Bearer not.a.jwt")).error).toBe("invalid_token");
  });

  requirement("scope-in-challenge", "a 401 names the scope the operation needs", async () => {
    expect(extractWWWAuthenticateParams(await me(null)).scope).toBe("PROFILE_READ");
    expect(extractWWWAuthenticateParams(await bookings(null)).scope).toBe("BOOKING_READ");
  });

  requirement("token-not-in-query", "a token in the query string is not accepted", async () => {
    const { tokens } = await agentTokens("PROFILE_READ BOOKING_READ");
    const inQuery = await bookingsGET(new Request(`${API()}/bookings?access_token=${tokens.access_token}`));
    expect(inQuery.status).toBe(401);
    expect((await bookings(tokens.access_token!)).status).toBe(200);
  });

  requirement("status-codes", "400 for a malformed authorization request, on our own page", async () => {
    const answer = await answerAuthorization(new URLSearchParams({ client_id: "no-such-client" }), "203.0.113.9", null);
    expect(answer).toMatchObject({ kind: "error-page", status: 400 });
  });
});

describe("RFC 9728 document", () => {
  requirement("prm-document", "the URL a challenge names serves the API's document, naming us", async () => {
    const named = extractWWWAuthenticateParams(await me(null)).resourceMetadataUrl!;
    // RFC 9728 s3.1: the well-known segment inserted before the resource's path.
    expect(named.pathname).toBe(`/.well-known/oauth-protected-resource${new URL(API()).pathname}`);
    const response = protectedResourceGET();
    expect(response.status).toBe(200);
    const document = (await response.json()) as Record<string, unknown>;
    // RFC 9728 s3.3: the `resource` is the identifier the document's URL was derived from.
    expect(document.resource).toBe(API());
    expect(document.authorization_servers).toEqual([issuer()]);
    expect(document.bearer_methods_supported).toEqual(["header"]);
    expect(document.scopes_supported).toEqual(expect.arrayContaining(["PROFILE_READ", "BOOKING_READ"]));
  });
});

describe("RFC 8707 audience", () => {
  requirement("audience-exact", "a token asked for the API carries exactly its identifier as aud", async () => {
    const { response, tokens } = await agentTokens("PROFILE_READ");
    expect(response.status).toBe(200);
    expect(decodeJwt(tokens.access_token!).aud).toBe(API());
    expect((await me(tokens.access_token!)).status).toBe(200);
  });

  requirement(
    "audience-exact",
    "a token request naming another resource than the code's is invalid_target",
    async () => {
      const { response } = await agentTokens("PROFILE_READ", { resource: "https://other.example/mcp" });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe("invalid_target");
    },
  );

  requirement(
    "audience-exact",
    "a refresh naming the resource keeps the audience; naming another is refused",
    async () => {
      const { tokens } = await agentTokens("PROFILE_READ");
      const refreshFor = (resource: string) =>
        tokenRequest({
          grant_type: "refresh_token",
          refresh_token: tokens.refresh_token!,
          client_id: PUB.clientId,
          resource,
        });
      const foreign = await refreshFor("https://other.example/mcp");
      expect(foreign.status).toBe(400);
      expect(((await foreign.json()) as { error: string }).error).toBe("invalid_target");
      // The MCP SDK names the resource on every refresh.
      const refreshed = await refreshFor(API());
      expect(refreshed.status).toBe(200);
      const next = (await refreshed.json()) as { access_token: string };
      expect(decodeJwt(next.access_token).aud).toBe(API());
    },
  );

  requirement("audience-exact", "a token of ours meant for someone else (an ID token) is refused", async () => {
    const { tokens } = await agentTokens("openid PROFILE_READ");
    expect(decodeJwt(tokens.id_token!).aud).toBe(PUB.clientId);
    const response = await me(tokens.id_token!);
    expect(response.status).toBe(401);
    expect(extractWWWAuthenticateParams(response).error).toBe("invalid_token");
  });
});

describe("insufficient scope", () => {
  requirement(
    "insufficient-scope-step-up",
    "a 403 names every scope the operation needs; asking for them all succeeds",
    async () => {
      const { tokens } = await agentTokens("PROFILE_READ");
      const refused = await bookings(tokens.access_token!);
      expect(refused.status).toBe(403);
      const challenge = extractWWWAuthenticateParams(refused);
      expect(challenge.error).toBe("insufficient_scope");
      expect(challenge.resourceMetadataUrl?.href).toMatch(/\/\.well-known\/oauth-protected-resource\/v2$/);
      expect(challenge.scope?.split(" ").sort()).toEqual(["BOOKING_READ", "PROFILE_READ"]);

      const stepped = await agentTokens(challenge.scope!);
      expect(stepped.tokens.scope?.split(" ").sort()).toEqual(["BOOKING_READ", "PROFILE_READ"]);
      expect((await bookings(stepped.tokens.access_token!)).status).toBe(200);
      expect((await me(stepped.tokens.access_token!)).status).toBe(200);
    },
  );
});
