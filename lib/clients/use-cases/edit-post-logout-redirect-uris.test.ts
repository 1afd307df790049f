// Post-logout redirect URIs are reviewed like redirect URIs (memory store).
import { describe, expect, it } from "vitest";
import { memoryClientDeps } from "../testing/memory-client-deps";
import { createClient } from "./create-client";
import { decideClient } from "./decide-client";
import { decideClientChange } from "./decide-client-change";
import { updateClientScopes } from "./edit-client";
import { updatePostLogoutRedirectUris } from "./edit-post-logout-redirect-uris";

const OWNER = "owner-1";
const ADMIN = "admin-1";
const AFTER = "https://app.example.com/signed-out";

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
    scopes: ["openid", "PROFILE_READ"],
  });
  if (!made.ok) throw new Error(made.code);
  const { clientId } = made.data;
  if (approve) await decideClient(deps, { clientId, action: "approve", expectedStatus: "PENDING", actorId: ADMIN });
  const row = () => [...deps.store.state.clients.values()][0]!;
  const edit = (change: { op: "add" | "remove"; uri: string }) =>
    updatePostLogoutRedirectUris(deps, { clientId, userId: OWNER, change });
  return { deps, clientId, row, edit };
}

describe("post-logout redirect URIs", () => {
  it("on an approved client an addition waits for review, the live list unchanged, and approval applies it", async () => {
    const c = await client(true);
    expect(await c.edit({ op: "add", uri: AFTER })).toEqual({
      ok: true,
      data: { postLogoutRedirectUris: [AFTER], livePostLogoutRedirectUris: [], waitingForReview: [AFTER] },
    });
    expect(c.row().postLogoutRedirectUris ?? []).toEqual([]);
    // Another edit keeps the waiting addition.
    await updateClientScopes(c.deps, { clientId: c.clientId, userId: OWNER, scopes: ["openid"] });
    const pending = [...c.deps.store.state.changes.values()].find((ch) => ch.status === "PENDING")!;
    expect(pending.delta.addedPostLogoutRedirectUris).toEqual([AFTER]);
    const decided = await decideClientChange(c.deps, { changeId: pending.id, action: "approve", actorId: ADMIN });
    expect(decided.ok).toBe(true);
    expect(c.row().postLogoutRedirectUris).toEqual([AFTER]);
  });

  it("a removal applies at once; a pending or rejected client's edits apply directly", async () => {
    const pending = await client(false);
    await pending.edit({ op: "add", uri: AFTER });
    expect(pending.row().postLogoutRedirectUris).toEqual([AFTER]);
    expect(await pending.edit({ op: "remove", uri: AFTER })).toMatchObject({ ok: true });
    expect(pending.row().postLogoutRedirectUris).toEqual([]);
  });

  it("refuses URIs a redirect URI could not be (a fragment, plain http off loopback) and duplicates", async () => {
    const c = await client(false);
    for (const uri of ["https://app.example.com/x#f", "http://app.example.com/out", ""])
      expect(await c.edit({ op: "add", uri })).toMatchObject({ ok: false, code: "invalid_input" });
    await c.edit({ op: "add", uri: AFTER });
    expect(await c.edit({ op: "add", uri: AFTER })).toMatchObject({ ok: false });
  });
});
