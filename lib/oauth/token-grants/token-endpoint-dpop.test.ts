// DPoP at the token endpoint (RFC 9449 s5, s10): bound access tokens, public clients' bound
// refresh tokens, codes bound by dpop_jkt, and the per-client and server-wide requirements.
import { calculateJwkThumbprint } from "jose";
import { beforeEach, describe, expect, it } from "vitest";
import { UseDpopNonceError } from "../errors";
import { computeS256Challenge } from "../pkce";
import { type DpopTestKey, dpopTestKey, signProof } from "../testing/dpop-proofs";
import { type GrantFixture, REDIRECT, VERIFIER, makeGrantFixture, rejectionCode } from "../testing/grant-fixture";
import { createClientMemory } from "./client-memory";
import { type TokenEndpointDeps, handleTokenRequest } from "./token-endpoint";

const TOKEN_URL = "https://api.example.com/v2/auth/oauth2/token";

let f: GrantFixture;
let key: DpopTestKey;
let jkt: string;
beforeEach(async () => {
  f = await makeGrantFixture();
  key = await dpopTestKey();
  jkt = await calculateJwkThumbprint(key.publicJwk);
});

const iat = () => Math.floor(f.now().getTime() / 1000);
const proofBy = async (signer: DpopTestKey) => ({
  proof: await signProof(signer, { htm: "POST", htu: TOKEN_URL, iat: iat() }),
  method: "POST",
  url: TOKEN_URL,
});
const call = (
  params: Record<string, string>,
  dpop?: Awaited<ReturnType<typeof proofBy>>,
  over: Partial<TokenEndpointDeps> = {},
) => handleTokenRequest({ ...f.deps(), ...over }, { params: new URLSearchParams(params), ...(dpop ? { dpop } : {}) });

const publicExchange = async (dpop?: Awaited<ReturnType<typeof proofBy>>, dpopJkt?: string) => {
  const code = await f.authorize({
    clientId: "pub",
    codeChallenge: computeS256Challenge(VERIFIER),
    ...(dpopJkt ? { dpopJkt } : {}),
  });
  return call(
    { grant_type: "authorization_code", code, redirect_uri: REDIRECT, client_id: "pub", code_verifier: VERIFIER },
    dpop,
  );
};
const refresh = (clientId: string, token: string, dpop?: Awaited<ReturnType<typeof proofBy>>) =>
  call(
    {
      grant_type: "refresh_token",
      refresh_token: token,
      client_id: clientId,
      ...(clientId === "conf" ? { client_secret: "conf-secret" } : {}),
    },
    dpop,
  );

describe("DPoP at the token endpoint", () => {
  it("answers a request with a proof with token_type DPoP and an access token bound to its key", async () => {
    const response = await publicExchange(await proofBy(key));
    expect(response.token_type).toBe("DPoP");
    const verified = await f.verify(response.access_token);
    expect(verified.ok && verified.token.claims.cnf).toEqual({ jkt });
  });

  it("keeps bearer tokens for a request without a proof", async () => {
    const response = await publicExchange();
    expect(response.token_type).toBe("bearer");
    const verified = await f.verify(response.access_token);
    expect(verified.ok && verified.token.claims.cnf).toBeUndefined();
  });

  it("refuses a replayed proof", async () => {
    const dpop = await proofBy(key);
    await publicExchange(dpop);
    expect(await rejectionCode(publicExchange(dpop))).toBe("invalid_dpop_proof");
  });

  it("spends a proof only for a client that authenticated: a wrong secret or a made-up client writes nothing", async () => {
    const code = await f.authorize();
    const params = { grant_type: "authorization_code", code, redirect_uri: REDIRECT, client_id: "conf" };
    const dpop = await proofBy(key);
    expect(await rejectionCode(call({ ...params, client_secret: "wrong" }, dpop))).toBe("invalid_client");
    expect(await rejectionCode(call({ ...params, client_id: "nobody", client_secret: "x" }, dpop))).toBe(
      "invalid_client",
    );
    // The same proof is still unspent: the client's own request goes through with it, once.
    expect((await call({ ...params, client_secret: "conf-secret" }, dpop)).token_type).toBe("DPoP");
    const again = await f.authorize();
    expect(await rejectionCode(call({ ...params, code: again, client_secret: "conf-secret" }, dpop))).toBe(
      "invalid_dpop_proof",
    );
  });

  it("refuses a bad proof with invalid_dpop_proof before the code is spent", async () => {
    const code = await f.authorize({ clientId: "pub", codeChallenge: computeS256Challenge(VERIFIER) });
    const params = {
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT,
      client_id: "pub",
      code_verifier: VERIFIER,
    };
    const wrongUrl = { ...(await proofBy(key)), url: "https://api.example.com/v2/auth/oauth2/revoke" };
    expect(await rejectionCode(call(params, wrongUrl))).toBe("invalid_dpop_proof");
    expect((await call(params, await proofBy(key))).token_type).toBe("DPoP");
  });

  describe("a public client's refresh token bound to the key", () => {
    it("refreshes with a proof for the same key", async () => {
      const first = await publicExchange(await proofBy(key));
      const next = await refresh("pub", first.refresh_token, await proofBy(key));
      expect(next.token_type).toBe("DPoP");
    });

    it("refuses a stolen refresh token presented without a proof", async () => {
      const first = await publicExchange(await proofBy(key));
      expect(await rejectionCode(refresh("pub", first.refresh_token))).toBe("invalid_grant");
    });

    it("refuses a stolen refresh token presented with a proof of another key", async () => {
      const first = await publicExchange(await proofBy(key));
      const thief = await dpopTestKey();
      expect(await rejectionCode(refresh("pub", first.refresh_token, await proofBy(thief)))).toBe("invalid_grant");
    });

    it("lets the key holder retry after a thief's refused attempt", async () => {
      const first = await publicExchange(await proofBy(key));
      await rejectionCode(refresh("pub", first.refresh_token));
      expect((await refresh("pub", first.refresh_token, await proofBy(key))).token_type).toBe("DPoP");
    });

    it("leaves a refresh token issued without a proof unbound", async () => {
      const first = await publicExchange();
      expect((await refresh("pub", first.refresh_token)).token_type).toBe("bearer");
    });
  });

  it("does not bind a confidential client's refresh token, but binds its new access token to a proof", async () => {
    const code = await f.authorize();
    const params = {
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT,
      client_id: "conf",
      client_secret: "conf-secret",
    };
    const first = await call(params, await proofBy(key));
    expect(first.token_type).toBe("DPoP");
    const plain = await refresh("conf", first.refresh_token);
    expect(plain.token_type).toBe("bearer");
    const other = await dpopTestKey();
    const bound = await refresh("conf", plain.refresh_token, await proofBy(other));
    const verified = await f.verify(bound.access_token);
    expect(verified.ok && verified.token.claims.cnf).toEqual({ jkt: await calculateJwkThumbprint(other.publicJwk) });
  });

  describe("a code bound by dpop_jkt", () => {
    it("is exchanged with a proof for that key", async () => {
      expect((await publicExchange(await proofBy(key), jkt)).token_type).toBe("DPoP");
    });

    it("is refused without a proof", async () => {
      expect(await rejectionCode(publicExchange(undefined, jkt))).toBe("invalid_dpop_proof");
    });

    it("is refused with a proof of another key", async () => {
      expect(await rejectionCode(publicExchange(await proofBy(await dpopTestKey()), jkt))).toBe("invalid_grant");
    });
  });

  it("refuses a request without a proof from a client that requires DPoP", async () => {
    const record = await f.store.findClient("pub");
    if (record === null) throw new Error("fixture client missing");
    f.store.addClient({ ...record, dpopBoundAccessTokens: true });
    expect(await rejectionCode(publicExchange())).toBe("invalid_dpop_proof");
    expect((await publicExchange(await proofBy(key))).token_type).toBe("DPoP");
  });

  it("refuses a request without a proof once the client requires DPoP, though the endpoint remembered it without", async () => {
    const clients = createClientMemory();
    const code = () => f.authorize({ clientId: "pub", codeChallenge: computeS256Challenge(VERIFIER) });
    const params = async () => ({
      grant_type: "authorization_code",
      code: await code(),
      redirect_uri: REDIRECT,
      client_id: "pub",
      code_verifier: VERIFIER,
    });
    expect((await call(await params(), undefined, { clients })).token_type).toBe("bearer");
    const record = await f.store.findClient("pub");
    if (record === null) throw new Error("fixture client missing");
    f.store.addClient({ ...record, dpopBoundAccessTokens: true });
    expect(await rejectionCode(call(await params(), undefined, { clients }))).toBe("invalid_dpop_proof");
  });

  it("refuses a public client without a proof when the server requires DPoP of every public client", async () => {
    const code = await f.authorize({ clientId: "pub", codeChallenge: computeS256Challenge(VERIFIER) });
    const params = {
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT,
      client_id: "pub",
      code_verifier: VERIFIER,
    };
    expect(await rejectionCode(call(params, undefined, { requireDpopForPublicClients: true }))).toBe(
      "invalid_dpop_proof",
    );
    const conf = await f.authorize();
    const confParams = {
      grant_type: "authorization_code",
      code: conf,
      redirect_uri: REDIRECT,
      client_id: "conf",
      client_secret: "conf-secret",
    };
    expect((await call(confParams, undefined, { requireDpopForPublicClients: true })).token_type).toBe("bearer");
  });

  it("with nonces on, answers use_dpop_nonce with the nonce to sign", async () => {
    const nonces = { key: new Uint8Array(32).fill(3) };
    const deps = { dpop: { replay: f.dpopReplay, nonces } };
    const code = await f.authorize({ clientId: "pub", codeChallenge: computeS256Challenge(VERIFIER) });
    const params = {
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT,
      client_id: "pub",
      code_verifier: VERIFIER,
    };
    const refused = await call(params, await proofBy(key), deps).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UseDpopNonceError);
    const nonce = (refused as UseDpopNonceError).dpopNonce;
    const proof = await signProof(key, { htm: "POST", htu: TOKEN_URL, iat: iat(), nonce });
    expect((await call(params, { proof, method: "POST", url: TOKEN_URL }, deps)).token_type).toBe("DPoP");
  });
});
