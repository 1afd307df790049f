// The RFC 7009 revocation and RFC 7662 introspection endpoints over the real store, as clients
// and resource servers call them.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as introspectPOST } from "@/app/v2/auth/oauth2/introspect/route";
import { POST as revokePOST } from "@/app/v2/auth/oauth2/revoke/route";
import { GET as metadataGET } from "@/app/.well-known/oauth-authorization-server/route";
import { seedDemoData } from "../demo-seed";
import { withTestDatabase } from "../test-database";
import { CONF, PUB, authorizeAndAllow, confQuery, demoUser, exchange, me, refresh } from "./oauth-test-kit";

const ctx = withTestDatabase();
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
});

type Tokens = { access_token: string; refresh_token: string; scope: string };
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;
const post = (
  handler: (r: Request) => Promise<Response>,
  path: string,
  body: string,
  headers: Record<string, string> = {},
) =>
  handler(
    new Request(`http://localhost:3000/v2/auth/oauth2/${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        authorization: basic(CONF.clientId, CONF.secret),
        ...headers,
      },
      body,
    }),
  );
const revoke = (body: string, headers?: Record<string, string>) => post(revokePOST, "revoke", body, headers);
const introspect = async (token: string, headers?: Record<string, string>) => {
  const response = await post(introspectPOST, "introspect", new URLSearchParams({ token }).toString(), headers);
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, response };
};
// Each test takes a grant with a scope set of its own, so remembered consent never skips a step it needs.
const login = async (scope: string): Promise<Tokens> => {
  const { code } = await authorizeAndAllow(confQuery({ scope }), await demoUser());
  return (await (await exchange(code)).json()) as Tokens;
};

describe("POST /v2/auth/oauth2/revoke", () => {
  it("revoking the refresh token stops it and the access token at once", async () => {
    const tokens = await login("PROFILE_READ");
    expect((await me(tokens.access_token)).status).toBe(200);
    const response = await revoke(
      new URLSearchParams({ token: tokens.refresh_token, token_type_hint: "refresh_token" }).toString(),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect((await me(tokens.access_token)).status).toBe(401);
    expect((await refresh(tokens.refresh_token)).status).toBe(400);
  });

  it("revoking the access token stops it at once", async () => {
    const tokens = await login("PROFILE_READ BOOKING_READ");
    expect((await revoke(new URLSearchParams({ token: tokens.access_token }).toString())).status).toBe(200);
    expect((await me(tokens.access_token)).status).toBe(401);
  });

  it("answers 200 for another client's token, and leaves it working", async () => {
    const tokens = await login("PROFILE_READ SCHEDULE_READ");
    const asPublic = await revoke(
      new URLSearchParams({ token: tokens.refresh_token, client_id: PUB.clientId }).toString(),
      { authorization: "" },
    );
    expect(asPublic.status).toBe(200);
    expect((await me(tokens.access_token)).status).toBe(200);
    expect((await refresh(tokens.refresh_token)).status).toBe(200);
  });

  it("answers 200 for an unknown token, 401 for a wrong secret, 400 for a repeated parameter", async () => {
    expect((await revoke("token=unknown")).status).toBe(200);
    const wrong = await revoke("token=unknown", { authorization: basic(CONF.clientId, "wrong") });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toMatch(/^Basic/);
    const twice = await revoke("token=a&token=b");
    expect(twice.status).toBe(400);
    expect(await twice.json()).toMatchObject({ error: "invalid_request" });
  });
});

describe("POST /v2/auth/oauth2/introspect", () => {
  it("describes a live token to its client, and shows it inactive after revocation", async () => {
    const tokens = await login("PROFILE_READ EVENT_TYPE_READ");
    const live = await introspect(tokens.access_token);
    expect(live.status).toBe(200);
    expect(live.response.headers.get("cache-control")).toContain("no-store");
    expect(live.body).toMatchObject({
      active: true,
      client_id: CONF.clientId,
      token_type: "bearer",
      token_use: "access_token",
      scope: tokens.scope,
      iss: "http://localhost:3000",
      aud: "http://localhost:3000",
    });
    const refresh = (await introspect(tokens.refresh_token)).body;
    expect(refresh).toMatchObject({ active: true, token_use: "refresh_token" });
    expect(refresh).not.toHaveProperty("token_type");
    await revoke(new URLSearchParams({ token: tokens.refresh_token }).toString());
    expect((await introspect(tokens.access_token)).body).toEqual({ active: false });
    expect((await introspect(tokens.refresh_token)).body).toEqual({ active: false });
  });

  it("refuses public clients and wrong secrets, and answers inactive for junk", async () => {
    expect((await introspect("x", { authorization: "" })).status).toBe(401);
    expect((await introspect("x", { authorization: basic(CONF.clientId, "nope") })).status).toBe(401);
    expect((await introspect("not-a-token")).body).toEqual({ active: false });
  });

  it("is listed with revocation in the server metadata", async () => {
    const metadata = (await (await metadataGET()).json()) as Record<string, unknown>;
    expect(metadata).toMatchObject({
      revocation_endpoint: "http://localhost:3000/v2/auth/oauth2/revoke",
      introspection_endpoint: "http://localhost:3000/v2/auth/oauth2/introspect",
      introspection_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post", "private_key_jwt"],
      introspection_endpoint_auth_signing_alg_values_supported: ["ES256", "ES384", "PS256", "RS256", "EdDSA"],
    });
  });
});
