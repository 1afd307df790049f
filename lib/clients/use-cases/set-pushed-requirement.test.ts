// "Require pushed authorization requests" (RFC 9126 s5): on at once, off reviewed (memory store).
import { describe, expect, it } from "vitest";
import { memoryClientDeps } from "../testing/memory-client-deps";
import { createClient } from "./create-client";
import { decideClient } from "./decide-client";
import { decideClientChange } from "./decide-client-change";
import { updateClientScopes } from "./edit-client";
import { setPushedRequirement } from "./set-pushed-requirement";

const OWNER = "owner-1";
const ADMIN = "admin-1";

async function client(approve: boolean) {
  const deps = memoryClientDeps();
  deps.store.state.users.set(ADMIN, "Ada Admin");
  const made = await createClient(deps, {
    ownerId: OWNER,
    name: "App",
    description: "",
    websiteUrl: "",
    logoUrl: "",
    kind: "CONFIDENTIAL",
    redirectUris: ["https://app.example.com/cb"],
    scopes: ["PROFILE_READ"],
  });
  if (!made.ok) throw new Error(made.code);
  const { clientId } = made.data;
  if (approve) await decideClient(deps, { clientId, action: "approve", expectedStatus: "PENDING", actorId: ADMIN });
  const row = () => [...deps.store.state.clients.values()][0]!;
  const pending = () => [...deps.store.state.changes.values()].find((c) => c.status === "PENDING") ?? null;
  const set = (required: boolean, userId = OWNER) => setPushedRequirement(deps, { clientId, userId, required });
  return { deps, clientId, row, pending, set };
}

describe("setPushedRequirement", () => {
  it("requires PAR at once on an approved client: a tightening needs no review", async () => {
    const c = await client(true);
    expect(await c.set(true)).toEqual({ ok: true, data: { required: true, dropWaitingForReview: false } });
    expect(c.row().requirePushedRequests).toBe(true);
    expect(c.pending()).toBeNull();
  });

  it("on an approved client, dropping it waits for review while PAR stays required; approval drops it", async () => {
    const c = await client(true);
    await c.set(true);
    expect(await c.set(false)).toEqual({ ok: true, data: { required: true, dropWaitingForReview: true } });
    expect(c.row().requirePushedRequests).toBe(true);
    const change = c.pending()!;
    expect(change.delta.dropsPushedRequirement).toBe(true);
    const decided = await decideClientChange(c.deps, { changeId: change.id, action: "approve", actorId: ADMIN });
    expect(decided.ok).toBe(true);
    expect(c.row().requirePushedRequests).toBe(false);
  });

  it("a rejected drop leaves PAR required", async () => {
    const c = await client(true);
    await c.set(true);
    await c.set(false);
    const change = c.pending()!;
    await decideClientChange(c.deps, { changeId: change.id, action: "reject", actorId: ADMIN, reason: "Keep it on" });
    expect(c.row().requirePushedRequests).toBe(true);
  });

  it("keeps a waiting drop beside a later scope edit, and requiring PAR again withdraws just the drop", async () => {
    const c = await client(true);
    await c.set(true);
    await c.set(false);
    await updateClientScopes(c.deps, { clientId: c.clientId, userId: OWNER, scopes: ["PROFILE_READ", "BOOKING_READ"] });
    expect(c.pending()!.delta).toMatchObject({ addedScopes: ["BOOKING_READ"], dropsPushedRequirement: true });
    await c.set(true);
    expect(c.pending()!.delta.addedScopes).toEqual(["BOOKING_READ"]);
    expect(c.pending()!.delta.dropsPushedRequirement ?? false).toBe(false);
  });

  it("before review the setting simply applies, both ways", async () => {
    const c = await client(false);
    await c.set(true);
    expect(c.row().requirePushedRequests).toBe(true);
    expect(await c.set(false)).toEqual({ ok: true, data: { required: false, dropWaitingForReview: false } });
    expect(c.row().requirePushedRequests).toBe(false);
    expect(c.pending()).toBeNull();
  });

  it("is refused for someone else's client as if it did not exist", async () => {
    const c = await client(true);
    expect(await c.set(true, "someone-else")).toMatchObject({ ok: false, code: "not_found" });
    expect(c.row().requirePushedRequests ?? false).toBe(false);
  });
});
