// The server's DPoP settings as the routes run them (RFC 9449 s8, s9): with DPOP_NONCES=on the
// token endpoint and the API ask for a nonce (use_dpop_nonce + DPoP-Nonce) and oauth4webapi,
// unmodified, retries with it; with REQUIRE_DPOP_FOR_PUBLIC_CLIENTS=on a public client's token
// request without a proof is refused.
import * as oauth from "oauth4webapi";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as metadataGET } from "@/app/.well-known/oauth-authorization-server/route";
import { POST as tokenPOST } from "@/app/v2/auth/oauth2/token/route";
import { GET as meGET } from "@/app/v2/me/route";
import { seedDemoData } from "@/lib/server/roots/demo-seed";
import { issuer } from "@/lib/server/roots/oauth";
import { withTestDatabase } from "../test-database";
import { PUB, authorizeAndAllow, demoUser, pkcePair } from "./oauth-test-kit";

vi.hoisted(() => {
  process.env.DPOP_NONCES = "on";
  process.env.REQUIRE_DPOP_FOR_PUBLIC_CLIENTS = "on";
});

const ctx = withTestDatabase();
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
});

const inProcess = async (url: string, init: oauth.CustomFetchOptions<string, unknown>): Promise<Response> => {
  const request = new Request(url, init as unknown as RequestInit);
  const { pathname } = new URL(url);
  if (pathname === "/.well-known/oauth-authorization-server") return metadataGET();
  if (pathname === "/v2/auth/oauth2/token") return tokenPOST(request);
  if (pathname === "/v2/me") return meGET(request);
  return new Response(null, { status: 404 });
};
const options = { [oauth.allowInsecureRequests]: true, [oauth.customFetch]: inProcess } as const;

/** Calls `request` once more when the server asked for a nonce (the DPoP handle keeps it). */
async function withNonceRetry<T>(request: () => Promise<T>): Promise<{ result: T; askedForNonce: boolean }> {
  try {
    return { result: await request(), askedForNonce: false };
  } catch (error) {
    if (!oauth.isDPoPNonceError(error)) throw error;
    return { result: await request(), askedForNonce: true };
  }
}

describe("DPOP_NONCES=on and REQUIRE_DPOP_FOR_PUBLIC_CLIENTS=on", () => {
  it("refuses a public client without a proof; with one, the token endpoint and the API ask for a nonce", async () => {
    const as = await oauth.processDiscoveryResponse(
      new URL(issuer()),
      await oauth.discoveryRequest(new URL(issuer()), { algorithm: "oauth2", ...options }),
    );
    const app: oauth.Client = { client_id: PUB.clientId };
    const codeFor = async () => {
      const { verifier, challenge } = pkcePair();
      const { location } = await authorizeAndAllow(
        {
          client_id: PUB.clientId,
          redirect_uri: PUB.redirectUris[0]!,
          scope: "PROFILE_READ",
          state: "nonce",
          code_challenge: challenge,
          code_challenge_method: "S256",
        },
        await demoUser(),
      );
      return { params: oauth.validateAuthResponse(as, app, location, "nonce"), verifier };
    };

    const bare = await codeFor();
    const refused = oauth.processAuthorizationCodeResponse(
      as,
      app,
      await oauth.authorizationCodeGrantRequest(
        as,
        app,
        oauth.None(),
        bare.params,
        PUB.redirectUris[0]!,
        bare.verifier,
        options,
      ),
    );
    await expect(refused).rejects.toMatchObject({ error: "invalid_dpop_proof" });

    const DPoP = oauth.DPoP(app, await oauth.generateKeyPair("ES256"));
    const { params, verifier } = await codeFor();
    const exchanged = await withNonceRetry(async () =>
      oauth.processAuthorizationCodeResponse(
        as,
        app,
        await oauth.authorizationCodeGrantRequest(as, app, oauth.None(), params, PUB.redirectUris[0]!, verifier, {
          ...options,
          DPoP,
        }),
      ),
    );
    expect(exchanged.askedForNonce).toBe(true);
    expect(exchanged.result.token_type).toBe("dpop");

    const me = await oauth.protectedResourceRequest(
      exchanged.result.access_token,
      "GET",
      new URL("/v2/me", issuer()),
      undefined,
      undefined,
      { ...options, DPoP },
    );
    expect(me.status).toBe(200);
  });
});
