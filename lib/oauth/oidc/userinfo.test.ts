import { generateKeyPair } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { type AccessTokenSigningKey, signAccessToken } from "../access-token";
import type { GrantRecord } from "../ports";
import type { Scope } from "../scope-catalogue";
import { type UserInfoDeps, answerUserInfo } from "./userinfo";

const ISSUER = "https://auth.example.com";
const AUDIENCE = "https://api.example.com";
const now = new Date("2030-01-01T00:00:00Z");
const UMA = {
  id: "user-1",
  name: "Uma User",
  email: "uma@example.com",
  username: "uma",
  timeZone: "Europe/Berlin",
  emailVerified: false,
};

let signing: AccessTokenSigningKey;
let deps: UserInfoDeps;
const grants = new Map<string, GrantRecord>();

beforeAll(async () => {
  const keys = await generateKeyPair("ES256");
  signing = { privateKey: keys.privateKey, kid: "k", alg: "ES256" };
  deps = {
    verify: { getKey: keys.publicKey, issuer: ISSUER, audience: AUDIENCE, now },
    findGrant: async (id) => grants.get(id) ?? null,
    findClientAccess: async () => ({ status: "APPROVED", scopes: ["openid", "PROFILE_READ", "BOOKING_READ"] }),
    findUserClaims: async (id) => (id === UMA.id ? UMA : null),
  };
});

async function bearer(scopes: Scope[], legacyUnrestricted = false): Promise<string> {
  const id = `g-${grants.size}`;
  grants.set(id, {
    id,
    clientId: "rp",
    userId: UMA.id,
    scopes,
    legacyUnrestricted,
    authorizationCodeHash: id,
    createdAt: now,
    revokedAt: null,
    revokedReason: null,
  });
  const token = await signAccessToken(signing, {
    issuer: ISSUER,
    audience: AUDIENCE,
    userId: UMA.id,
    clientId: "rp",
    grantId: id,
    scopes,
    legacyUnrestricted,
    jti: id,
    now,
  });
  return `Bearer ${token}`;
}

describe("UserInfo", () => {
  it("openid alone releases sub and nothing else", async () => {
    expect(await answerUserInfo(deps, await bearer(["openid", "BOOKING_READ"]))).toEqual({
      ok: true,
      claims: { sub: UMA.id },
    });
  });

  it("PROFILE_READ releases name, email, email_verified (false: not proven yet), preferred_username and zoneinfo", async () => {
    expect(await answerUserInfo(deps, await bearer(["openid", "PROFILE_READ"]))).toEqual({
      ok: true,
      claims: {
        sub: UMA.id,
        name: "Uma User",
        email: "uma@example.com",
        email_verified: false,
        preferred_username: "uma",
        zoneinfo: "Europe/Berlin",
      },
    });
  });

  it("claims the address verified once it was proven", async () => {
    const proven = { ...deps, findUserClaims: async () => ({ ...UMA, emailVerified: true }) };
    const answer = await answerUserInfo(proven, await bearer(["openid", "PROFILE_READ"]));
    expect(answer.ok && answer.claims.email_verified).toBe(true);
  });

  it("a token without openid (a legacy-unrestricted one included) is 403 insufficient_scope", async () => {
    for (const header of [await bearer(["PROFILE_READ"]), await bearer([], true)]) {
      const result = await answerUserInfo(deps, header);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.status).toBe(403);
        expect(result.error.wwwAuthenticate()).toContain('error="insufficient_scope"');
        expect(result.error.wwwAuthenticate()).toContain('scope="openid"');
      }
    }
  });

  it("no token is 401 with a bare Bearer challenge; a bad one 401 invalid_token", async () => {
    const none = await answerUserInfo(deps, null);
    expect(!none.ok && none.error.status === 401 && none.error.wwwAuthenticate()).toBe("Bearer");
    const bad = await answerUserInfo(deps, "Bearer a.b.c");
    expect(!bad.ok && bad.error.code).toBe("invalid_token");
  });
});
