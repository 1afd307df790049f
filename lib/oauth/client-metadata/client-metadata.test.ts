import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createMemoryHostRules } from "../testing/memory-host-rules";
import { createMemoryMetadataClients } from "../testing/memory-metadata-clients";
import {
  DEFAULT_METADATA_CACHE_SECONDS,
  MAX_METADATA_CACHE_SECONDS,
  MIN_METADATA_CACHE_SECONDS,
  metadataCacheSeconds,
} from "./metadata-cache";
import { isMetadataDocumentClientId } from "./metadata-client-id";
import { checkMetadataDocument, redirectsOnlyLocally } from "./metadata-document";
import type { MetadataFetchResult } from "./ports";
import { resolveMetadataClient } from "./resolve-metadata-client";

const URL_ID = "https://agent.example.com/oauth/client.json";
const NOW = new Date("2030-01-01T00:00:00Z");
const doc = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    client_id: URL_ID,
    client_name: "Agent",
    redirect_uris: ["http://127.0.0.1:33418/callback"],
    token_endpoint_auth_method: "none",
    ...over,
  });

function setup(answers: MetadataFetchResult[]) {
  const store = createMemoryMetadataClients();
  const fetched: string[] = [];
  let now = NOW;
  const deps = () => ({
    store,
    now,
    allowHttpLoopback: false,
    fetcher: {
      fetch: async (url: string) => {
        fetched.push(url);
        return answers.shift() ?? { ok: false as const, refusal: "network_error" as const };
      },
    },
  });
  const advance = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };
  return { store, fetched, deps, advance };
}
const ok = (body: string, cacheControl?: string): MetadataFetchResult => ({
  ok: true,
  body,
  caching: { cacheControl },
});
const request = (over: Partial<{ clientId: string; redirectUri: string }> = {}) => ({
  clientId: URL_ID,
  redirectUri: "http://127.0.0.1:33418/callback",
  requestedScopes: ["PROFILE_READ" as const],
  ...over,
});

describe("a metadata-document client_id", () => {
  it("is an https URL with a path, written canonically, without credentials or fragment", () => {
    expect(isMetadataDocumentClientId(URL_ID, false)).toBe(true);
    for (const id of [
      "demo-public-app",
      "https://agent.example.com",
      "https://agent.example.com/",
      "https://agent.example.com/a/../client.json",
      "https://u:p@agent.example.com/client.json",
      "https://agent.example.com/client.json#x",
      "http://agent.example.com/client.json",
      "http://127.0.0.1:4000/client.json",
      `https://agent.example.com/${"a".repeat(2100)}`,
    ])
      expect(isMetadataDocumentClientId(id, false), id).toBe(false);
  });

  it("may be plain http to loopback only under the development switch", () => {
    expect(isMetadataDocumentClientId("http://127.0.0.1:4000/client.json", true)).toBe(true);
    expect(isMetadataDocumentClientId("http://agent.example.com/client.json", true)).toBe(false);
  });
});

describe("a metadata document", () => {
  it("must name itself exactly, have a name and redirect URIs, and no secret", () => {
    expect(checkMetadataDocument(doc(), URL_ID)).toMatchObject({ ok: true, document: { clientName: "Agent" } });
    const problems: [string, string][] = [
      ["[1]", "not_json"],
      ["nope", "not_json"],
      [doc({ client_name: "Agent\u0000" }), "not_json"],
      [doc({ "x\u0000": 1 }), "not_json"],
      [doc({ software_id: "\ud800" }), "not_json"],
      [doc({ client_id: `${URL_ID}?x` }), "client_id_mismatch"],
      [doc({ client_name: "" }), "name_missing"],
      [doc({ redirect_uris: [] }), "redirect_uris_missing"],
      [doc({ redirect_uris: ["http://evil.example.com/cb"] }), "redirect_uri_invalid"],
      [doc({ token_endpoint_auth_method: "client_secret_basic" }), "auth_method_not_none"],
      [doc({ client_secret: "s" }), "secret_present"],
      [doc({ logo_uri: "http://agent.example.com/logo.png" }), "logo_invalid"],
    ];
    for (const [body, problem] of problems)
      expect(checkMetadataDocument(body, URL_ID), problem).toEqual({ ok: false, problem });
  });

  it("is cached as HTTP says, never beyond 24 hours nor under a minute", () => {
    expect(metadataCacheSeconds({ cacheControl: "public, max-age=600" }, NOW)).toBe(600);
    expect(metadataCacheSeconds({ cacheControl: "max-age=9999999" }, NOW)).toBe(MAX_METADATA_CACHE_SECONDS);
    expect(metadataCacheSeconds({ cacheControl: "no-store" }, NOW)).toBe(MIN_METADATA_CACHE_SECONDS);
    expect(metadataCacheSeconds({ cacheControl: "max-age=5" }, NOW)).toBe(MIN_METADATA_CACHE_SECONDS);
    expect(metadataCacheSeconds({}, NOW)).toBe(DEFAULT_METADATA_CACHE_SECONDS);
    expect(
      metadataCacheSeconds({ expires: "Wed, 01 Jan 2030 00:10:00 GMT", date: "Wed, 01 Jan 2030 00:00:00 GMT" }, NOW),
    ).toBe(600);
  });

  it("tells when every redirect URI returns to this device", () => {
    expect(redirectsOnlyLocally(["http://127.0.0.1:1/cb", "http://localhost/cb", "com.example.app:/cb"])).toBe(true);
    expect(redirectsOnlyLocally(["http://127.0.0.1:1/cb", "https://agent.example.com/cb"])).toBe(false);
  });
});

describe("resolving a metadata-document client", () => {
  it("registers it on first sight as pending with the document's scopes or the request's, then reuses the cache", async () => {
    const { store, fetched, deps } = setup([ok(doc(), "max-age=600")]);
    expect(await resolveMetadataClient(deps(), request())).toEqual({ kind: "registered" });
    expect(store.clients.get(URL_ID)).toMatchObject({ status: "PENDING", scopes: ["PROFILE_READ"] });
    expect(await resolveMetadataClient(deps(), request())).toEqual({ kind: "ready" });
    expect(fetched).toHaveLength(1);
  });

  it("registers nothing once the document's registration budget is spent", async () => {
    const { store, deps } = setup([ok(doc())]);
    const asked: string[] = [];
    const spent = async (clientId: string) => (asked.push(clientId), false);
    const refused = await resolveMetadataClient({ ...deps(), spendRegistration: spent }, request());
    expect(refused).toEqual({ kind: "refused", reason: "too_many_requests", detail: null });
    expect(asked).toEqual([URL_ID]);
    expect(store.clients.size).toBe(0);
  });

  it("ignores client ids that are not metadata URLs, fetching nothing", async () => {
    const { fetched, deps } = setup([]);
    expect(await resolveMetadataClient(deps(), request({ clientId: "demo-public-app" }))).toEqual({
      kind: "not-metadata",
    });
    expect(fetched).toEqual([]);
  });

  it("refuses, registering nothing: an unreachable document, an invalid one, a redirect URI it does not list", async () => {
    const { store, deps } = setup([
      { ok: false, refusal: "not_public_address" },
      ok(doc({ client_id: "https://other.example.com/client.json" })),
      ok(doc()),
    ]);
    expect(await resolveMetadataClient(deps(), request())).toMatchObject({
      kind: "refused",
      reason: "metadata_document_unreachable",
      detail: "not_public_address",
    });
    expect(await resolveMetadataClient(deps(), request())).toMatchObject({
      reason: "metadata_document_invalid",
      detail: "client_id_mismatch",
    });
    expect(await resolveMetadataClient(deps(), request({ redirectUri: "http://127.0.0.1:1/elsewhere" }))).toMatchObject(
      { reason: "metadata_redirect_uri_not_listed" },
    );
    expect(store.clients.size).toBe(0);
  });

  it("after the cache ends: narrowing applies at once to an approved client, widening and renaming wait for review", async () => {
    const { store, deps, advance } = setup([
      ok(doc({ redirect_uris: ["http://127.0.0.1/a", "http://127.0.0.1/b"] }), "max-age=60"),
      ok(doc({ client_name: "Agent 2", redirect_uris: ["http://127.0.0.1/a", "http://127.0.0.1/c"] })),
    ]);
    await resolveMetadataClient(deps(), request({ redirectUri: "http://127.0.0.1/a" }));
    store.clients.get(URL_ID)!.status = "APPROVED";
    advance(61);
    expect(await resolveMetadataClient(deps(), request({ redirectUri: "http://127.0.0.1/a" }))).toEqual({
      kind: "ready",
    });
    expect(store.clients.get(URL_ID)).toMatchObject({
      name: "Agent",
      redirectUris: ["http://127.0.0.1/a"],
      pendingChange: { addedRedirectUris: ["http://127.0.0.1/c"], name: "Agent 2" },
    });
  });
});

describe("a metadata document with private_key_jwt", () => {
  const jwk = () => ({
    ...(generateKeyPairSync("ec", { namedCurve: "P-256" }).publicKey.export({ format: "jwk" }) as object),
    kid: `k-${Math.random().toString(36).slice(2)}`,
  });
  const keyed = (over: Record<string, unknown> = {}) =>
    doc({
      token_endpoint_auth_method: "private_key_jwt",
      redirect_uris: ["https://agent.example.com/callback"],
      jwks_uri: "https://agent.example.com/jwks.json",
      ...over,
    });

  it("makes a confidential client whose keys are its jwks_uri and inline jwks", () => {
    const key = jwk();
    const checked = checkMetadataDocument(keyed({ jwks: { keys: [key] } }), URL_ID);
    expect(checked).toMatchObject({
      ok: true,
      document: {
        authMethod: "private_key_jwt",
        jwksUri: "https://agent.example.com/jwks.json",
        jwks: [{ kid: key.kid }],
      },
    });
    expect(checkMetadataDocument(keyed({ jwks_uri: undefined, jwks: { keys: [key] } }), URL_ID).ok).toBe(true);
  });

  it("refuses it without keys, with keys that are not public signing keys, or a jwks_uri not https", () => {
    const privateJwk = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ format: "jwk" });
    const problems: [string, string][] = [
      [keyed({ jwks_uri: undefined }), "keys_missing"],
      [keyed({ jwks_uri: "http://agent.example.com/jwks.json" }), "keys_invalid"],
      [keyed({ jwks_uri: "https://agent.example.com/jwks.json#x" }), "keys_invalid"],
      [keyed({ jwks: { keys: [privateJwk] } }), "keys_invalid"],
      [keyed({ jwks: "nope" }), "keys_invalid"],
      // An app's own scheme is a public client's redirect URI, not a confidential one's.
      [keyed({ redirect_uris: ["com.example.agent:/callback"] }), "redirect_uri_invalid"],
    ];
    for (const [body, problem] of problems)
      expect(checkMetadataDocument(body, URL_ID), problem).toEqual({ ok: false, problem });
  });

  it("registers a pending confidential client with its keys, and refuses a method change once it is approved", async () => {
    const key = jwk();
    const redirectUri = "https://agent.example.com/callback";
    const { store, deps, advance } = setup([ok(keyed({ jwks: { keys: [key] } }), "max-age=60"), ok(doc())]);
    expect(await resolveMetadataClient(deps(), request({ redirectUri }))).toEqual({ kind: "registered" });
    expect(store.clients.get(URL_ID)).toMatchObject({
      kind: "CONFIDENTIAL",
      keys: { jwksUri: "https://agent.example.com/jwks.json", kids: [key.kid] },
    });
    store.clients.get(URL_ID)!.status = "APPROVED";
    advance(61);
    expect(await resolveMetadataClient(deps(), request())).toEqual({
      kind: "refused",
      reason: "metadata_document_invalid",
      detail: "auth_method_changed",
    });
    expect(store.clients.get(URL_ID)).toMatchObject({ kind: "CONFIDENTIAL" });
  });

  it("stores an approved client's rotated keys at once: a key replaces a secret, not a scope", async () => {
    const [first, second] = [jwk(), jwk()];
    const redirectUri = "https://agent.example.com/callback";
    const { store, deps, advance } = setup([
      ok(keyed({ jwks: { keys: [first] } }), "max-age=60"),
      ok(keyed({ jwks_uri: undefined, jwks: { keys: [first, second] } })),
    ]);
    await resolveMetadataClient(deps(), request({ redirectUri }));
    store.clients.get(URL_ID)!.status = "APPROVED";
    advance(61);
    expect(await resolveMetadataClient(deps(), request({ redirectUri }))).toEqual({ kind: "ready" });
    expect(store.clients.get(URL_ID)).toMatchObject({
      keys: { jwksUri: null, kids: [first.kid, second.kid] },
      pendingChange: null,
    });
  });
});

describe("trusted agent hosts when resolving", () => {
  async function rules(...added: [string, "ALLOW" | "DENY", string[]][]) {
    const hostRules = createMemoryHostRules();
    for (const [pattern, effect, scopes] of added)
      await hostRules.addHostRule(
        { pattern, effect, scopes: scopes as never, reason: "r", createdAt: NOW },
        { adminId: "a" },
        10,
      );
    return hostRules;
  }

  it("refuses a denied host before fetching anything, known client or not", async () => {
    const { store, fetched, deps } = setup([ok(doc())]);
    const hostRules = await rules(["*.example.com", "DENY", []]);
    expect(await resolveMetadataClient({ ...deps(), hostRules }, request())).toEqual({
      kind: "refused",
      reason: "metadata_host_denied",
      detail: null,
    });
    expect(fetched).toEqual([]);
    expect(store.clients.size).toBe(0);
  });

  it("approves on first sight what an allow rule covers, naming the rule", async () => {
    const { store, deps } = setup([ok(doc())]);
    const hostRules = await rules(["*.example.com", "ALLOW", ["PROFILE_READ", "BOOKING_READ"]]);
    expect(await resolveMetadataClient({ ...deps(), hostRules }, request())).toEqual({ kind: "registered" });
    expect(store.clients.get(URL_ID)).toMatchObject({ status: "APPROVED", hostRule: "*.example.com" });
  });

  it("sends anything wider than the rule to review, still naming the rule", async () => {
    const { store, deps } = setup([ok(doc({ scope: "PROFILE_READ BOOKING_WRITE" }))]);
    const hostRules = await rules(["agent.example.com", "ALLOW", ["PROFILE_READ"]]);
    await resolveMetadataClient({ ...deps(), hostRules }, request());
    expect(store.clients.get(URL_ID)).toMatchObject({
      status: "PENDING",
      hostRule: "agent.example.com",
      scopes: ["PROFILE_READ", "BOOKING_WRITE"],
    });
  });

  it("lets the most specific rule decide: an allowed host under a denied domain is fetched", async () => {
    const { store, fetched, deps } = setup([ok(doc())]);
    const hostRules = await rules(["*.example.com", "DENY", []], ["agent.example.com", "ALLOW", ["PROFILE_READ"]]);
    await resolveMetadataClient({ ...deps(), hostRules }, request());
    expect(fetched).toEqual([URL_ID]);
    expect(store.clients.get(URL_ID)).toMatchObject({ status: "APPROVED" });
  });
});
