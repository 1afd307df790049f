// Every decision leaves its owner a notice, with the reason; a lost decision leaves none.
import { describe, expect, it } from "vitest";
import { memoryClientDeps } from "../testing/memory-client-deps";
import { createClient } from "./create-client";
import { decideClient } from "./decide-client";
import { decideClientChange } from "./decide-client-change";
import { dismissOwnerNotice, listOwnerNotices } from "./owner-notices";
import { submitClientChange } from "./submit-client-change";

const OWNER = "owner-1";
const ADMIN = "admin-1";
const URI = "https://app.example.com/cb";

async function pendingClient() {
  const deps = memoryClientDeps();
  deps.store.state.users.set(ADMIN, "Ada Admin");
  const made = await createClient(deps, {
    ownerId: OWNER,
    name: "Notice app",
    description: "",
    websiteUrl: "",
    logoUrl: "",
    kind: "CONFIDENTIAL",
    redirectUris: [URI],
    scopes: ["PROFILE_READ"],
  });
  if (!made.ok) throw new Error(made.code);
  return { deps, clientId: made.data.clientId };
}

const kinds = async (deps: Awaited<ReturnType<typeof pendingClient>>["deps"]) =>
  (await listOwnerNotices(deps, { ownerId: OWNER })).map((n) => [n.kind, n.reason]);

describe("owner notices", () => {
  it("approving, suspending, reinstating and rejecting each tell the owner, with the reason", async () => {
    const { deps, clientId } = await pendingClient();
    const decide = (action: "approve" | "suspend" | "reinstate" | "reject", expectedStatus: string, reason?: string) =>
      decideClient(deps, {
        clientId,
        action,
        expectedStatus: expectedStatus as "PENDING",
        actorId: ADMIN,
        reason,
      });
    const approved = await decide("approve", "PENDING");
    expect(approved).toMatchObject({
      ok: true,
      data: { notice: { ownerId: OWNER, clientId, clientName: "Notice app", kind: "client_approved", reason: null } },
    });
    await decide("suspend", "APPROVED", "Phishing reports");
    await decide("reinstate", "SUSPENDED");
    await decide("reject", "APPROVED", "Not our users");
    expect(await kinds(deps)).toEqual([
      ["client_rejected", "Not our users"],
      ["client_reinstated", null],
      ["client_suspended", "Phishing reports"],
      ["client_approved", null],
    ]);
  });

  it("a decision that loses, or is refused, leaves no notice", async () => {
    const { deps, clientId } = await pendingClient();
    await decideClient(deps, { clientId, action: "reject", expectedStatus: "PENDING", actorId: ADMIN });
    await decideClient(deps, { clientId, action: "approve", expectedStatus: "PENDING", actorId: ADMIN });
    await decideClient(deps, { clientId, action: "approve", expectedStatus: "PENDING", actorId: ADMIN });
    expect(await kinds(deps)).toEqual([["client_approved", null]]);
  });

  it("a change request's approval and rejection tell the owner", async () => {
    const { deps, clientId } = await pendingClient();
    await decideClient(deps, { clientId, action: "approve", expectedStatus: "PENDING", actorId: ADMIN });
    const submit = async (scope: string) => {
      const submitted = await submitClientChange(deps, {
        clientId,
        ownerId: OWNER,
        proposed: { scopes: ["PROFILE_READ", scope], redirectUris: [URI] },
      });
      if (!submitted.ok || !submitted.data.pending) throw new Error("no pending change");
      return submitted.data.pending.id;
    };
    await decideClientChange(deps, { changeId: await submit("BOOKING_READ"), action: "approve", actorId: ADMIN });
    const rejected = await decideClientChange(deps, {
      changeId: await submit("SCHEDULE_READ"),
      action: "reject",
      actorId: ADMIN,
      reason: "Say why you need schedules",
    });
    expect(rejected).toMatchObject({ ok: true, data: { notice: { kind: "change_rejected", clientId } } });
    expect((await kinds(deps)).slice(0, 2)).toEqual([
      ["change_rejected", "Say why you need schedules"],
      ["change_approved", null],
    ]);
  });

  it("only the owner dismisses a notice, once; a dismissed notice is no longer listed", async () => {
    const { deps, clientId } = await pendingClient();
    await decideClient(deps, { clientId, action: "approve", expectedStatus: "PENDING", actorId: ADMIN });
    const [notice] = await listOwnerNotices(deps, { ownerId: OWNER });
    const noticeId = notice?.id ?? "";
    const refused = { ok: false, code: "not_found", facts: { subject: "notice" } };
    expect(await dismissOwnerNotice(deps, { noticeId, ownerId: "someone-else" })).toEqual(refused);
    expect(await listOwnerNotices(deps, { ownerId: OWNER })).toHaveLength(1);
    expect(await dismissOwnerNotice(deps, { noticeId, ownerId: OWNER })).toEqual({ ok: true, data: null });
    expect(await dismissOwnerNotice(deps, { noticeId, ownerId: OWNER })).toEqual(refused);
    expect(await dismissOwnerNotice(deps, { noticeId: "x".repeat(65), ownerId: OWNER })).toEqual(refused);
    expect(await listOwnerNotices(deps, { ownerId: OWNER })).toEqual([]);
  });
});
