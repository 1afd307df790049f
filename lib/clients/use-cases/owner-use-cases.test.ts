// The owner's use cases on the memory store: create, edit, secrets, delete, legacy migration, resubmit.
import { describe, expect, it } from "vitest";
import { hashSecret } from "@/lib/oauth/constant-time";
import { memoryClientDeps } from "../testing/memory-client-deps";
import { deleteClientSecret, generateClientSecret } from "./client-secrets";
import { createClient, type NewClient } from "./create-client";
import { CLIENT_RESTORE_WINDOW_MS, deleteClient } from "./delete-client";
import { listRestorableClients, restoreClient } from "./restore-client";
import { updateClientScopes, updateRedirectUris } from "./edit-client";
import { migrateLegacyClient } from "./migrate-legacy-client";
import { resubmitClient } from "./resubmit-client";

const OWNER = "owner-1";
const input = (over: Partial<NewClient> = {}): NewClient => ({
  ownerId: OWNER,
  name: "Sync",
  description: "",
  websiteUrl: "",
  logoUrl: "",
  kind: "CONFIDENTIAL",
  redirectUris: ["https://app.example.com/cb"],
  scopes: ["PROFILE_READ"],
  ...over,
});

async function created(over: Partial<NewClient> = {}) {
  const deps = memoryClientDeps();
  const result = await createClient(deps, input(over));
  if (!result.ok) throw new Error(result.code);
  const row = [...deps.store.state.clients.values()][0]!;
  return { deps, clientId: result.data.clientId, secret: result.data.secret, row };
}

describe("createClient", () => {
  it("stores a PENDING client and only the hash of its first secret, and audits it", async () => {
    const { deps, secret, row } = await created();
    expect(row).toMatchObject({ status: "PENDING", ownerId: OWNER, scopes: ["PROFILE_READ"] });
    const stored = [...deps.store.state.secrets.values()];
    expect(stored).toHaveLength(1);
    expect(stored[0]!.hash).toBe(hashSecret(secret!));
    expect(deps.store.state.audit.map((e) => e.eventType)).toEqual(["client.created"]);
  });

  it("refuses bad redirect URIs and scopes with field codes, storing nothing", async () => {
    const deps = memoryClientDeps();
    expect(await createClient(deps, input({ redirectUris: [] }))).toMatchObject({
      ok: false,
      code: "invalid_input",
      fieldErrors: { redirectUris: { code: "redirect_uris_none" } },
    });
    expect(await createClient(deps, input({ scopes: ["NOPE"] }))).toMatchObject({
      ok: false,
      fieldErrors: { scopes: { code: "scope_unknown" } },
    });
    expect(deps.store.state.clients.size).toBe(0);
  });

  it("stores the privacy-policy and terms links given at registration, trimmed", async () => {
    const { row } = await created({
      privacyPolicyUrl: " https://app.example.com/privacy ",
      termsOfServiceUrl: "https://app.example.com/terms",
    });
    expect(row).toMatchObject({
      privacyPolicyUrl: "https://app.example.com/privacy",
      termsOfServiceUrl: "https://app.example.com/terms",
    });
    const { row: without } = await created();
    expect(without).toMatchObject({
      privacyPolicyUrl: null,
      termsOfServiceUrl: null,
      websiteUrl: null,
      description: null,
    });
  });

  it("checks the details with the same rule as an edit, storing nothing on a refusal", async () => {
    const deps = memoryClientDeps();
    expect(await createClient(deps, input({ privacyPolicyUrl: "http://app.example.com/privacy" }))).toMatchObject({
      ok: false,
      code: "invalid_input",
      fieldErrors: { privacyPolicyUrl: { code: "details_url_invalid", values: ["https"] } },
    });
    expect(await createClient(deps, input({ name: "Sync\u0000" }))).toMatchObject({
      ok: false,
      fieldErrors: { name: { code: "details_not_plain_text" } },
    });
    expect(await createClient(deps, input({ termsOfServiceUrl: "javascript:alert(1)" }))).toMatchObject({
      ok: false,
      fieldErrors: { termsOfServiceUrl: { code: "details_url_invalid" } },
    });
    expect(deps.store.state.clients.size).toBe(0);
    expect(deps.store.state.audit).toHaveLength(0);
  });

  it("gives a public client no secret", async () => {
    const { secret, deps } = await created({ kind: "PUBLIC" });
    expect(secret).toBeNull();
    expect(deps.store.state.secrets.size).toBe(0);
  });
});

describe("secrets", () => {
  it("allows two active secrets, refuses a third and the deletion of the last", async () => {
    const { deps, clientId, row } = await created();
    const second = await generateClientSecret(deps, { clientId, userId: OWNER });
    expect(second).toMatchObject({ ok: true, data: { secret: expect.stringMatching(/^cs_/) } });
    expect(await generateClientSecret(deps, { clientId, userId: OWNER })).toEqual({ ok: false, code: "secret_limit" });
    const ids = [...deps.store.state.secrets.values()].filter((s) => s.clientInternalId === row.id).map((s) => s.id);
    expect(await deleteClientSecret(deps, { clientId, userId: OWNER, secretId: ids[0]! })).toEqual({
      ok: true,
      data: undefined,
    });
    expect(await deleteClientSecret(deps, { clientId, userId: OWNER, secretId: ids[1]! })).toEqual({
      ok: false,
      code: "last_secret",
    });
    expect(await deleteClientSecret(deps, { clientId, userId: OWNER, secretId: "gone" })).toEqual({
      ok: false,
      code: "secret_not_found",
    });
  });

  it("stores a secret's label, trimmed, and refuses a too long one without generating anything", async () => {
    const { deps, clientId } = await created();
    expect(await generateClientSecret(deps, { clientId, userId: OWNER, label: "x".repeat(61) })).toMatchObject({
      ok: false,
      code: "invalid_input",
      fieldErrors: { label: { code: "secret_label_too_long" } },
    });
    expect(deps.store.state.secrets.size).toBe(1);
    const labelled = await generateClientSecret(deps, { clientId, userId: OWNER, label: "  staging " });
    expect(labelled).toMatchObject({ ok: true, data: { label: "staging" } });
    expect([...deps.store.state.secrets.values()].map((s) => s.label)).toEqual([null, "staging"]);
  });

  it("ends with exactly two secrets when many generate at once", async () => {
    const { deps, clientId } = await created();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => generateClientSecret(deps, { clientId, userId: OWNER })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(deps.store.state.secrets.size).toBe(2);
  });

  it("treats someone else's client as not found", async () => {
    const { deps, clientId } = await created();
    expect(await generateClientSecret(deps, { clientId, userId: "intruder" })).toEqual({
      ok: false,
      code: "not_found",
    });
    expect(await deleteClient(deps, { clientId, userId: "intruder" })).toEqual({ ok: false, code: "not_found" });
  });
});

describe("editing a pending client", () => {
  it("applies scope and redirect URI changes at once and audits each", async () => {
    const { deps, clientId } = await created();
    expect(
      await updateClientScopes(deps, { clientId, userId: OWNER, scopes: ["BOOKING_READ", "PROFILE_READ"] }),
    ).toEqual({
      ok: true,
      data: {
        scopes: ["BOOKING_READ", "PROFILE_READ"],
        liveScopes: ["BOOKING_READ", "PROFILE_READ"],
        waitingForReview: [],
      },
    });
    const added = await updateRedirectUris(deps, {
      clientId,
      userId: OWNER,
      change: { op: "add", uri: "https://app.example.com/two" },
    });
    expect(added).toMatchObject({
      ok: true,
      data: { liveRedirectUris: ["https://app.example.com/cb", "https://app.example.com/two"], waitingForReview: [] },
    });
    expect(
      await updateRedirectUris(deps, {
        clientId,
        userId: OWNER,
        change: { op: "remove", uri: "https://gone.example/cb" },
      }),
    ).toEqual({ ok: false, code: "stale", reason: "redirect_uri_gone" });
    expect(deps.store.state.audit.map((e) => e.eventType)).toEqual([
      "client.created",
      "client.scopes_updated",
      "client.redirect_uris_updated",
    ]);
  });

  it("deletes the client, counting the grants it ends", async () => {
    const { deps, clientId, row } = await created();
    deps.store.state.grants.set("g1", { id: "g1", clientInternalId: row.id, revokedAt: null, revokedReason: null });
    expect(await deleteClient(deps, { clientId, userId: OWNER })).toEqual({ ok: true, data: { revokedGrants: 1 } });
    expect(deps.store.state.clients.size).toBe(0);
  });

  it("lets the owner restore a deleted client for 30 days, its secrets back and its grants gone, and audits it", async () => {
    let now = new Date("2031-01-01T00:00:00Z");
    const { deps: base, clientId, row } = await created();
    const deps = { ...base, now: () => now };
    deps.store.state.grants.set("g1", { id: "g1", clientInternalId: row.id, revokedAt: null, revokedReason: null });
    await deleteClient(deps, { clientId, userId: OWNER });
    expect(await listRestorableClients(deps, OWNER)).toMatchObject([
      { clientId, name: "Sync", restorableUntil: new Date(now.getTime() + CLIENT_RESTORE_WINDOW_MS) },
    ]);
    expect(await restoreClient(deps, { clientId, userId: "intruder" })).toEqual({ ok: false, code: "not_found" });
    now = new Date(now.getTime() + CLIENT_RESTORE_WINDOW_MS - 1);
    expect(await restoreClient(deps, { clientId, userId: OWNER })).toEqual({ ok: true, data: { name: "Sync" } });
    expect(deps.store.state.clients.get(row.id)).toMatchObject({ clientId, status: "PENDING" });
    expect(deps.store.state.secrets.size).toBe(1);
    expect(deps.store.state.grants.size).toBe(0);
    expect(deps.store.state.audit.map((e) => e.eventType).slice(-2)).toEqual(["client.deleted", "client.restored"]);
    expect(await restoreClient(deps, { clientId, userId: OWNER })).toEqual({ ok: false, code: "not_found" });
  });

  it("no longer restores a client once 30 days have passed", async () => {
    let now = new Date("2031-01-01T00:00:00Z");
    const { deps: base, clientId } = await created();
    const deps = { ...base, now: () => now };
    await deleteClient(deps, { clientId, userId: OWNER });
    now = new Date(now.getTime() + CLIENT_RESTORE_WINDOW_MS);
    expect(await listRestorableClients(deps, OWNER)).toEqual([]);
    expect(await restoreClient(deps, { clientId, userId: OWNER })).toEqual({ ok: false, code: "not_found" });
  });
});

describe("migrateLegacyClient", () => {
  it("refuses while requests without scope arrive unless acknowledged, then saves the first scopes", async () => {
    const { deps, clientId, row } = await created({ scopes: ["PROFILE_READ"] });
    deps.store.state.clients.set(row.id, { ...deps.store.state.clients.get(row.id)!, scopes: [] });
    deps.store.state.requests.push({
      clientInternalId: row.id,
      withScope: false,
      createdAt: new Date(deps.now().getTime() - 3600_000),
    });
    const options = { clientId, userId: OWNER, scopes: ["PROFILE_READ"], acknowledgeUnscopedTraffic: false };
    expect(await migrateLegacyClient(deps, options)).toMatchObject({ ok: false, code: "unscoped_traffic" });
    expect(await updateClientScopes(deps, { clientId, userId: OWNER, scopes: ["PROFILE_READ"] })).toEqual({
      ok: false,
      code: "legacy_client",
    });
    expect(await migrateLegacyClient(deps, { ...options, acknowledgeUnscopedTraffic: true })).toEqual({
      ok: true,
      data: { scopes: ["PROFILE_READ"] },
    });
    expect(await migrateLegacyClient(deps, options)).toEqual({ ok: false, code: "not_legacy" });
  });
});

describe("resubmitClient", () => {
  it("sends only a rejected client back, once", async () => {
    const { deps, clientId, row } = await created();
    expect(await resubmitClient(deps, { clientId, ownerId: OWNER })).toEqual({
      ok: false,
      code: "conflict",
      reason: "already_pending",
    });
    deps.store.state.clients.set(row.id, { ...deps.store.state.clients.get(row.id)!, status: "REJECTED" });
    expect(await resubmitClient(deps, { clientId, ownerId: OWNER })).toEqual({
      ok: true,
      data: { clientId, status: "PENDING" },
    });
    expect(await resubmitClient(deps, { clientId, ownerId: "intruder" })).toEqual({ ok: false, code: "not_found" });
  });
});
