import { describe, expect, it } from "vitest";
import { memoryClientDeps } from "../testing/memory-client-deps";
import type { DetailsInput } from "../rules/client-details";
import { createClient } from "./create-client";
import { decideClient } from "./decide-client";
import { decideClientChange } from "./decide-client-change";
import { updateClientScopes } from "./edit-client";
import { editClientDetails } from "./edit-client-details";

const OWNER = "owner-1";
const ADMIN = "admin-1";
const DETAILS: DetailsInput = {
  name: "Sync 2",
  description: "Keeps calendars in sync",
  websiteUrl: "https://sync.example.com",
  logoUrl: "",
  privacyPolicyUrl: "https://sync.example.com/privacy",
  termsOfServiceUrl: "https://sync.example.com/terms",
};
const AS_CREATED: DetailsInput = {
  name: "Sync",
  description: "",
  websiteUrl: "",
  logoUrl: "",
  privacyPolicyUrl: "",
  termsOfServiceUrl: "",
};

async function created() {
  const deps = memoryClientDeps();
  deps.store.state.users.set(ADMIN, "Ada Admin");
  const result = await createClient(deps, {
    ownerId: OWNER,
    name: "Sync",
    description: "",
    websiteUrl: "",
    logoUrl: "",
    kind: "CONFIDENTIAL",
    redirectUris: ["https://app.example.com/cb"],
    scopes: ["PROFILE_READ"],
  });
  if (!result.ok) throw new Error(result.code);
  const row = [...deps.store.state.clients.values()][0]!;
  return { deps, clientId: result.data.clientId, id: row.id };
}

async function approved() {
  const made = await created();
  const decided = await decideClient(made.deps, {
    clientId: made.clientId,
    action: "approve",
    expectedStatus: "PENDING",
    actorId: ADMIN,
  });
  expect(decided.ok).toBe(true);
  return made;
}

function pendingOf(deps: Awaited<ReturnType<typeof created>>["deps"]) {
  return [...deps.store.state.changes.values()].find((c) => c.status === "PENDING") ?? null;
}

describe("editClientDetails on a client not reviewed yet", () => {
  it("applies at once on a client still pending review, and audits only what changed", async () => {
    const { deps, clientId, id } = await created();
    const result = await editClientDetails(deps, { clientId, ownerId: OWNER, details: DETAILS });
    expect(result).toEqual({
      ok: true,
      data: {
        outcome: "saved",
        changed: ["name", "description", "websiteUrl", "privacyPolicyUrl", "termsOfServiceUrl"],
      },
    });
    expect(deps.store.state.clients.get(id)).toMatchObject({
      name: "Sync 2",
      privacyPolicyUrl: "https://sync.example.com/privacy",
    });
    expect(pendingOf(deps)).toBeNull();
    const audit = deps.store.state.audit.filter((a) => a.eventType === "client.details_updated");
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toEqual({
      before: { name: "Sync", description: null, websiteUrl: null, privacyPolicyUrl: null, termsOfServiceUrl: null },
      after: {
        name: "Sync 2",
        description: "Keeps calendars in sync",
        websiteUrl: "https://sync.example.com",
        privacyPolicyUrl: "https://sync.example.com/privacy",
        termsOfServiceUrl: "https://sync.example.com/terms",
      },
    });
  });

  it("says unchanged and writes nothing when the details are the live ones", async () => {
    const { deps, clientId } = await created();
    expect(await editClientDetails(deps, { clientId, ownerId: OWNER, details: AS_CREATED })).toEqual({
      ok: true,
      data: { outcome: "unchanged", changed: [] },
    });
    expect(deps.store.state.audit.some((a) => a.eventType === "client.details_updated")).toBe(false);
  });

  it("refuses bad input field by field and changes nothing", async () => {
    const { deps, clientId, id } = await created();
    const bad = {
      ...DETAILS,
      name: "Bad\u0007name",
      description: "x".repeat(501),
      privacyPolicyUrl: "http://sync.example.com/privacy",
      termsOfServiceUrl: "https://user:pw@sync.example.com/terms",
      logoUrl: "https://exa mple.com/logo.png",
    };
    const result = await editClientDetails(deps, { clientId, ownerId: OWNER, details: bad });
    expect(result).toEqual({
      ok: false,
      code: "invalid_input",
      fieldErrors: {
        name: { code: "details_not_plain_text" },
        description: { code: "details_too_long", values: ["500"] },
        logoUrl: { code: "details_url_invalid", values: ["https"] },
        privacyPolicyUrl: { code: "details_url_invalid", values: ["https"] },
        termsOfServiceUrl: { code: "details_url_invalid", values: ["https"] },
      },
    });
    expect(deps.store.state.clients.get(id)).toMatchObject({ name: "Sync" });
    expect(
      await editClientDetails(deps, { clientId, ownerId: OWNER, details: { ...DETAILS, name: "  " } }),
    ).toMatchObject({ ok: false, fieldErrors: { name: { code: "details_name_empty" } } });
  });

  it("treats someone else's client as not found", async () => {
    const { deps, clientId } = await created();
    expect(await editClientDetails(deps, { clientId, ownerId: "intruder", details: DETAILS })).toEqual({
      ok: false,
      code: "not_found",
    });
  });
});

describe("editClientDetails on an approved client (the consent screen shows these)", () => {
  it("keeps the live details and queues only the changed fields for review", async () => {
    const { deps, clientId, id } = await approved();
    const result = await editClientDetails(deps, {
      clientId,
      ownerId: OWNER,
      details: { ...AS_CREATED, name: "Sync Pro", privacyPolicyUrl: "https://sync.example.com/privacy" },
    });
    expect(result).toEqual({ ok: true, data: { outcome: "sent_for_review", changed: ["name", "privacyPolicyUrl"] } });
    expect(deps.store.state.clients.get(id)).toMatchObject({ name: "Sync", status: "APPROVED" });
    expect(deps.store.state.clients.get(id)?.privacyPolicyUrl ?? null).toBeNull();
    const pending = pendingOf(deps);
    expect(pending?.delta).toEqual({
      addedScopes: [],
      addedRedirectUris: [],
      removedScopes: [],
      removedRedirectUris: [],
      details: { name: "Sync Pro", privacyPolicyUrl: "https://sync.example.com/privacy" },
    });
    const requested = deps.store.state.audit.filter((a) => a.eventType === "client.change_requested");
    expect(requested.at(-1)?.details).toMatchObject({
      changeId: pending?.id,
      details: { name: "Sync Pro", privacyPolicyUrl: "https://sync.example.com/privacy" },
    });
  });

  it("approval applies the proposed details at once with an audit event before/after", async () => {
    const { deps, clientId, id } = await approved();
    await editClientDetails(deps, {
      clientId,
      ownerId: OWNER,
      details: { ...AS_CREATED, name: "Sync Pro", termsOfServiceUrl: "https://sync.example.com/terms" },
    });
    const change = pendingOf(deps)!;
    const decided = await decideClientChange(deps, { changeId: change.id, action: "approve", actorId: ADMIN });
    expect(decided).toMatchObject({
      ok: true,
      data: { status: "APPROVED", configuration: { scopes: ["PROFILE_READ"] } },
    });
    expect(deps.store.state.clients.get(id)).toMatchObject({
      name: "Sync Pro",
      termsOfServiceUrl: "https://sync.example.com/terms",
    });
    const audit = deps.store.state.audit.find((a) => a.eventType === "client.change_approved");
    expect(audit?.details).toMatchObject({
      detailsBefore: { name: "Sync", termsOfServiceUrl: null },
      detailsAfter: { name: "Sync Pro", termsOfServiceUrl: "https://sync.example.com/terms" },
    });
  });

  it("rejection leaves the live details and records the reason", async () => {
    const { deps, clientId, id } = await approved();
    await editClientDetails(deps, {
      clientId,
      ownerId: OWNER,
      details: { ...AS_CREATED, name: "Totally Official Bank" },
    });
    const change = pendingOf(deps)!;
    expect(
      await decideClientChange(deps, {
        changeId: change.id,
        action: "reject",
        actorId: ADMIN,
        reason: "Misleading name",
      }),
    ).toMatchObject({ ok: true, data: { status: "REJECTED" } });
    expect(deps.store.state.clients.get(id)).toMatchObject({ name: "Sync" });
    expect(deps.store.state.changes.get(change.id)).toMatchObject({
      status: "REJECTED",
      reviewNote: "Misleading name",
    });
    expect(deps.store.state.audit.find((a) => a.eventType === "client.change_rejected")?.details).toMatchObject({
      reason: "Misleading name",
      details: { name: "Totally Official Bank" },
    });
  });

  it("an admin's decision applies only to the version they saw: a newer proposal supersedes it", async () => {
    const { deps, clientId, id } = await approved();
    await editClientDetails(deps, { clientId, ownerId: OWNER, details: { ...AS_CREATED, name: "Sync Pro" } });
    const seen = pendingOf(deps)!;
    await editClientDetails(deps, { clientId, ownerId: OWNER, details: { ...AS_CREATED, name: "Sync Ultra" } });
    expect(await decideClientChange(deps, { changeId: seen.id, action: "approve", actorId: ADMIN })).toEqual({
      ok: false,
      code: "conflict",
      reason: "superseded",
    });
    expect(deps.store.state.clients.get(id)).toMatchObject({ name: "Sync" });
    expect(pendingOf(deps)?.delta.details).toEqual({ name: "Sync Ultra" });
  });

  it("saving the same proposal again keeps the request (and the admin's view of it)", async () => {
    const { deps, clientId } = await approved();
    const wanted = { ...AS_CREATED, name: "Sync Pro" };
    await editClientDetails(deps, { clientId, ownerId: OWNER, details: wanted });
    const first = pendingOf(deps)!;
    await editClientDetails(deps, { clientId, ownerId: OWNER, details: wanted });
    expect(pendingOf(deps)?.id).toBe(first.id);
  });

  it("editing back to the live details withdraws the proposal", async () => {
    const { deps, clientId } = await approved();
    await editClientDetails(deps, { clientId, ownerId: OWNER, details: { ...AS_CREATED, name: "Sync Pro" } });
    const first = pendingOf(deps)!;
    expect(await editClientDetails(deps, { clientId, ownerId: OWNER, details: AS_CREATED })).toEqual({
      ok: true,
      data: { outcome: "withdrawn", changed: [] },
    });
    expect(pendingOf(deps)).toBeNull();
    expect(deps.store.state.changes.get(first.id)?.status).toBe("SUPERSEDED");
    expect(deps.store.state.audit.at(-1)).toMatchObject({
      eventType: "client.change_withdrawn",
      details: { changeId: first.id },
    });
  });

  it("shares the one pending request with scope additions, and withdrawing details keeps the scopes waiting", async () => {
    const { deps, clientId } = await approved();
    await updateClientScopes(deps, { clientId, userId: OWNER, scopes: ["PROFILE_READ", "BOOKING_READ"] });
    await editClientDetails(deps, { clientId, ownerId: OWNER, details: { ...AS_CREATED, name: "Sync Pro" } });
    expect(pendingOf(deps)?.delta).toMatchObject({ addedScopes: ["BOOKING_READ"], details: { name: "Sync Pro" } });
    // A later scope edit keeps the details proposal in the same request.
    await updateClientScopes(deps, {
      clientId,
      userId: OWNER,
      scopes: ["PROFILE_READ", "BOOKING_READ", "SCHEDULE_READ"],
    });
    expect(pendingOf(deps)?.delta).toMatchObject({
      addedScopes: ["BOOKING_READ", "SCHEDULE_READ"],
      details: { name: "Sync Pro" },
    });
    await editClientDetails(deps, { clientId, ownerId: OWNER, details: AS_CREATED });
    const left = pendingOf(deps)!;
    expect(left.delta.addedScopes).toEqual(["BOOKING_READ", "SCHEDULE_READ"]);
    expect(left.delta.details ?? null).toBeNull();
  });

  it("a suspended client's details also wait for review", async () => {
    const { deps, clientId, id } = await approved();
    await decideClient(deps, {
      clientId,
      action: "suspend",
      expectedStatus: "APPROVED",
      actorId: ADMIN,
      reason: "Check",
    });
    expect(await editClientDetails(deps, { clientId, ownerId: OWNER, details: DETAILS })).toMatchObject({
      ok: true,
      data: { outcome: "sent_for_review" },
    });
    expect(deps.store.state.clients.get(id)).toMatchObject({ name: "Sync" });
  });
});
