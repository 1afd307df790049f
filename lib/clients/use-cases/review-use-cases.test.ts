// The administrators' use cases and reviewed edits on the memory store.
import { describe, expect, it } from "vitest";
import { memoryClientDeps } from "../testing/memory-client-deps";
import { createClient } from "./create-client";
import { decideClient } from "./decide-client";
import { decideClientChange } from "./decide-client-change";
import { updateClientScopes } from "./edit-client";
import { submitClientChange } from "./submit-client-change";

const OWNER = "owner-1";
const ADMIN = "admin-1";
const URI = "https://app.example.com/cb";

async function approvedClient() {
  const deps = memoryClientDeps();
  deps.store.state.users.set(ADMIN, "Ada Admin");
  const made = await createClient(deps, {
    ownerId: OWNER,
    name: "App",
    description: "",
    websiteUrl: "",
    logoUrl: "",
    kind: "CONFIDENTIAL",
    redirectUris: [URI],
    scopes: ["PROFILE_READ"],
  });
  if (!made.ok) throw new Error(made.code);
  const { clientId } = made.data;
  const approved = await decideClient(deps, { clientId, action: "approve", expectedStatus: "PENDING", actorId: ADMIN });
  expect(approved).toMatchObject({ ok: true, data: { status: "APPROVED" } });
  return { deps, clientId, id: [...deps.store.state.clients.values()][0]!.id };
}

describe("decideClient", () => {
  it("approves with the scopes the administrator chose, a non-empty subset of those asked for", async () => {
    const deps = memoryClientDeps();
    deps.store.state.users.set(ADMIN, "Ada Admin");
    const made = await createClient(deps, {
      ownerId: OWNER,
      name: "Agent",
      description: "",
      websiteUrl: "",
      logoUrl: "",
      kind: "PUBLIC",
      redirectUris: ["http://127.0.0.1/cb"],
      scopes: ["PROFILE_READ", "BOOKING_READ", "BOOKING_WRITE"],
    });
    if (!made.ok) throw new Error(made.code);
    const { clientId } = made.data;
    const decide = (scopes: string[]) =>
      decideClient(deps, { clientId, action: "approve", expectedStatus: "PENDING", actorId: ADMIN, scopes });
    expect(await decide([])).toMatchObject({ ok: false, fieldErrors: { scopes: { code: "scopes_none" } } });
    expect(await decide(["PROFILE_READ", "ORG_PROFILE_READ"])).toMatchObject({
      ok: false,
      fieldErrors: { scopes: { code: "scope_unknown", values: ["ORG_PROFILE_READ"] } },
    });
    expect([...deps.store.state.clients.values()][0]).toMatchObject({ status: "PENDING" });
    expect(await decide(["PROFILE_READ", "BOOKING_READ"])).toMatchObject({ ok: true, data: { status: "APPROVED" } });
    expect([...deps.store.state.clients.values()][0]).toMatchObject({ scopes: ["PROFILE_READ", "BOOKING_READ"] });
  });

  it("refuses a transition the lifecycle does not allow and a rejection without reason", async () => {
    const { deps, clientId } = await approvedClient();
    expect(
      await decideClient(deps, { clientId, action: "approve", expectedStatus: "APPROVED", actorId: ADMIN }),
    ).toEqual({
      ok: false,
      code: "invalid_transition",
      facts: { status: "APPROVED", action: "approve" },
    });
    expect(
      await decideClient(deps, { clientId, action: "reject", expectedStatus: "APPROVED", actorId: ADMIN, reason: " " }),
    ).toEqual({
      ok: false,
      code: "invalid_input",
      fieldErrors: { reason: { code: "reason_required" } },
    });
  });

  it("lets one of two concurrent decisions win and tells the other who decided", async () => {
    const { deps, clientId } = await approvedClient();
    const [a, b] = await Promise.all([
      decideClient(deps, { clientId, action: "suspend", expectedStatus: "APPROVED", actorId: ADMIN, reason: "Abuse" }),
      decideClient(deps, { clientId, action: "reject", expectedStatus: "APPROVED", actorId: ADMIN, reason: "Spam" }),
    ]);
    expect(a.ok).toBe(true);
    expect(b).toMatchObject({
      ok: false,
      code: "conflict",
      reason: "already_decided",
      facts: { subject: "client", status: "SUSPENDED", by: "Ada Admin" },
    });
  });

  it("rejecting an approved client revokes its grants and discards its pending change", async () => {
    const { deps, clientId, id } = await approvedClient();
    deps.store.state.grants.set("g1", { id: "g1", clientInternalId: id, revokedAt: null, revokedReason: null });
    await updateClientScopes(deps, { clientId, userId: OWNER, scopes: ["PROFILE_READ", "BOOKING_READ"] });
    const rejected = await decideClient(deps, {
      clientId,
      action: "reject",
      expectedStatus: "APPROVED",
      actorId: ADMIN,
      reason: "Spam",
    });
    expect(rejected).toMatchObject({
      ok: true,
      data: { status: "REJECTED", revokedGrants: 1, discardedChangeId: expect.any(String) },
    });
  });

  it("loses to an owner's edit made after the admin loaded the page", async () => {
    const deps = memoryClientDeps();
    const made = await createClient(deps, {
      ownerId: OWNER,
      name: "App",
      description: "",
      websiteUrl: "",
      logoUrl: "",
      kind: "PUBLIC",
      redirectUris: [URI],
      scopes: ["PROFILE_READ"],
    });
    if (!made.ok) throw new Error(made.code);
    const seen = [...deps.store.state.clients.values()][0]!.version;
    await updateClientScopes(deps, { clientId: made.data.clientId, userId: OWNER, scopes: ["ORG_BOOKING_WRITE"] });
    const decided = await decideClient(deps, {
      clientId: made.data.clientId,
      action: "approve",
      expectedStatus: "PENDING",
      expectedVersion: seen,
      actorId: ADMIN,
    });
    expect(decided).toEqual({ ok: false, code: "conflict", reason: "owner_edited" });
  });
});

describe("reviewed edits and decideClientChange", () => {
  it("keeps an addition waiting, applies it on approval, and refuses a second decision", async () => {
    const { deps, clientId } = await approvedClient();
    const submitted = await submitClientChange(deps, {
      clientId,
      ownerId: OWNER,
      proposed: { scopes: ["PROFILE_READ", "BOOKING_READ"], redirectUris: [URI] },
    });
    if (!submitted.ok) throw new Error(submitted.code);
    expect(submitted.data).toMatchObject({
      classification: "widening",
      applied: { scopes: ["PROFILE_READ"] },
      pending: { after: { scopes: ["BOOKING_READ", "PROFILE_READ"] } },
    });
    const changeId = submitted.data.pending!.id;
    expect(await decideClientChange(deps, { changeId, action: "reject", actorId: ADMIN })).toMatchObject({
      ok: false,
      fieldErrors: { reason: { code: "reason_required" } },
    });
    expect(await decideClientChange(deps, { changeId, action: "approve", actorId: ADMIN })).toMatchObject({
      ok: true,
      data: { status: "APPROVED", configuration: { scopes: ["BOOKING_READ", "PROFILE_READ"] } },
    });
    expect(
      await decideClientChange(deps, { changeId, action: "reject", actorId: ADMIN, reason: "Late" }),
    ).toMatchObject({
      ok: false,
      code: "conflict",
      reason: "already_decided",
      facts: { subject: "change", status: "APPROVED", by: "Ada Admin" },
    });
    expect(await decideClientChange(deps, { changeId: "missing", action: "approve", actorId: ADMIN })).toEqual({
      ok: false,
      code: "not_found",
      facts: { subject: "change" },
    });
  });

  it("tells the admin when the owner replaced the request", async () => {
    const { deps, clientId } = await approvedClient();
    const first = await submitClientChange(deps, {
      clientId,
      ownerId: OWNER,
      proposed: { scopes: ["PROFILE_READ", "BOOKING_READ"], redirectUris: [URI] },
    });
    await submitClientChange(deps, {
      clientId,
      ownerId: OWNER,
      proposed: { scopes: ["PROFILE_READ", "SCHEDULE_READ"], redirectUris: [URI] },
    });
    const changeId = first.ok ? first.data.pending!.id : "";
    expect(await decideClientChange(deps, { changeId, action: "approve", actorId: ADMIN })).toEqual({
      ok: false,
      code: "conflict",
      reason: "superseded",
    });
  });
});
