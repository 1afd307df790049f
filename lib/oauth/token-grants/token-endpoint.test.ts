import { beforeEach, describe, expect, it } from "vitest";
import { hashSecret } from "../constant-time";
import { computeS256Challenge } from "../pkce";
import { type GrantFixture, REDIRECT, VERIFIER, makeGrantFixture, rejectionCode } from "../testing/grant-fixture";
import { handleTokenRequest } from "./token-endpoint";

let f: GrantFixture;
beforeEach(async () => {
  f = await makeGrantFixture();
});

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;
const call = (params: Record<string, string>, authorizationHeader?: string) =>
  handleTokenRequest(f.deps(), { params: new URLSearchParams(params), authorizationHeader });
const exchangeParams = (code: string) => ({ grant_type: "authorization_code", code, redirect_uri: REDIRECT });

describe("handleTokenRequest", () => {
  it("exchanges a code for a confidential client authenticating in the body", async () => {
    const response = await call({
      ...exchangeParams(await f.authorize()),
      client_id: "conf",
      client_secret: "conf-secret",
    });
    expect(response).toMatchObject({ token_type: "bearer", expires_in: 1800, scope: "BOOKING_READ PROFILE_READ" });
  });

  it("exchanges a code for a confidential client authenticating with HTTP Basic, and refreshes", async () => {
    const first = await call(exchangeParams(await f.authorize()), basic("conf", "conf-secret"));
    const second = await call(
      { grant_type: "refresh_token", refresh_token: first.refresh_token },
      basic("conf", "conf-secret"),
    );
    expect(second.scope).toBe(first.scope);
  });

  it("records which secret authenticated the request", async () => {
    await call({ ...exchangeParams(await f.authorize()), client_id: "conf", client_secret: "conf-secret" });
    expect(f.store.secretLastUsed.get("conf-secret-1")).toEqual(f.now());
  });

  it("exchanges a code for a public client with PKCE and no secret", async () => {
    const code = await f.authorize({ clientId: "pub", codeChallenge: computeS256Challenge(VERIFIER) });
    const response = await call({ ...exchangeParams(code), client_id: "pub", code_verifier: VERIFIER });
    expect(response.token_type).toBe("bearer");
  });

  it("refuses a wrong secret with invalid_client before touching the code", async () => {
    const code = await f.authorize();
    expect(await rejectionCode(call({ ...exchangeParams(code), client_id: "conf", client_secret: "wrong" }))).toBe(
      "invalid_client",
    );
    expect((await call({ ...exchangeParams(code), client_id: "conf", client_secret: "conf-secret" })).token_type).toBe(
      "bearer",
    );
  });

  it("refuses an unknown client with invalid_client", async () => {
    expect(await rejectionCode(call({ ...exchangeParams("x"), client_id: "ghost", client_secret: "s" }))).toBe(
      "invalid_client",
    );
  });

  it("refuses a client that is no longer approved with unauthorized_client, also on refresh", async () => {
    const first = await call(exchangeParams(await f.authorize()), basic("conf", "conf-secret"));
    const client = f.store.clients.get("conf");
    if (client === undefined) throw new Error("fixture client missing");
    f.store.addClient({ ...client, status: "SUSPENDED" });
    const refresh = call(
      { grant_type: "refresh_token", refresh_token: first.refresh_token },
      basic("conf", "conf-secret"),
    );
    expect(await rejectionCode(refresh)).toBe("unauthorized_client");
  });

  it("keeps refresh tokens working across secret rotation (spec s5.7)", async () => {
    const first = await call(exchangeParams(await f.authorize()), basic("conf", "conf-secret"));
    const client = f.store.clients.get("conf");
    if (client === undefined) throw new Error("fixture client missing");
    const rotated = { id: "conf-secret-2", hash: hashSecret("new-secret") };
    f.store.addClient({ ...client, secrets: [...client.secrets, rotated] });
    const second = await call(
      { grant_type: "refresh_token", refresh_token: first.refresh_token },
      basic("conf", "conf-secret"),
    );
    f.store.addClient({ ...client, secrets: [rotated] });

    const old = call(
      { grant_type: "refresh_token", refresh_token: second.refresh_token },
      basic("conf", "conf-secret"),
    );
    expect(await rejectionCode(old)).toBe("invalid_client");
    const third = await call(
      { grant_type: "refresh_token", refresh_token: second.refresh_token },
      basic("conf", "new-secret"),
    );
    expect(third.token_type).toBe("bearer");
    expect(f.store.secretLastUsed.get("conf-secret-2")).toEqual(f.now());
  });

  it("answers unsupported_grant_type and invalid_request for bad requests", async () => {
    expect(await rejectionCode(call({ grant_type: "password", client_id: "conf" }))).toBe("unsupported_grant_type");
    expect(await rejectionCode(call({ client_id: "conf" }))).toBe("invalid_request");
  });
});
