import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_CLIENTS } from "@/lib/db/demo-data";
import { seedDemoData } from "../demo-seed";
import { withTestDatabase } from "../test-database";
import {
  CONF,
  PUB,
  authorizeAndAllow,
  confQuery,
  demoUser,
  exchange,
  me,
  pkcePair,
  refresh,
  tokenRequest,
} from "./oauth-test-kit";

const ctx = withTestDatabase();
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
});

type TokenBody = { access_token: string; refresh_token: string; token_type: string; expires_in: number; scope: string };
const newCode = async (extra: Record<string, string> = {}) =>
  (await authorizeAndAllow(confQuery(extra), await demoUser())).code;

async function expectError(response: Response, status: number, error: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const body = (await response.json()) as { error: string; error_description: string };
  expect(body.error).toBe(error);
  expect(typeof body.error_description).toBe("string");
  return body;
}

describe("POST /v2/auth/oauth2/token: authorization_code", () => {
  it("exchanges a code for exactly the spec's token response, not cacheable", async () => {
    const response = await exchange(await newCode());
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("pragma")).toBe("no-cache");
    const body = (await response.json()) as TokenBody;
    expect(Object.keys(body).sort()).toEqual(["access_token", "expires_in", "refresh_token", "scope", "token_type"]);
    expect(body).toMatchObject({ token_type: "bearer", expires_in: 1800, scope: "BOOKING_READ PROFILE_READ" });
    const [header, payload] = body.access_token
      .split(".")
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, "base64url").toString()));
    expect(header).toMatchObject({ alg: "ES256", typ: "at+jwt", kid: expect.any(String) });
    expect(payload).toMatchObject({
      iss: "http://localhost:3000",
      aud: "http://localhost:3000",
      client_id: CONF.clientId,
      scope: "BOOKING_READ PROFILE_READ",
    });
    expect(payload.exp - payload.iat).toBe(1800);
    // Only hashes are stored.
    const stored = JSON.stringify(await ctx.db.prisma.refreshToken.findMany());
    expect(stored).not.toContain(body.refresh_token);
  });

  it("accepts JSON bodies and HTTP Basic client authentication", async () => {
    const json = await tokenRequest(
      {
        grant_type: "authorization_code",
        code: await newCode(),
        redirect_uri: CONF.redirectUris[0],
        client_id: CONF.clientId,
        client_secret: CONF.secret,
      },
      { json: true },
    );
    expect(json.status).toBe(200);
    const basic = `Basic ${Buffer.from(`${CONF.clientId}:${CONF.secret}`).toString("base64")}`;
    const viaBasic = await tokenRequest(
      { grant_type: "authorization_code", code: await newCode(), redirect_uri: CONF.redirectUris[0] },
      { headers: { authorization: basic } },
    );
    expect(viaBasic.status).toBe(200);
  });

  it("refuses a wrong or missing secret and an unknown client with 401 invalid_client and a challenge", async () => {
    const code = await newCode();
    for (const client of [
      { clientId: CONF.clientId, secret: "wrong" },
      { clientId: CONF.clientId },
      { clientId: "nobody", secret: "x" },
    ]) {
      const response = await exchange(code, {}, client);
      await expectError(response, 401, "invalid_client");
      expect(response.headers.get("www-authenticate")).toMatch(/^Basic/);
    }
    // The code was not burnt by failed client authentication.
    expect((await exchange(code)).status).toBe(200);
  });

  it("refuses a second use of a code and revokes every token issued from it", async () => {
    const code = await newCode();
    const first = (await (await exchange(code)).json()) as TokenBody;
    expect((await me(first.access_token)).status).toBe(200);
    await expectError(await exchange(code), 400, "invalid_grant");
    await expectError(await refresh(first.refresh_token), 400, "invalid_grant");
    expect((await me(first.access_token)).status).toBe(401);
  });

  it("lets exactly one of many concurrent exchanges of one code succeed", async () => {
    const code = await newCode();
    const responses = await Promise.all(Array.from({ length: 8 }, () => exchange(code)));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 400)).toHaveLength(7);
  });

  it("refuses a redirect_uri different from the authorization request's, a foreign code and garbage", async () => {
    await expectError(await exchange(await newCode(), { redirect_uri: CONF.redirectUris[1] }), 400, "invalid_grant");
    const { code: pubCode } = await authorizeAndAllow(
      {
        client_id: PUB.clientId,
        redirect_uri: PUB.redirectUris[0],
        scope: "PROFILE_READ",
        code_challenge: pkcePair().challenge,
      },
      await demoUser(),
    );
    await expectError(await exchange(pubCode), 400, "invalid_grant");
    await expectError(await exchange("not-a-code"), 400, "invalid_grant");
  });

  it("refuses an expired code", async () => {
    const code = await newCode();
    await ctx.db.prisma.authorizationCode.updateMany({
      where: { consumedAt: null },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await expectError(await exchange(code), 400, "invalid_grant");
  });

  it("makes a public client prove itself with the PKCE verifier", async () => {
    const user = await demoUser();
    const pub = { clientId: PUB.clientId, redirect: PUB.redirectUris[0] };
    const pkce = pkcePair();
    const query = {
      client_id: PUB.clientId,
      redirect_uri: PUB.redirectUris[0],
      scope: "PROFILE_READ",
      code_challenge: pkce.challenge,
    };
    await expectError(await exchange((await authorizeAndAllow(query, user)).code, {}, pub), 400, "invalid_request");
    await expectError(
      await exchange((await authorizeAndAllow(query, user)).code, { code_verifier: pkcePair().verifier }, pub),
      400,
      "invalid_grant",
    );
    const ok = await exchange((await authorizeAndAllow(query, user)).code, { code_verifier: pkce.verifier }, pub);
    expect(ok.status).toBe(200);
  });

  it("refuses a client that is not approved with unauthorized_client", async () => {
    const pending = DEMO_CLIENTS.pending;
    await expectError(
      await exchange("whatever", {}, { clientId: pending.clientId, secret: pending.secret }),
      400,
      "unauthorized_client",
    );
  });
});

describe("POST /v2/auth/oauth2/token: refresh_token", () => {
  it("rotates: a new refresh token each time, scopes unchanged, the old one retired", async () => {
    const first = (await (await exchange(await newCode())).json()) as TokenBody;
    const second = (await (await refresh(first.refresh_token)).json()) as TokenBody;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.scope).toBe(first.scope);
    const third = await refresh(second.refresh_token);
    expect(third.status).toBe(200);
  });

  it("treats reuse of a retired refresh token as theft: the whole family is revoked, other grants untouched", async () => {
    const deviceA = (await (await exchange(await newCode())).json()) as TokenBody;
    const deviceB = (await (await exchange(await newCode())).json()) as TokenBody;
    const rotated = (await (await refresh(deviceA.refresh_token)).json()) as TokenBody;
    const newest = (await (await refresh(rotated.refresh_token)).json()) as TokenBody;
    await expectError(await refresh(deviceA.refresh_token), 400, "invalid_grant");
    await expectError(await refresh(newest.refresh_token), 400, "invalid_grant");
    expect((await me(newest.access_token)).status).toBe(401);
    expect((await refresh(deviceB.refresh_token)).status).toBe(200);
  });

  it("refuses another client's refresh token and an expired one", async () => {
    const tokens = (await (await exchange(await newCode())).json()) as TokenBody;
    const legacy = DEMO_CLIENTS.legacy;
    await expectError(
      await refresh(tokens.refresh_token, { clientId: legacy.clientId, secret: legacy.secret }),
      400,
      "invalid_grant",
    );
    await ctx.db.prisma.refreshToken.updateMany({
      where: { usedAt: null },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await expectError(await refresh(tokens.refresh_token), 400, "invalid_grant");
  });
});

describe("POST /v2/auth/oauth2/token: malformed requests", () => {
  const valid = {
    grant_type: "refresh_token",
    refresh_token: "x",
    client_id: CONF.clientId,
    client_secret: CONF.secret,
  };
  it.each([
    [
      "a missing grant_type",
      () => tokenRequest({ client_id: CONF.clientId, client_secret: CONF.secret }),
      400,
      "invalid_request",
    ],
    [
      "an unsupported grant_type",
      () => tokenRequest({ ...valid, grant_type: "password" }),
      400,
      "unsupported_grant_type",
    ],
    [
      "a duplicated parameter",
      () => tokenRequest(`${new URLSearchParams(valid)}&grant_type=refresh_token`),
      400,
      "invalid_request",
    ],
    [
      "an unsupported content type",
      () => tokenRequest("x", { headers: { "content-type": "text/plain" } }),
      400,
      "invalid_request",
    ],
    ["broken JSON", () => tokenRequest("{not json", { json: true }), 400, "invalid_request"],
    ["a JSON array", () => tokenRequest("[1,2]", { json: true }), 400, "invalid_request"],
    [
      "a nested JSON value",
      () => tokenRequest(JSON.stringify({ ...valid, refresh_token: { $ne: 1 } }), { json: true }),
      400,
      "invalid_request",
    ],
    [
      "a one-element JSON array for a string",
      () => tokenRequest(JSON.stringify({ ...valid, grant_type: ["refresh_token"] }), { json: true }),
      400,
      "invalid_request",
    ],
    [
      "a JSON number for a string",
      () => tokenRequest(JSON.stringify({ ...valid, client_id: 12 }), { json: true }),
      400,
      "invalid_request",
    ],
    [
      "a JSON null",
      () => tokenRequest(JSON.stringify({ ...valid, client_secret: null }), { json: true }),
      400,
      "invalid_request",
    ],
    [
      "a JSON boolean in an extra parameter",
      () => tokenRequest(JSON.stringify({ ...valid, extra: true }), { json: true }),
      400,
      "invalid_request",
    ],
    [
      "an extra form parameter sent twice",
      () => tokenRequest(`${new URLSearchParams(valid)}&x=1&x=2`),
      400,
      "invalid_request",
    ],
    [
      "client_id sent twice with the same value",
      () => tokenRequest(`${new URLSearchParams(valid)}&client_id=${CONF.clientId}`),
      400,
      "invalid_request",
    ],
    ["an oversized body", () => tokenRequest({ ...valid, padding: "x".repeat(20_000) }), 400, "invalid_request"],
    [
      "both Basic and body credentials",
      () =>
        tokenRequest(valid, {
          headers: { authorization: `Basic ${Buffer.from(`${CONF.clientId}:${CONF.secret}`).toString("base64")}` },
        }),
      400,
      "invalid_request",
    ],
  ])("answers %s with an RFC 6749 error, never a 500", async (_label, send, status, error) => {
    await expectError(await send(), status, error);
  });
});
