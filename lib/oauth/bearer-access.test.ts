import { generateKeyPair } from "jose";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type AccessTokenInput, type AccessTokenSigningKey, signAccessToken } from "./access-token";
import { type BearerAccessDeps, authorizeBearerRequest, readBearerToken } from "./bearer-access";
import { InsufficientScopeError, InvalidTokenError, MissingTokenError } from "./errors";
import type { ClientStatus, GrantRecord } from "./ports";
import type { Scope } from "./scope-catalogue";

const ISSUER = "https://api.example.com";
const AUDIENCE = "https://api.example.com/v2";
const now = new Date("2030-01-01T00:00:00Z");

const scopedGrant: GrantRecord = {
  id: "grant-1",
  clientId: "client-1",
  userId: "user-1",
  scopes: ["ORG_BOOKING_READ", "PROFILE_READ"],
  legacyUnrestricted: false,
  authorizationCodeHash: "h1",
  createdAt: now,
  revokedAt: null,
  revokedReason: null,
};
const legacyGrant: GrantRecord = {
  ...scopedGrant,
  id: "grant-2",
  scopes: [],
  legacyUnrestricted: true,
  authorizationCodeHash: "h2",
};

let signing: AccessTokenSigningKey;
let deps: BearerAccessDeps;
let grants: Map<string, GrantRecord>;
let clientStatus: ClientStatus | null;
let clientScopes: Scope[];

beforeAll(async () => {
  const keys = await generateKeyPair("ES256");
  signing = { privateKey: keys.privateKey, kid: "k", alg: "ES256" };
  deps = {
    verify: { getKey: keys.publicKey, issuer: ISSUER, audience: AUDIENCE, now },
    findGrant: async (id) => grants.get(id) ?? null,
    findClientAccess: async () => (clientStatus === null ? null : { status: clientStatus, scopes: clientScopes }),
  };
});
beforeEach(() => {
  clientStatus = "APPROVED";
  clientScopes = ["ORG_BOOKING_READ", "PROFILE_READ"];
  grants = new Map([
    [scopedGrant.id, scopedGrant],
    [legacyGrant.id, legacyGrant],
  ]);
});

const tokenFor = (grant: GrantRecord, over: Partial<AccessTokenInput> = {}) =>
  signAccessToken(signing, {
    issuer: ISSUER,
    audience: AUDIENCE,
    userId: grant.userId,
    clientId: grant.clientId,
    grantId: grant.id,
    scopes: grant.scopes,
    legacyUnrestricted: grant.legacyUnrestricted,
    jti: "j",
    now,
    ...over,
  });
const check = async (
  header: string | null,
  requiredScope: Parameters<typeof authorizeBearerRequest>[1]["requiredScope"],
) => authorizeBearerRequest(deps, { authorizationHeader: header, requiredScope });

describe("authorizeBearerRequest", () => {
  it("stops a scope at once in existing tokens when the client no longer has it", async () => {
    const token = `Bearer ${await tokenFor(scopedGrant)}`;
    clientScopes = ["PROFILE_READ"];
    const narrowed = await check(token, "TEAM_BOOKING_READ");
    expect(narrowed.ok).toBe(false);
    if (!narrowed.ok) expect(narrowed.error).toBeInstanceOf(InsufficientScopeError);
    expect((await check(token, "PROFILE_READ")).ok).toBe(true);
  });

  it("keeps a legacy-unrestricted grant unrestricted after its client chose scopes", async () => {
    clientScopes = ["PROFILE_READ"];
    expect((await check(`Bearer ${await tokenFor(legacyGrant)}`, "ORG_BOOKING_WRITE")).ok).toBe(true);
  });

  it.each(["SUSPENDED", "REJECTED", "PENDING", null] as const)(
    "refuses a valid token at once when its client is %s",
    async (status) => {
      clientStatus = status;
      const result = await check(`Bearer ${await tokenFor(scopedGrant)}`, "PROFILE_READ");
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toBeInstanceOf(InvalidTokenError);
    },
  );

  it("admits a live token whose scopes cover the endpoint", async () => {
    const result = await check(`Bearer ${await tokenFor(scopedGrant)}`, "PROFILE_READ");
    expect(result).toEqual({
      ok: true,
      access: {
        userId: "user-1",
        clientId: "client-1",
        grantId: "grant-1",
        scopes: ["ORG_BOOKING_READ", "PROFILE_READ"],
        legacyUnrestricted: false,
      },
    });
  });

  it("applies the ORG_ -> TEAM_ implication", async () => {
    expect((await check(`Bearer ${await tokenFor(scopedGrant)}`, "TEAM_BOOKING_READ")).ok).toBe(true);
  });

  it("answers 403 insufficient_scope naming the scope the endpoint needs", async () => {
    const result = await check(`Bearer ${await tokenFor(scopedGrant)}`, "BOOKING_WRITE");
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toBeInstanceOf(InsufficientScopeError);
      expect(result.error.status).toBe(403);
      expect(result.error.wwwAuthenticate()).toContain('scope="BOOKING_WRITE"');
    }
  });

  it("admits a legacy-unrestricted token to any scoped endpoint (spec s5.8)", async () => {
    expect((await check(`Bearer ${await tokenFor(legacyGrant)}`, "ORG_MEMBERSHIP_WRITE")).ok).toBe(true);
  });

  it("refuses the token of a revoked grant with invalid_token", async () => {
    const token = await tokenFor(scopedGrant);
    grants.set(scopedGrant.id, { ...scopedGrant, revokedAt: now, revokedReason: "authorization_code_reused" });
    const result = await check(`Bearer ${token}`, null);
    expect(result).toMatchObject({ ok: false, error: { code: "invalid_token", status: 401 } });
  });

  it("refuses a token whose grant is unknown or belongs to someone else", async () => {
    expect((await check(`Bearer ${await tokenFor(scopedGrant, { grantId: "missing" })}`, null)).ok).toBe(false);
    expect((await check(`Bearer ${await tokenFor(scopedGrant, { userId: "user-2" })}`, null)).ok).toBe(false);
    expect((await check(`Bearer ${await tokenFor(scopedGrant, { clientId: "client-2" })}`, null)).ok).toBe(false);
  });

  it("refuses an unscoped token claiming a grant that is scoped", async () => {
    const token = await tokenFor(scopedGrant, { scopes: [], legacyUnrestricted: true });
    expect((await check(`Bearer ${token}`, "PROFILE_READ")).ok).toBe(false);
  });

  it("refuses an expired token with invalid_token", async () => {
    const token = await tokenFor(scopedGrant, { now: new Date(now.getTime() - 1800 * 1000) });
    const result = await check(`Bearer ${token}`, null);
    expect(result.ok === false && result.error instanceof InvalidTokenError && result.error.description).toBe(
      "the access token has expired",
    );
  });

  it("answers a request without bearer credentials with a bare 401 challenge", async () => {
    for (const header of [null, "", "Basic abc"]) {
      const result = await check(header, "PROFILE_READ");
      expect(result.ok === false && result.error, String(header)).toBeInstanceOf(MissingTokenError);
    }
  });

  it("answers a malformed Bearer header with invalid_token", async () => {
    const result = await check("Bearer a b", null);
    expect(result.ok === false && result.error).toBeInstanceOf(InvalidTokenError);
  });
});

describe("readBearerToken", () => {
  const jws = "eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ1In0.c2lnbmF0dXJlcw";

  it("reads a compact JWS after a case-insensitive Bearer scheme and one space", () => {
    expect(readBearerToken(`Bearer ${jws}`)).toBe(jws);
    expect(readBearerToken(`bearer ${jws}`)).toBe(jws);
    expect(readBearerToken(`BEARER ${jws}`)).toBe(jws);
  });

  it("returns null without bearer credentials and 'malformed' for a broken value", () => {
    expect(readBearerToken(undefined)).toBeNull();
    expect(readBearerToken("Basic abc")).toBeNull();
    expect(readBearerToken("Bearer")).toBe("malformed");
    expect(readBearerToken("Bearer ")).toBe("malformed");
    expect(readBearerToken("Bearer a,b")).toBe("malformed");
    expect(readBearerToken("Bearer abc")).toBe("malformed");
  });

  it.each([
    ["padding appended", `Bearer ${jws}==`],
    ["one padding character", `Bearer ${jws}=`],
    ["two spaces", `Bearer  ${jws}`],
    ["a trailing space", `Bearer ${jws} `],
    ["a tab", `Bearer\t${jws}`],
    ["a trailing comma", `Bearer ${jws},`],
    ["standard base64 characters", `Bearer ${jws.replace("c2ln", "c2l+")}`],
    ["a non-canonical last character (same bytes)", `Bearer ${jws.slice(0, -1)}x`],
    ["four segments", `Bearer ${jws}.e30`],
    ["an empty segment", `Bearer ${jws.split(".")[0]}..${jws.split(".")[2]}`],
  ])("refuses another spelling of a token: %s", (_, header) => {
    expect(readBearerToken(header)).toBe("malformed");
  });
});

describe("authorizeBearerRequest: one canonical spelling", () => {
  it("accepts the token as issued and refuses it with padding appended", async () => {
    const token = await tokenFor(scopedGrant);
    expect((await check(`Bearer ${token}`, null)).ok).toBe(true);
    const padded = await check(`Bearer ${token}==`, null);
    expect(padded.ok === false && padded.error).toBeInstanceOf(InvalidTokenError);
  });
});
