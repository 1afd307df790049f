// Property test of the token route on the real database: random and adversarial requests (wrong
// content types, duplicated and huge parameters, non-string JSON, unicode and NUL, odd
// Authorization headers, real client credentials with garbage grants, client assertions that are
// junk, unsigned or signed by no registered key) never get a 500, never a
// token, always an RFC 6749 error body with no-store, and write nothing.
import { generateKeyPairSync } from "node:crypto";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as tokenPOST } from "@/app/v2/auth/oauth2/token/route";
import { seedDemoData } from "../demo-seed";
import { withTestDatabase } from "../test-database";
import { CONF, PUB } from "../oauth/oauth-test-kit";

const ctx = withTestDatabase();
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
  // A registered key, so that assertions naming it reach the signature check (and fail there).
  const jwk = generateKeyPairSync("ec", { namedCurve: "P-256" }).publicKey.export({ format: "jwk" });
  const client = await ctx.db.prisma.oAuthClient.findUniqueOrThrow({ where: { clientId: CONF.clientId } });
  await ctx.db.prisma.clientKey.create({
    data: {
      clientId: client.id,
      kid: "k",
      alg: "ES256",
      jwk: { kty: "EC", crv: "P-256", x: jwk.x, y: jwk.y },
      thumbprint: "t",
    },
  });
});

const ADVERSARIAL = [
  "\u0000",
  "\r\nX-Injected: 1",
  '"><script>',
  "😀",
  "\u202e",
  "%00",
  "a".repeat(20_000),
  " ",
  "=",
  "&",
  "[]",
  "{}",
];
const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 10 }),
  fc.constantFrom(...ADVERSARIAL),
);
const NAMES = [
  "grant_type",
  "code",
  "redirect_uri",
  "code_verifier",
  "refresh_token",
  "client_id",
  "client_secret",
  "client_assertion_type",
  "client_assertion",
  "scope",
  "x",
] as const;
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const claims = { iss: CONF.clientId, sub: CONF.clientId, aud: "http://localhost:3000", exp: 4e9, jti: "j" };
const ASSERTIONS = [
  `${part({ alg: "none" })}.${part(claims)}.`,
  `${part({ alg: "HS256" })}.${part(claims)}.c2ln`,
  `${part({ alg: "ES256", kid: "k" })}.${part(claims)}.${"A".repeat(86)}`,
  `${part({ alg: "RS256" })}.${part({ ...claims, sub: ["x"] })}.AA`,
  `${part({ alg: "ES256" })}.${part(null)}.AA`,
  `${part("x")}.${part(claims)}.AA`,
  "a.b.c",
  "a.b.c.d.e",
];
const valueFor = (name: (typeof NAMES)[number]) => {
  switch (name) {
    case "grant_type":
      return fc.oneof(fc.constantFrom("authorization_code", "refresh_token", "password", "client_credentials"), text);
    case "client_id":
      return fc.oneof(fc.constantFrom(CONF.clientId, PUB.clientId), text);
    case "client_secret":
      return fc.oneof(fc.constant(CONF.secret), text);
    case "client_assertion_type":
      return fc.oneof(fc.constant("urn:ietf:params:oauth:client-assertion-type:jwt-bearer"), text);
    case "client_assertion":
      return fc.oneof(fc.constantFrom(...ASSERTIONS), text);
    case "redirect_uri":
      return fc.oneof(fc.constantFrom(...CONF.redirectUris, "https://evil.com/cb", "javascript:alert(1)"), text);
    default:
      return text;
  }
};
const pairs = fc.array(
  fc.constantFrom(...NAMES).chain((name) => valueFor(name).map((value) => [name, value] as const)),
  { maxLength: 10 },
);
const jsonValue = fc.oneof(
  text,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 2 }),
  fc.dictionary(text, text, { maxKeys: 2 }),
);

const body = fc.oneof(
  pairs.map((p) => ({
    type: "application/x-www-form-urlencoded",
    payload: new URLSearchParams(p.map(([k, v]) => [k, v])).toString(),
  })),
  fc
    .array(fc.tuple(fc.constantFrom(...NAMES), jsonValue), { maxLength: 8 })
    .map((p) => ({ type: "application/json", payload: JSON.stringify(Object.fromEntries(p)) })),
  fc
    .tuple(
      fc.constantFrom(
        "text/plain",
        "multipart/form-data",
        "application/xml",
        "",
        "application/json; charset=utf-16",
        "APPLICATION/JSON",
      ),
      fc.string({ maxLength: 200 }),
    )
    .map(([type, payload]) => ({ type, payload })),
  fc.string({ maxLength: 200 }).map((payload) => ({ type: "application/json", payload })),
);
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;
const authorization = fc.option(
  fc.oneof(
    fc.constant(basic(CONF.clientId, CONF.secret)),
    fc.tuple(text, text).map(([a, b]) => basic(a, b)),
    fc.constantFrom("Basic", "Basic ===", "Bearer x", "basic  Zm9vOmJhcg==  ", "Basic Zm9v"),
    text.filter((h) => /^[\t\x20-\x7e]*$/.test(h)),
  ),
  { nil: undefined },
);

async function snapshot() {
  const p = ctx.db.prisma;
  return {
    grants: await p.grant.count(),
    refreshTokens: await p.refreshToken.count(),
    codes: await p.authorizationCode.count(),
    consumed: await p.authorizationCode.count({ where: { consumedAt: { not: null } } }),
    revokedGrants: await p.grant.count({ where: { revokedAt: { not: null } } }),
  };
}

describe("POST /v2/auth/oauth2/token under random and adversarial input", () => {
  it("never answers 500 or a token, always an RFC error with no-store, and writes nothing", async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(body, authorization, async ({ type, payload }, auth) => {
        const headers: Record<string, string> = {};
        if (type !== "") headers["content-type"] = type;
        if (auth !== undefined) headers.authorization = auth;
        const response = await tokenPOST(
          new Request("http://localhost/v2/auth/oauth2/token", { method: "POST", headers, body: payload }),
        );
        expect([400, 401]).toContain(response.status);
        expect(response.headers.get("cache-control")).toBe("no-store");
        const json = (await response.json()) as Record<string, unknown>;
        expect(json).not.toHaveProperty("access_token");
        expect(typeof json.error).toBe("string");
        expect(json.error_description).toMatch(/^[\x20-\x21\x23-\x5b\x5d-\x7e]*$/);
      }),
      { numRuns: 200 },
    );
    expect(await snapshot()).toEqual(before);
  }, 120_000);
});
