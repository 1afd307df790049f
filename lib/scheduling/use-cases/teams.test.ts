import { beforeEach, describe, expect, it } from "vitest";
import { createMemoryScheduling, type MemoryScheduling } from "../testing/memory-scheduling-store";
import { createOrganizationTeam, getTeam, listMemberships, listOrganizationTeams, updateTeam } from "./teams";
import { getProfile, updateProfile } from "./profile";

let m: MemoryScheduling;
const deps = () => ({ teams: m.teamStore });
beforeEach(() => {
  m = createMemoryScheduling();
  m.organizations.add("org");
  m.teams.set("blue", { organizationId: "org", name: "Blue", slug: "blue" });
  m.people.set("ann", { email: "ann@example.com", name: "Ann" });
});

describe("team use cases", () => {
  it("makes the creator of a team its OWNER, and refuses a slug another team has", async () => {
    const created = await createOrganizationTeam(deps(), {
      organizationId: "org",
      creatorId: "ann",
      name: "Red",
      slug: "red",
    });
    if (!created.ok) throw new Error("not created");
    expect(created.data).toMatchObject({ name: "Red", slug: "red", organizationId: "org" });
    expect(m.teamRoles.get(`${created.data.id}|ann`)).toBe("OWNER");
    expect(
      await createOrganizationTeam(deps(), { organizationId: "org", creatorId: "ann", name: "Again", slug: "blue" }),
    ).toEqual({ ok: false, code: "slug_taken" });
    expect((await listOrganizationTeams(deps(), "org", { take: 10 })).items.map((t) => t.slug).sort()).toEqual([
      "blue",
      "red",
    ]);
  });

  it("reads and renames a team; a team that is gone is not found", async () => {
    expect(await getTeam(deps(), "blue")).toMatchObject({ ok: true, data: { name: "Blue" } });
    expect(await updateTeam(deps(), "blue", { name: "Navy" })).toMatchObject({ ok: true, data: { name: "Navy" } });
    expect(await getTeam(deps(), "gone")).toEqual({ ok: false, code: "not_found" });
    expect(await updateTeam(deps(), "gone", { name: "x" })).toEqual({ ok: false, code: "not_found" });
  });

  it("lists the members of the realm's team or organization, and none for a personal realm", async () => {
    m.teamRoles.set("blue|ann", "ADMIN");
    m.organizationRoles.set("org|ann", "MEMBER");
    const page = { take: 10 };
    expect(
      (await listMemberships(deps(), { kind: "team", teamId: "blue", organizationId: "org", role: "ADMIN" }, page))
        .items,
    ).toMatchObject([{ userId: "ann", role: "ADMIN", user: { email: "ann@example.com", name: "Ann" } }]);
    expect(
      (await listMemberships(deps(), { kind: "organization", organizationId: "org", role: "MEMBER" }, page)).items,
    ).toMatchObject([{ userId: "ann", role: "MEMBER" }]);
    expect(await listMemberships(deps(), { kind: "user", userId: "ann" }, page)).toEqual({
      items: [],
      nextCursor: null,
    });
  });
});

describe("profile use cases", () => {
  it("reads and updates the user's own profile; an account that is gone is not found", async () => {
    const profiles = { profiles: m.profiles };
    expect(await getProfile(profiles, "ann")).toMatchObject({ ok: true, data: { email: "ann@example.com" } });
    expect(await updateProfile(profiles, "ann", { timeZone: "Europe/Berlin" })).toMatchObject({
      ok: true,
      data: { name: "Ann", timeZone: "Europe/Berlin" },
    });
    expect(await getProfile(profiles, "gone")).toEqual({ ok: false, code: "not_found" });
    expect(await updateProfile(profiles, "gone", { name: "x" })).toEqual({ ok: false, code: "not_found" });
  });
});
