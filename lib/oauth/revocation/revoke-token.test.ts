import { beforeEach, describe, expect, it } from "vitest";
import { liveAccess } from "../bearer-access";
import { type GrantFixture, REDIRECT, makeGrantFixture, rejectionCode } from "../testing/grant-fixture";
import { authorizationCodeGrant } from "../token-grants/authorization-code-grant";
import { refreshTokenGrant } from "../token-grants/refresh-token-grant";
import type { TokenResponse } from "../token-grants/token-response";
import { CONFIDENTIAL } from "../testing/grant-fixture";
import { revokeToken } from "./revoke-token";

let f: GrantFixture;
beforeEach(async () => {
  f = await makeGrantFixture();
});

const none = { clientSecret: null, method: "none" as const };
const login = async (): Promise<TokenResponse> =>
  authorizationCodeGrant(f.deps(), CONFIDENTIAL, {
    grantType: "authorization_code",
    credentials: { clientId: "conf", ...none },
    code: await f.authorize(),
    redirectUri: REDIRECT,
    codeVerifier: null,
  });
const revoke = (params: Record<string, string>, as = { client_id: "conf", client_secret: "conf-secret" }) =>
  revokeToken({ store: f.store, now: f.now(), verify: f.verifyOptions() }, { params: { ...as, ...params } });
const accessWorks = async (accessToken: string) => {
  const verified = await f.verify(accessToken);
  if (!verified.ok) return false;
  return (await liveAccess(f.store, verified.token)).ok;
};
const refreshWorks = async (refreshToken: string) =>
  refreshTokenGrant(f.deps(), CONFIDENTIAL, {
    grantType: "refresh_token",
    credentials: { clientId: "conf", ...none },
    refreshToken,
  }).then(
    () => true,
    () => false,
  );

describe("revokeToken (RFC 7009)", () => {
  it("revoking a refresh token ends the whole grant: the refresh token and its access tokens stop at once", async () => {
    const tokens = await login();
    expect(await revoke({ token: tokens.refresh_token, token_type_hint: "refresh_token" })).toBe("revoked");
    expect(await accessWorks(tokens.access_token)).toBe(false);
    expect(await refreshWorks(tokens.refresh_token)).toBe(false);
  });

  it("revoking an access token ends its grant too, whatever the hint says", async () => {
    const tokens = await login();
    expect(await revoke({ token: tokens.access_token, token_type_hint: "refresh_token" })).toBe("revoked");
    expect(await accessWorks(tokens.access_token)).toBe(false);
    expect(await refreshWorks(tokens.refresh_token)).toBe(false);
  });

  it("leaves another client's token alone and answers as if it had worked", async () => {
    const tokens = await login();
    expect(await revoke({ token: tokens.refresh_token }, { client_id: "other", client_secret: "other-secret" })).toBe(
      "nothing_to_revoke",
    );
    expect(await revoke({ token: tokens.access_token }, { client_id: "other", client_secret: "other-secret" })).toBe(
      "nothing_to_revoke",
    );
    expect(await accessWorks(tokens.access_token)).toBe(true);
    expect(await refreshWorks(tokens.refresh_token)).toBe(true);
  });

  it("answers unknown, malformed and expired tokens without an error (s2.2), and twice is fine", async () => {
    expect(await revoke({ token: "no-such-token" })).toBe("nothing_to_revoke");
    expect(await revoke({ token: "a.b.c" })).toBe("nothing_to_revoke");
    const tokens = await login();
    f.advance(3600);
    expect(await revoke({ token: tokens.access_token })).toBe("nothing_to_revoke");
    expect(await revoke({ token: tokens.refresh_token })).toBe("revoked");
    expect(await revoke({ token: tokens.refresh_token })).toBe("nothing_to_revoke");
  });

  it("authenticates the client as the token endpoint does and refuses malformed requests", async () => {
    const tokens = await login();
    expect(
      await rejectionCode(revoke({ token: tokens.refresh_token }, { client_id: "conf", client_secret: "wrong" })),
    ).toBe("invalid_client");
    expect(await rejectionCode(revoke({}, { client_id: "conf", client_secret: "conf-secret" }))).toBe(
      "invalid_request",
    );
    expect(
      await rejectionCode(
        revokeToken(
          { store: f.store, now: f.now(), verify: f.verifyOptions() },
          {
            params: { client_id: "conf", client_secret: "conf-secret", token: [tokens.refresh_token, "x"] },
          },
        ),
      ),
    ).toBe("invalid_request");
    expect(await refreshWorks(tokens.refresh_token)).toBe(true);
  });
});
