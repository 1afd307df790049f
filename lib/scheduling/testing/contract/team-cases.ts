// Contract cases of TeamStore and ProfileStore.
import { describe, expect, it } from "vitest";
import type { SchedulingFixture } from "./fixture";

let n = 0;
const slug = () => `contract-team-${Date.now()}-${++n}`;

export function teamCases(name: string, setup: () => SchedulingFixture) {
  describe(`${name}: teams and profiles`, () => {
    it("creates a team with its first member in one write, and refuses a slug another team has", async () => {
      const f = setup();
      const [owner, org] = [await f.addUser(), await f.addOrganization()];
      const s = slug();
      const created = await f.teams.insertTeam({
        organizationId: org,
        name: "Blue",
        slug: s,
        firstMember: { userId: owner, role: "OWNER" },
      });
      if (!created.ok) throw new Error("setup");
      expect(created.team).toEqual({ id: created.team.id, name: "Blue", slug: s, organizationId: org });
      expect(await f.teams.findTeam(created.team.id)).toEqual(created.team);
      expect(await f.membership.findTeamRoles(owner, created.team.id)).toMatchObject({ teamRole: "OWNER" });
      const again = await f.teams.insertTeam({
        organizationId: org,
        name: "Red",
        slug: s,
        firstMember: { userId: owner, role: "OWNER" },
      });
      expect(again).toEqual({ ok: false, code: "slug_taken" });
      expect((await f.teams.listOrganizationTeams(org, { take: 10 })).items).toEqual([created.team]);
    });

    it("updates a team's name, null for a team that does not exist", async () => {
      const f = setup();
      const org = await f.addOrganization();
      const created = await f.teams.insertTeam({
        organizationId: org,
        name: "Blue",
        slug: slug(),
        firstMember: { userId: await f.addUser(), role: "OWNER" },
      });
      if (!created.ok) throw new Error("setup");
      expect(await f.teams.updateTeam(created.team.id, { name: "Green" })).toEqual({ ...created.team, name: "Green" });
      expect(await f.teams.updateTeam(created.team.id, {})).toEqual({ ...created.team, name: "Green" });
      expect(await f.teams.updateTeam("no-such-team", { name: "x" })).toBeNull();
      expect(await f.teams.findTeam("no-such-team")).toBeNull();
    });

    it("pages an organization's teams and the members of a team or an organization by id", async () => {
      const f = setup();
      const org = await f.addOrganization();
      const [a, b, c] = [await f.addTeam(org), await f.addTeam(org), await f.addTeam(org)];
      await f.addTeam(null);
      const first = await f.teams.listOrganizationTeams(org, { take: 2 });
      const second = await f.teams.listOrganizationTeams(org, { take: 2, cursor: first.nextCursor! });
      expect([...first.items, ...second.items].map((t) => t.id)).toEqual([a, b, c].sort());
      expect(second.nextCursor).toBeNull();
      const users = [await f.addUser(), await f.addUser(), await f.addUser()];
      await f.addTeamMember(a, users[0]!, "ADMIN");
      await f.addTeamMember(a, users[1]!, "MEMBER");
      await f.addOrganizationMember(org, users[2]!, "OWNER");
      const team = await f.teams.listMemberships({ kind: "team", teamId: a }, { take: 1 });
      const rest = await f.teams.listMemberships({ kind: "team", teamId: a }, { take: 1, cursor: team.nextCursor! });
      expect(rest.nextCursor).toBeNull();
      const members = [...team.items, ...rest.items];
      expect(members.map((m) => `${m.userId} ${m.role}`).sort()).toEqual(
        [`${users[0]} ADMIN`, `${users[1]} MEMBER`].sort(),
      );
      expect(members[0]!.user.email).toContain("@");
      expect(
        (await f.teams.listMemberships({ kind: "organization", organizationId: org }, { take: 5 })).items,
      ).toMatchObject([{ userId: users[2], role: "OWNER" }]);
    });

    it("reads and updates a user's profile, null for an account that does not exist", async () => {
      const f = setup();
      const user = await f.addUser();
      const profile = await f.profiles.findProfile(user);
      expect(profile).toMatchObject({ id: user });
      expect(profile?.email).toContain("@");
      expect(await f.profiles.updateProfile(user, { name: "New Name", timeZone: "Europe/Berlin" })).toEqual({
        ...profile,
        name: "New Name",
        timeZone: "Europe/Berlin",
      });
      expect(await f.profiles.updateProfile("no-such-user", { name: "x" })).toBeNull();
      expect(await f.profiles.findProfile("no-such-user")).toBeNull();
    });
  });
}
