// Contract cases of ResourceStore.
import { describe, expect, it } from "vitest";
import type { Realm } from "../../realm";
import { type SchedulingFixture, userOrganizationAndTeam } from "./fixture";

export function resourceCases(name: string, setup: () => SchedulingFixture) {
  describe(`${name}: calendars, verified emails, routing forms, workflows`, () => {
    async function world() {
      const f = setup();
      return { f, ...(await userOrganizationAndTeam(f, "ADMIN")) };
    }

    it("lists and disconnects calendars only in the realm that has them", async () => {
      const { f, user, team, realms } = await world();
      const mine = await f.addCalendar({ userId: user });
      const ours = await f.addCalendar({ teamId: team });
      const ids = async (realm: Realm) => (await f.resources.listCalendars(realm, { take: 5 })).items.map((c) => c.id);
      expect(await ids(realms.user)).toEqual([mine]);
      expect(await ids(realms.team)).toEqual([ours]);
      expect(await ids(realms.org)).toEqual([]);
      expect((await f.resources.listCalendars(realms.user, { take: 5 })).items[0]).toEqual({
        id: mine,
        provider: expect.any(String),
        externalId: expect.any(String),
      });
      expect(await f.resources.disconnectCalendar(realms.team, mine)).toBe(false);
      expect(await f.resources.disconnectCalendar(realms.user, mine)).toBe(true);
      expect(await ids(realms.user)).toEqual([]);
    });

    it("adds an email once per owner, unverified; adding it again answers the same entry", async () => {
      const { f, user, team, realms } = await world();
      const added = await f.resources.addVerifiedEmail({ userId: user }, "ann@example.com");
      expect(added).toEqual({ id: added.id, email: "ann@example.com", verified: false });
      expect(await f.resources.addVerifiedEmail({ userId: user }, "ann@example.com")).toEqual(added);
      const teams = await f.resources.addVerifiedEmail({ teamId: team }, "ann@example.com");
      expect(teams.id).not.toBe(added.id);
      expect((await f.resources.listVerifiedEmails(realms.user, { take: 5 })).items).toEqual([added]);
      expect((await f.resources.listVerifiedEmails(realms.team, { take: 5 })).items).toEqual([teams]);
      expect((await f.resources.listVerifiedEmails(realms.org, { take: 5 })).items).toEqual([]);
    });

    it("keeps routing forms of a team and of an organization; the organization reaches its teams' too", async () => {
      const { f, team, org, realms } = await world();
      const fields = [{ label: "Topic", type: "text" }];
      const teams = await f.resources.insertRoutingForm({ teamId: team }, { name: "Team form", fields });
      const orgs = await f.resources.insertRoutingForm({ organizationId: org }, { name: "Org form", fields: [] });
      expect(teams).toEqual({ id: teams.id, name: "Team form", fields, teamId: team, organizationId: null });
      expect((await f.resources.listRoutingForms(realms.team, { take: 5 })).items).toEqual([teams]);
      expect((await f.resources.listRoutingForms(realms.org, { take: 5 })).items.map((x) => x.id).sort()).toEqual(
        [teams.id, orgs.id].sort(),
      );
      expect((await f.resources.listRoutingForms(realms.user, { take: 5 })).items).toEqual([]);
    });

    it("keeps a team's workflows, a page at a time", async () => {
      const { f, team } = await world();
      const a = await f.resources.insertWorkflow(team, { name: "A", trigger: "NEW_EVENT", active: true });
      const b = await f.resources.insertWorkflow(team, { name: "B", trigger: "AFTER_EVENT", active: false });
      expect(a).toEqual({ id: a.id, name: "A", trigger: "NEW_EVENT", active: true });
      const first = await f.resources.listWorkflows(team, { take: 1 });
      const second = await f.resources.listWorkflows(team, { take: 1, cursor: first.nextCursor! });
      expect([...first.items, ...second.items].map((w) => w.name).sort()).toEqual(["A", "B"]);
      expect(second.nextCursor).toBeNull();
      expect([a.id, b.id]).toContain(first.items[0]!.id);
    });
  });
}
