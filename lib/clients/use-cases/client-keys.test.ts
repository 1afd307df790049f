// The owner's keys (private_key_jwt) on the memory store: add, refuse, delete, and the switch from
// secrets to keys without the client ever being left unable to authenticate.
import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { memoryClientDeps } from "../testing/memory-client-deps";
import { MAX_CLIENT_KEYS } from "../rules/client-keys";
import { deleteClientSecret } from "./client-secrets";
import { addClientKeys, deleteClientKey, setClientJwksUri } from "./client-keys";
import { createClient } from "./create-client";

const OWNER = "owner-1";
const publicJwk = (): Record<string, string> =>
  generateKeyPairSync("ec", { namedCurve: "P-256" }).publicKey.export({ format: "jwk" }) as Record<string, string>;

async function created(kind: "CONFIDENTIAL" | "PUBLIC" = "CONFIDENTIAL") {
  const deps = memoryClientDeps();
  const result = await createClient(deps, {
    ownerId: OWNER,
    name: "Sync",
    description: "",
    websiteUrl: "",
    logoUrl: "",
    kind,
    redirectUris: ["https://app.example.com/cb"],
    scopes: ["PROFILE_READ"],
  });
  if (!result.ok) throw new Error(result.code);
  return { deps, clientId: result.data.clientId };
}
const stored = (deps: ReturnType<typeof memoryClientDeps>) => [...deps.store.state.keys.values()];

describe("addClientKeys", () => {
  it("stores only the public members, with kid, alg, thumbprint and label, and audits it", async () => {
    const { deps, clientId } = await created();
    const jwk: Record<string, string> = { ...publicJwk(), kid: "prod-2027", alg: "ES256", use: "sig" };
    const added = await addClientKeys(deps, { clientId, userId: OWNER, jwks: JSON.stringify(jwk), label: " prod " });
    expect(added).toMatchObject({ ok: true, data: [{ kid: "prod-2027", alg: "ES256", label: "prod" }] });
    expect(stored(deps)[0]?.jwk).toEqual({ kty: "EC", crv: "P-256", x: jwk.x, y: jwk.y });
    expect(deps.store.state.audit.at(-1)).toMatchObject({ eventType: "client.key_added", actorId: OWNER });
  });

  it("adds a key set at once, up to the limit, and refuses one more", async () => {
    const { deps, clientId } = await created();
    const set = { keys: Array.from({ length: MAX_CLIENT_KEYS }, publicJwk) };
    expect((await addClientKeys(deps, { clientId, userId: OWNER, jwks: JSON.stringify(set) })).ok).toBe(true);
    expect(await addClientKeys(deps, { clientId, userId: OWNER, jwks: JSON.stringify(publicJwk()) })).toEqual({
      ok: false,
      code: "key_limit",
    });
  });

  it("refuses a key registered already (same key, or same kid), a private key, and a public client's key", async () => {
    const { deps, clientId } = await created();
    const jwk = { ...publicJwk(), kid: "a" };
    await addClientKeys(deps, { clientId, userId: OWNER, jwks: JSON.stringify(jwk) });
    for (const again of [
      { ...jwk, kid: "b" },
      { ...publicJwk(), kid: "a" },
    ])
      expect(await addClientKeys(deps, { clientId, userId: OWNER, jwks: JSON.stringify(again) })).toEqual({
        ok: false,
        code: "key_exists",
      });
    const secretKey = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ format: "jwk" });
    expect(await addClientKeys(deps, { clientId, userId: OWNER, jwks: JSON.stringify(secretKey) })).toMatchObject({
      ok: false,
      code: "invalid_input",
      fieldErrors: { jwks: { code: "jwks_key_not_public" } },
    });
    const pub = await created("PUBLIC");
    const refused = await addClientKeys(pub.deps, {
      clientId: pub.clientId,
      userId: OWNER,
      jwks: JSON.stringify(publicJwk()),
    });
    expect(refused).toEqual({ ok: false, code: "not_confidential" });
    expect(stored(pub.deps)).toEqual([]);
  });

  it("answers not_found for another owner's client", async () => {
    const { deps, clientId } = await created();
    const jwks = JSON.stringify(publicJwk());
    expect(await addClientKeys(deps, { clientId, userId: "someone-else", jwks })).toEqual({
      ok: false,
      code: "not_found",
    });
  });
});

describe("switching from secrets to keys", () => {
  it("lets the last secret go once a key is registered, and then keeps the last key", async () => {
    const { deps, clientId } = await created();
    const [secret] = [...deps.store.state.secrets.values()];
    expect(await deleteClientSecret(deps, { clientId, userId: OWNER, secretId: secret!.id })).toEqual({
      ok: false,
      code: "last_secret",
    });
    const added = await addClientKeys(deps, { clientId, userId: OWNER, jwks: JSON.stringify(publicJwk()) });
    if (!added.ok) throw new Error(added.code);
    expect(await deleteClientSecret(deps, { clientId, userId: OWNER, secretId: secret!.id })).toEqual({
      ok: true,
      data: undefined,
    });
    const keyId = added.data[0]!.id;
    expect(await deleteClientKey(deps, { clientId, userId: OWNER, keyId })).toEqual({
      ok: false,
      code: "last_credential",
    });

    const second = await addClientKeys(deps, { clientId, userId: OWNER, jwks: JSON.stringify(publicJwk()) });
    expect(second.ok).toBe(true);
    expect(await deleteClientKey(deps, { clientId, userId: OWNER, keyId })).toEqual({ ok: true, data: undefined });
    expect(stored(deps)).toHaveLength(1);
    expect(deps.store.state.audit.at(-1)).toMatchObject({ eventType: "client.key_deleted" });
    expect(await deleteClientKey(deps, { clientId, userId: OWNER, keyId })).toEqual({
      ok: false,
      code: "key_not_found",
    });
  });

  it("deletes a key freely while a lasting secret remains", async () => {
    const { deps, clientId } = await created();
    const added = await addClientKeys(deps, { clientId, userId: OWNER, jwks: JSON.stringify(publicJwk()) });
    if (!added.ok) throw new Error(added.code);
    expect(await deleteClientKey(deps, { clientId, userId: OWNER, keyId: added.data[0]!.id })).toEqual({
      ok: true,
      data: undefined,
    });
  });
});

describe("setClientJwksUri", () => {
  it("stores an https URL, audits the change, and clears it with an empty string", async () => {
    const { deps, clientId } = await created();
    const uri = "https://app.example.com/.well-known/jwks.json";
    expect(await setClientJwksUri(deps, { clientId, userId: OWNER, jwksUri: ` ${uri} ` })).toEqual({
      ok: true,
      data: { jwksUri: uri },
    });
    expect(deps.store.state.audit.at(-1)).toMatchObject({ eventType: "client.jwks_uri_changed" });
    expect(await setClientJwksUri(deps, { clientId, userId: OWNER, jwksUri: "" })).toEqual({
      ok: true,
      data: { jwksUri: null },
    });
    expect(deps.store.state.jwksUris.size).toBe(0);
  });

  it.each([
    "http://app.example.com/jwks",
    "https://u:p@app.example.com/jwks",
    "https://app.example.com/jwks#x",
    "jwks",
    `https://a.example/${"x".repeat(2000)}`,
  ])("refuses %s", async (jwksUri) => {
    const { deps, clientId } = await created();
    expect(await setClientJwksUri(deps, { clientId, userId: OWNER, jwksUri })).toMatchObject({
      ok: false,
      fieldErrors: { jwksUri: { code: "jwks_uri_invalid" } },
    });
  });

  it("counts as a credential: the last secret may go, and then the URL stays until another credential comes", async () => {
    const { deps, clientId } = await created();
    await setClientJwksUri(deps, { clientId, userId: OWNER, jwksUri: "https://app.example.com/jwks" });
    const [secret] = [...deps.store.state.secrets.values()];
    expect((await deleteClientSecret(deps, { clientId, userId: OWNER, secretId: secret!.id })).ok).toBe(true);
    expect(await setClientJwksUri(deps, { clientId, userId: OWNER, jwksUri: "" })).toEqual({
      ok: false,
      code: "last_credential",
    });
    const added = await addClientKeys(deps, { clientId, userId: OWNER, jwks: JSON.stringify(publicJwk()) });
    if (!added.ok) throw new Error(added.code);
    expect((await deleteClientKey(deps, { clientId, userId: OWNER, keyId: added.data[0]!.id })).ok).toBe(true);
  });

  it("refuses a public client", async () => {
    const { deps, clientId } = await created("PUBLIC");
    expect(await setClientJwksUri(deps, { clientId, userId: OWNER, jwksUri: "https://a.example/j" })).toEqual({
      ok: false,
      code: "not_confidential",
    });
  });
});
