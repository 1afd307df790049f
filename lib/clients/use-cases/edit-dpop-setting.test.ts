import { describe, expect, it } from "vitest";
import { memoryClientDeps } from "../testing/memory-client-deps";
import { createClient } from "./create-client";
import { decideClient } from "./decide-client";
import { decideClientChange } from "./decide-client-change";
import { updateClientScopes } from "./edit-client";
import { editDpopSetting } from "./edit-dpop-setting";

const OWNER = "owner-1";
const ADMIN = "admin-1";

async function created() {
  const deps = memoryClientDeps();
  deps.store.state.users.set(ADMIN, "Ada Admin");
  const result = await createClient(deps, {
    ownerId: OWNER,
    name: "Planner",
    description: "",
    websiteUrl: "",
    logoUrl: "",
    kind: "PUBLIC",
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

const live = (made: Awaited<ReturnType<typeof created>>) =>
  made.deps.store.state.clients.get(made.id)?.dpopBoundAccessTokens ?? false;
const pendingOf = (made: Awaited<ReturnType<typeof created>>) =>
  [...made.deps.store.state.changes.values()].find((c) => c.status === "PENDING") ?? null;

describe("editDpopSetting", () => {
  it("applies at once on a client not reviewed yet, and audits it", async () => {
    const made = await created();
    const result = await editDpopSetting(made.deps, {
      clientId: made.clientId,
      ownerId: OWNER,
      dpopBoundAccessTokens: true,
    });
    expect(result).toEqual({ ok: true, data: { outcome: "saved" } });
    expect(live(made)).toBe(true);
    expect(made.deps.store.state.audit.at(-1)).toMatchObject({
      eventType: "client.dpop_setting_updated",
      details: { before: false, after: true },
    });
    expect(pendingOf(made)).toBeNull();
  });

  it("on an approved client waits for an administrator, the live setting staying in force until approved", async () => {
    const made = await approved();
    const result = await editDpopSetting(made.deps, {
      clientId: made.clientId,
      ownerId: OWNER,
      dpopBoundAccessTokens: true,
    });
    expect(result).toEqual({ ok: true, data: { outcome: "sent_for_review" } });
    expect(live(made)).toBe(false);
    const change = pendingOf(made);
    expect(change?.delta).toMatchObject({ dpopBoundAccessTokens: true, addedScopes: [] });
    const decided = await decideClientChange(made.deps, { changeId: change!.id, action: "approve", actorId: ADMIN });
    expect(decided.ok).toBe(true);
    expect(live(made)).toBe(true);
  });

  it("keeps the live setting when the administrator rejects the change", async () => {
    const made = await approved();
    await editDpopSetting(made.deps, { clientId: made.clientId, ownerId: OWNER, dpopBoundAccessTokens: true });
    const change = pendingOf(made);
    await decideClientChange(made.deps, { changeId: change!.id, action: "reject", actorId: ADMIN, reason: "not yet" });
    expect(live(made)).toBe(false);
  });

  it("withdraws a waiting choice when the owner picks the live setting again", async () => {
    const made = await approved();
    await editDpopSetting(made.deps, { clientId: made.clientId, ownerId: OWNER, dpopBoundAccessTokens: true });
    const back = await editDpopSetting(made.deps, {
      clientId: made.clientId,
      ownerId: OWNER,
      dpopBoundAccessTokens: false,
    });
    expect(back).toEqual({ ok: true, data: { outcome: "withdrawn" } });
    expect(pendingOf(made)).toBeNull();
  });

  it("waits in the same request as a scope change, and a later scope edit keeps it", async () => {
    const made = await approved();
    await editDpopSetting(made.deps, { clientId: made.clientId, ownerId: OWNER, dpopBoundAccessTokens: true });
    const scoped = await updateClientScopes(made.deps, {
      clientId: made.clientId,
      userId: OWNER,
      scopes: ["PROFILE_READ", "BOOKING_READ"],
    });
    expect(scoped.ok).toBe(true);
    expect(pendingOf(made)?.delta).toMatchObject({ addedScopes: ["BOOKING_READ"], dpopBoundAccessTokens: true });
  });

  it("answers unchanged for the live setting, and not_found for another owner", async () => {
    const made = await approved();
    expect(
      await editDpopSetting(made.deps, { clientId: made.clientId, ownerId: OWNER, dpopBoundAccessTokens: false }),
    ).toEqual({ ok: true, data: { outcome: "unchanged" } });
    expect(
      await editDpopSetting(made.deps, { clientId: made.clientId, ownerId: "someone", dpopBoundAccessTokens: true }),
    ).toMatchObject({ ok: false, code: "not_found" });
  });
});
