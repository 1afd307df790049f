// private_key_jwt at the token endpoint, on the memory stores: which clients may use it, switching
// from secrets to keys without downtime, single-use assertions, and a key removed mid-flight.
import { beforeEach, describe, expect, it } from "vitest";
import { MemoryOnceStore } from "../replay/memory-once-store";
import { type TestClientKey, makeClientKey, signAssertion } from "../testing/client-key-fixture";
import { type GrantFixture, ISSUER, REDIRECT, makeGrantFixture, rejectionCode } from "../testing/grant-fixture";
import { createClientMemory } from "./client-memory";
import { handleTokenRequest } from "./token-endpoint";
import { JWT_BEARER_ASSERTION_TYPE } from "./token-request";

let f: GrantFixture;
let once: MemoryOnceStore;
let key: TestClientKey;
beforeEach(async () => {
  f = await makeGrantFixture();
  once = new MemoryOnceStore({ now: f.now });
  key = await makeClientKey("ES256", "k1");
  f.store.addClient({
    clientId: "keyed",
    kind: "CONFIDENTIAL",
    status: "APPROVED",
    scopes: ["PROFILE_READ"],
    secrets: [],
    keys: [key.record],
  });
});

const clientAssertions = () => ({ audiences: [ISSUER, `${ISSUER}/v2/auth/oauth2/token`], once });
const call = (params: Record<string, string>, extra: object = {}) =>
  handleTokenRequest(
    { ...f.deps(), clientAssertions: clientAssertions(), ...extra },
    {
      params: new URLSearchParams(params),
    },
  );
const assertionFor = async (clientId: string, signer = key) => ({
  client_assertion_type: JWT_BEARER_ASSERTION_TYPE,
  client_assertion: await signAssertion(signer, clientId, f.now(), { claims: { aud: ISSUER } }),
});
const exchange = async (clientId: string) => ({
  grant_type: "authorization_code",
  code: await f.authorize({ clientId, scopes: ["PROFILE_READ"] }),
  redirect_uri: REDIRECT,
});

describe("private_key_jwt at the token endpoint", () => {
  it("exchanges a code and refreshes with assertions alone (client_id taken from sub), stamping the key", async () => {
    const tokens = await call({ ...(await exchange("keyed")), ...(await assertionFor("keyed")) });
    expect(tokens.token_type).toBe("bearer");
    expect(f.store.keyLastUsed.get(key.record.id)).toEqual(f.now());
    f.advance(120);
    const refreshed = await call({
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token,
      client_id: "keyed",
      ...(await assertionFor("keyed")),
    });
    expect(refreshed.scope).toBe("PROFILE_READ");
    expect(f.store.keyLastUsed.get(key.record.id)).toEqual(f.now());
  });

  it("refuses a replayed assertion with invalid_client, and leaves the code for a fresh one", async () => {
    const params = { ...(await exchange("keyed")), ...(await assertionFor("keyed")) };
    const code = params.code;
    await call(params);
    const again = {
      ...(await exchange("keyed")),
      client_assertion_type: params.client_assertion_type,
      client_assertion: params.client_assertion,
    };
    expect(await rejectionCode(call(again))).toBe("invalid_client");
    expect(code).not.toBe(again.code);
    expect((await call({ ...again, ...(await assertionFor("keyed")) })).token_type).toBe("bearer");
  });

  it("refuses a secret, or nothing, from a client that holds only keys", async () => {
    f.store.addClient({ ...(await f.store.findClient("keyed"))!, secrets: [] });
    const withSecret = call({ ...(await exchange("keyed")), client_id: "keyed", client_secret: "conf-secret" });
    await expect(withSecret).rejects.toThrow(/signed client assertion \(private_key_jwt\)/);
    expect(await rejectionCode(call({ ...(await exchange("keyed")), client_id: "keyed" }))).toBe("invalid_client");
  });

  it("accepts both a secret and an assertion while a client holds both (switching without downtime)", async () => {
    const conf = (await f.store.findClient("conf"))!;
    f.store.addClient({ ...conf, keys: [key.record] });
    const exchangeConf = async () => ({
      grant_type: "authorization_code",
      code: await f.authorize(),
      redirect_uri: REDIRECT,
    });
    expect(
      (await call({ ...(await exchangeConf()), client_id: "conf", client_secret: "conf-secret" })).token_type,
    ).toBe("bearer");
    expect((await call({ ...(await exchangeConf()), ...(await assertionFor("conf")) })).token_type).toBe("bearer");
    f.store.addClient({ ...conf, keys: [key.record], secrets: [] });
    expect(
      await rejectionCode(call({ ...(await exchangeConf()), client_id: "conf", client_secret: "conf-secret" })),
    ).toBe("invalid_client");
  });

  it("refuses an assertion from a client with no keys, a public client, or signed for another client", async () => {
    expect(await rejectionCode(call({ ...(await exchange("conf")), ...(await assertionFor("conf")) }))).toBe(
      "invalid_client",
    );
    f.store.addClient({
      clientId: "pub-keyed",
      kind: "PUBLIC",
      status: "APPROVED",
      scopes: [],
      secrets: [],
      keys: [key.record],
    });
    expect(await rejectionCode(call({ ...(await exchange("keyed")), ...(await assertionFor("pub-keyed")) }))).toBe(
      "invalid_client",
    );
    const mismatch = { ...(await exchange("keyed")), ...(await assertionFor("other")), client_id: "keyed" };
    await expect(call(mismatch)).rejects.toThrow(/iss must be the client_id/);
  });

  it("refuses assertions where no single-use store is wired", async () => {
    expect(
      await rejectionCode(
        call({ ...(await exchange("keyed")), ...(await assertionFor("keyed")) }, { clientAssertions: undefined }),
      ),
    ).toBe("invalid_client");
  });

  it("refuses a key removed while the endpoint still remembered the client with it", async () => {
    const clients = createClientMemory();
    const keep = await makeClientKey("ES256", "k2");
    f.store.addClient({ ...(await f.store.findClient("keyed"))!, keys: [key.record, keep.record] });
    await call({ ...(await exchange("keyed")), ...(await assertionFor("keyed")) }, { clients });
    expect(clients.recall("keyed")?.keys).toHaveLength(2);
    f.store.addClient({ ...(await f.store.findClient("keyed"))!, keys: [keep.record] });
    const stale = call({ ...(await exchange("keyed")), ...(await assertionFor("keyed")) }, { clients });
    expect(await rejectionCode(stale)).toBe("invalid_client");
    expect(
      (await call({ ...(await exchange("keyed")), ...(await assertionFor("keyed", keep)) }, { clients })).token_type,
    ).toBe("bearer");
  });
});

describe("client assertion parameters", () => {
  it("refuses an assertion beside a secret, half an assertion, and another assertion type", async () => {
    const assertion = await assertionFor("keyed");
    const base = await exchange("keyed");
    await expect(call({ ...base, ...assertion, client_secret: "s" })).rejects.toThrow(/not both/);
    expect(await rejectionCode(call({ ...base, client_assertion: assertion.client_assertion }))).toBe(
      "invalid_request",
    );
    expect(await rejectionCode(call({ ...base, client_assertion_type: JWT_BEARER_ASSERTION_TYPE }))).toBe(
      "invalid_request",
    );
    expect(await rejectionCode(call({ ...base, ...assertion, client_assertion_type: "urn:x" }))).toBe("invalid_client");
    expect(
      await rejectionCode(
        call({ ...base, client_assertion_type: JWT_BEARER_ASSERTION_TYPE, client_assertion: "nope" }),
      ),
    ).toBe("invalid_client");
    expect(await rejectionCode(call({ ...base, ...assertion, client_assertion: "x".repeat(4097) }))).toBe(
      "invalid_request",
    );
  });

  it("refuses an assertion with HTTP Basic credentials beside it", async () => {
    const basic = `Basic ${Buffer.from("keyed:s").toString("base64")}`;
    const params = new URLSearchParams({ ...(await exchange("keyed")), ...(await assertionFor("keyed")) });
    const refused = handleTokenRequest(
      { ...f.deps(), clientAssertions: clientAssertions() },
      { params, authorizationHeader: basic },
    );
    expect(await rejectionCode(refused)).toBe("invalid_request");
  });
});
