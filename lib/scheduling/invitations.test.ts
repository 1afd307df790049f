import { describe, expect, it } from "vitest";
import { MAX_PENDING_INVITATIONS } from "./invitation-rules";
import { MAX_INVITATION_NAME_CHARS } from "./invitation-text";
import { acceptInvitation, declineInvitation, invite, listReceivedInvitations } from "./invitations";
import { createMemoryInvitations } from "./testing/memory-invitations";

const now = new Date("2030-01-01T00:00:00Z");
const DAY = 24 * 3600 * 1000;
const ann = { id: "u-ann", email: "ann@example.com" };
const bob = { id: "u-bob", email: "bob@example.com" };

function setup() {
  const store = createMemoryInvitations();
  store.organizations.set("org", { name: "Org" });
  store.teams.set("solo", { name: "Solo", organizationId: null });
  store.teams.set("org-team", { name: "Org team", organizationId: "org" });
  return { store, deps: (at = now) => ({ store, now: at }) };
}
const team = { kind: "team", teamId: "solo" } as const;
const org = { kind: "organization", organizationId: "org" } as const;
const by = (inviterRole: "ADMIN" | "OWNER" | "MEMBER", role: "MEMBER" | "ADMIN" | "OWNER" = "MEMBER") => ({
  inviterId: "u-admin",
  inviterRole,
  role,
});

describe("inviting", () => {
  it("answers the same for any email and adds nobody", async () => {
    const { store, deps } = setup();
    const a = await invite(deps(), { target: team, email: " Ann@Example.com", ...by("ADMIN") });
    expect(a).toMatchObject({ ok: true, data: { email: "ann@example.com", role: "MEMBER", teamId: "solo" } });
    expect(store.members.size).toBe(0);
  });

  it("refuses OWNER from an ADMIN and allows it from an OWNER", async () => {
    const { deps } = setup();
    expect(await invite(deps(), { target: org, email: ann.email, ...by("ADMIN", "OWNER") })).toEqual({
      ok: false,
      code: "role_too_high",
    });
    expect((await invite(deps(), { target: org, email: ann.email, ...by("OWNER", "OWNER") })).ok).toBe(true);
  });

  it("keeps one invitation per email and target, refreshed by inviting again", async () => {
    const { store, deps } = setup();
    await invite(deps(), { target: team, email: ann.email, ...by("ADMIN") });
    const again = await invite(deps(new Date(now.getTime() + DAY)), {
      target: team,
      email: ann.email,
      ...by("ADMIN", "ADMIN"),
    });
    expect(store.invitations.size).toBe(1);
    expect(again).toMatchObject({
      ok: true,
      data: { role: "ADMIN", expiresAt: new Date(now.getTime() + 15 * DAY) },
    });
  });

  it("holds at most the limit of live invitations per target; expired ones make room", async () => {
    const { deps } = setup();
    for (let i = 0; i < MAX_PENDING_INVITATIONS; i++)
      expect((await invite(deps(), { target: team, email: `p${i}@example.com`, ...by("ADMIN") })).ok).toBe(true);
    expect(await invite(deps(), { target: team, email: "one-more@example.com", ...by("ADMIN") })).toEqual({
      ok: false,
      code: "limit_reached",
    });
    // Another target has its own room; refreshing a waiting invitation always fits.
    expect((await invite(deps(), { target: org, email: "one-more@example.com", ...by("ADMIN") })).ok).toBe(true);
    expect((await invite(deps(), { target: team, email: "p0@example.com", ...by("ADMIN") })).ok).toBe(true);
    const later = new Date(now.getTime() + 15 * DAY);
    expect((await invite(deps(later), { target: team, email: "one-more@example.com", ...by("ADMIN") })).ok).toBe(true);
  });
});

describe("answering", () => {
  it("accepting makes the invitee a member with the offered role and uses the invitation up", async () => {
    const { store, deps } = setup();
    const made = await invite(deps(), { target: org, email: ann.email, ...by("ADMIN", "ADMIN") });
    const id = made.ok ? made.data.id : "";
    expect(await listReceivedInvitations(deps(), ann, { take: 10 })).toMatchObject({
      items: [{ id, organization: { id: "org", name: "Org" }, team: null }],
    });
    expect(await acceptInvitation(deps(), ann, id)).toEqual({ ok: true, data: { target: org, role: "ADMIN" } });
    expect(store.members.get("org|u-ann")).toBe("ADMIN");
    expect(store.invitations.size).toBe(0);
    expect(await acceptInvitation(deps(), ann, id)).toEqual({ ok: false, code: "not_found" });
  });

  it("lets only the invitee answer: anyone else gets not_found and nothing changes", async () => {
    const { store, deps } = setup();
    const made = await invite(deps(), { target: team, email: ann.email, ...by("ADMIN") });
    const id = made.ok ? made.data.id : "";
    expect(await acceptInvitation(deps(), bob, id)).toEqual({ ok: false, code: "not_found" });
    expect(await declineInvitation(deps(), bob, id)).toEqual({ ok: false, code: "not_found" });
    expect(await listReceivedInvitations(deps(), bob, { take: 10 })).toEqual({ items: [], nextCursor: null });
    expect(store.invitations.size).toBe(1);
    expect(store.members.size).toBe(0);
  });

  it("declining removes the invitation and adds nobody", async () => {
    const { store, deps } = setup();
    const made = await invite(deps(), { target: team, email: ann.email, ...by("ADMIN") });
    const id = made.ok ? made.data.id : "";
    expect(await declineInvitation(deps(), ann, id)).toEqual({ ok: true, data: team });
    expect(store.invitations.size).toBe(0);
    expect(store.members.size).toBe(0);
  });

  it("refuses an expired invitation and hides it from the invitee's list", async () => {
    const { store, deps } = setup();
    const made = await invite(deps(), { target: team, email: ann.email, ...by("ADMIN") });
    const id = made.ok ? made.data.id : "";
    const later = new Date(now.getTime() + 14 * DAY);
    expect(await acceptInvitation(deps(later), ann, id)).toEqual({ ok: false, code: "expired" });
    expect(store.members.size).toBe(0);
    expect((await listReceivedInvitations(deps(later), ann, { take: 10 })).items).toEqual([]);
  });

  it("lets a team of an organization take only the organization's members", async () => {
    const { store, deps } = setup();
    const made = await invite(deps(), {
      target: { kind: "team", teamId: "org-team" },
      email: ann.email,
      ...by("ADMIN"),
    });
    const id = made.ok ? made.data.id : "";
    expect(await acceptInvitation(deps(), ann, id)).toEqual({ ok: false, code: "not_in_organization" });
    expect(store.invitations.size).toBe(1);
    store.members.set("org|u-ann", "MEMBER");
    expect((await acceptInvitation(deps(), ann, id)).ok).toBe(true);
    expect(store.members.get("org-team|u-ann")).toBe("MEMBER");
  });

  it("refuses an invitation to where the invitee is already a member, changing nothing", async () => {
    const { store, deps } = setup();
    store.members.set("solo|u-ann", "MEMBER");
    const made = await invite(deps(), { target: team, email: ann.email, ...by("OWNER", "OWNER") });
    const id = made.ok ? made.data.id : "";
    expect(await acceptInvitation(deps(), ann, id)).toEqual({ ok: false, code: "already_member" });
    expect(store.members.get("solo|u-ann")).toBe("MEMBER");
  });
});

describe("what an invitation shows its invitee", () => {
  it("names the team and the organization as plain text of bounded length, whatever their names hold", async () => {
    const { store, deps } = setup();
    store.teams.set("lure", {
      name: `\u202EURGENT\u202C:\nverify your account at evil.example ${"!".repeat(200)}`,
      organizationId: "org",
    });
    store.organizations.set("org", { name: "Acme\u200B\u2028Corp" });
    await invite(deps(), { target: { kind: "team", teamId: "lure" }, email: ann.email, ...by("ADMIN") });
    await invite(deps(), { target: org, email: ann.email, ...by("ADMIN") });
    const { items } = await listReceivedInvitations(deps(), ann, { take: 10 });
    const teamName = items.find((i) => i.team)!.team!.name;
    expect(teamName.startsWith("URGENT: verify your account at evil.example")).toBe(true);
    expect(Array.from(teamName)).toHaveLength(MAX_INVITATION_NAME_CHARS);
    expect(teamName).not.toMatch(/[\u202E\u202C\n]/);
    expect(items.find((i) => i.organization)!.organization!.name).toBe("Acme Corp");
  });
});
