// The owner's "high security" profile: on at once once the app can run it; off only before review.
import { describe, expect, it } from "vitest";
import { memoryClientDeps } from "../testing/memory-client-deps";
import { createClient } from "./create-client";
import { decideClient } from "./decide-client";
import { decideClientChange } from "./decide-client-change";
import { updateClientScopes } from "./edit-client";
import { setHighSecurity } from "./set-high-security";

const OWNER = "owner-1";
const ADMIN = "admin-1";

async function client(options: { approve: boolean; kind?: "CONFIDENTIAL" | "PUBLIC"; withKey?: boolean }) {
  const deps = memoryClientDeps();
  deps.store.state.users.set(ADMIN, "Ada Admin");
  const made = await createClient(deps, {
    ownerId: OWNER,
    name: "App",
    description: "",
    websiteUrl: "",
    logoUrl: "",
    kind: options.kind ?? "CONFIDENTIAL",
    redirectUris: ["https://app.example.com/cb"],
    scopes: ["PROFILE_READ"],
  });
  if (!made.ok) throw new Error(made.code);
  const { clientId } = made.data;
  const row = () => [...deps.store.state.clients.values()][0]!;
  if (options.withKey !== false)
    await deps.store.transaction((repo) =>
      repo.insertKeys(row().id, [{ kid: "k1", alg: "ES256", jwk: { kty: "EC" }, thumbprint: "t1", label: null }]),
    );
  if (options.approve)
    await decideClient(deps, { clientId, action: "approve", expectedStatus: "PENDING", actorId: ADMIN });
  const set = (on: boolean, userId = OWNER) => setHighSecurity(deps, { clientId, userId, on });
  return { deps, row, set };
}

describe("setHighSecurity", () => {
  it("turns on at once for a confidential app with a key, even approved: a tightening", async () => {
    const c = await client({ approve: true });
    expect(await c.set(true)).toEqual({ ok: true, data: { on: true } });
    expect(c.row().highSecurity).toBe(true);
  });

  it("refuses to turn on for an app that cannot run it: public, or without a key", async () => {
    const noKey = await client({ approve: false, withKey: false });
    expect(await noKey.set(true)).toMatchObject({ ok: false, code: "profile_gaps" });
    expect(noKey.row().highSecurity ?? false).toBe(false);
  });

  it("turns off before review, and refuses to on a reviewed app", async () => {
    const draft = await client({ approve: false });
    await draft.set(true);
    expect(await draft.set(false)).toEqual({ ok: true, data: { on: false } });
    const reviewed = await client({ approve: true });
    await reviewed.set(true);
    expect(await reviewed.set(false)).toMatchObject({ ok: false, code: "profile_reviewed" });
    expect(reviewed.row().highSecurity).toBe(true);
  });

  it("is the owner's alone", async () => {
    const c = await client({ approve: false });
    expect(await c.set(true, "someone-else")).toMatchObject({ ok: false, code: "not_found" });
  });
});

describe("approval under REQUIRE_HIGH_SECURITY_FOR_WRITE_SCOPES=on", () => {
  async function asking(scopes: string[]) {
    const deps = { ...memoryClientDeps(), requireHighSecurityForWriteScopes: true };
    const made = await createClient(deps, {
      ownerId: OWNER,
      name: "Writer",
      description: "",
      websiteUrl: "",
      logoUrl: "",
      kind: "CONFIDENTIAL",
      redirectUris: ["https://app.example.com/cb"],
      scopes,
    });
    if (!made.ok) throw new Error(made.code);
    const { clientId } = made.data;
    const id = [...deps.store.state.clients.values()][0]!.id;
    await deps.store.transaction((repo) =>
      repo.insertKeys(id, [{ kid: "k1", alg: "ES256", jwk: { kty: "EC" }, thumbprint: "t1", label: null }]),
    );
    const approve = (narrowed?: string[]) =>
      decideClient(deps, {
        clientId,
        action: "approve",
        expectedStatus: "PENDING",
        actorId: ADMIN,
        ...(narrowed ? { scopes: narrowed } : {}),
      });
    return { deps, clientId, approve };
  }

  it("refuses write scopes for a client without the profile, approves them once it runs it", async () => {
    const c = await asking(["PROFILE_READ", "PROFILE_WRITE"]);
    expect(await c.approve()).toMatchObject({ ok: false, code: "profile_required" });
    expect(await setHighSecurity(c.deps, { clientId: c.clientId, userId: OWNER, on: true })).toMatchObject({
      ok: true,
    });
    expect(await c.approve()).toMatchObject({ ok: true, data: { status: "APPROVED" } });
  });

  it("approves read scopes alone, or a write request narrowed to them", async () => {
    expect(await (await asking(["PROFILE_READ"])).approve()).toMatchObject({ ok: true });
    expect(await (await asking(["PROFILE_READ", "PROFILE_WRITE"])).approve(["PROFILE_READ"])).toMatchObject({
      ok: true,
    });
  });
});

describe("a scope change under REQUIRE_HIGH_SECURITY_FOR_WRITE_SCOPES=on", () => {
  it("adding a write scope is approved only once the client runs the profile", async () => {
    const c = await client({ approve: true });
    const deps = { ...c.deps, requireHighSecurityForWriteScopes: true };
    const asked = await updateClientScopes(deps, {
      clientId: c.row().clientId,
      userId: OWNER,
      scopes: ["PROFILE_READ", "PROFILE_WRITE"],
    });
    expect(asked).toMatchObject({ ok: true });
    const change = [...c.deps.store.state.changes.values()].find((x) => x.status === "PENDING")!;
    const decide = () => decideClientChange(deps, { changeId: change.id, action: "approve", actorId: ADMIN });
    expect(await decide()).toMatchObject({ ok: false, code: "profile_required" });
    await c.set(true);
    expect(await decide()).toMatchObject({ ok: true, data: { status: "APPROVED" } });
  });
});
