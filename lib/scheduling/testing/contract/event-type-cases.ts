// Contract cases of EventTypeStore and ScheduleStore.
import { describe, expect, it } from "vitest";
import type { Realm } from "../../realm";
import { type SchedulingFixture, userOrganizationAndTeam } from "./fixture";

const rules = [{ days: [1, 2], startTime: "09:00", endTime: "12:00" }];

export function eventTypeCases(name: string, setup: () => SchedulingFixture) {
  describe(`${name}: event types and schedules`, () => {
    async function world() {
      const f = setup();
      const { user, team, realms } = await userOrganizationAndTeam(f, "ADMIN");
      const stranger: Realm = { kind: "user", userId: await f.addUser() };
      return { f, user, team, realms: { ...realms, stranger } };
    }

    it("keeps schedules with their rules in the realm that owns them; an update may replace the rules", async () => {
      const { f, user, team, realms } = await world();
      const mine = await f.schedules.insertSchedule({
        owner: { userId: user },
        name: "Mine",
        timeZone: "UTC",
        availability: rules,
      });
      expect(mine).toMatchObject({ name: "Mine", timeZone: "UTC", userId: user, teamId: null, availability: rules });
      expect(mine.availability[0]!.id).toEqual(expect.any(String));
      const ours = await f.schedules.insertSchedule({
        owner: { teamId: team },
        name: "Ours",
        timeZone: "Europe/Berlin",
        availability: [],
      });
      expect(await f.schedules.findSchedule(realms.user, mine.id)).toEqual(mine);
      expect(await f.schedules.findSchedule(realms.team, mine.id)).toBeNull();
      expect(await f.schedules.findSchedule(realms.org, ours.id)).toEqual(ours);
      expect((await f.schedules.listSchedules(realms.team, { take: 5 })).items).toEqual([ours]);
      expect((await f.schedules.listSchedules(realms.stranger, { take: 5 })).items).toEqual([]);

      const renamed = await f.schedules.updateSchedule(realms.user, mine.id, { name: "Renamed" }, undefined);
      expect(renamed).toEqual({ ...mine, name: "Renamed" });
      const replaced = await f.schedules.updateSchedule(realms.user, mine.id, {}, [
        { days: [5], startTime: "10:00", endTime: "11:00" },
      ]);
      expect(replaced?.availability).toMatchObject([{ days: [5], startTime: "10:00", endTime: "11:00" }]);
      expect(await f.schedules.updateSchedule(realms.stranger, mine.id, { name: "x" }, [])).toBeNull();
      expect((await f.schedules.findSchedule(realms.user, mine.id))?.name).toBe("Renamed");

      expect(await f.schedules.deleteSchedule(realms.stranger, mine.id)).toBe(false);
      expect(await f.schedules.deleteSchedule(realms.user, mine.id)).toBe(true);
      expect(await f.schedules.findSchedule(realms.user, mine.id)).toBeNull();
    });

    it("pages a realm's schedules", async () => {
      const { f, user, realms } = await world();
      for (const n of [1, 2, 3])
        await f.schedules.insertSchedule({ owner: { userId: user }, name: `S${n}`, timeZone: "UTC", availability: [] });
      const first = await f.schedules.listSchedules(realms.user, { take: 2 });
      const second = await f.schedules.listSchedules(realms.user, { take: 2, cursor: first.nextCursor! });
      expect([...first.items, ...second.items].map((s) => s.name).sort()).toEqual(["S1", "S2", "S3"]);
      expect(second.nextCursor).toBeNull();
    });

    it("keeps event types in the realm that owns them, and tells which schedules the realm may use", async () => {
      const { f, user, team, realms } = await world();
      expect(await f.eventTypes.firstScheduleId(realms.user)).toBeNull();
      const schedule = await f.schedules.insertSchedule({
        owner: { userId: user },
        name: "S",
        timeZone: "UTC",
        availability: [],
      });
      expect(await f.eventTypes.firstScheduleId(realms.user)).toBe(schedule.id);
      expect(await f.eventTypes.hasSchedule(realms.user, schedule.id)).toBe(true);
      expect(await f.eventTypes.hasSchedule(realms.team, schedule.id)).toBe(false);
      const base = { slug: "intro", lengthInMinutes: 30, requiresConfirmation: false, hidden: false, hostId: user };
      const personal = await f.eventTypes.insertEventType({
        ...base,
        title: "Mine",
        teamId: null,
        scheduleId: schedule.id,
      });
      expect(personal).toEqual({
        ...base,
        id: personal.id,
        title: "Mine",
        description: null,
        teamId: null,
        scheduleId: schedule.id,
      });
      const teams = await f.eventTypes.insertEventType({
        ...base,
        title: "Ours",
        teamId: team,
        scheduleId: null,
        description: "d",
      });
      expect(await f.eventTypes.findEventType(realms.user, personal.id)).toEqual(personal);
      expect(await f.eventTypes.findEventType(realms.user, teams.id)).toBeNull();
      expect(await f.eventTypes.findEventType(realms.org, teams.id)).toEqual(teams);
      expect((await f.eventTypes.listEventTypes(realms.team, { take: 5 })).items).toEqual([teams]);

      const updated = await f.eventTypes.updateEventType(personal.id, {
        title: "New",
        description: null,
        scheduleId: null,
      });
      expect(updated).toEqual({ ...personal, title: "New", scheduleId: null });
      expect(await f.eventTypes.deleteEventType(realms.stranger, personal.id)).toBe(false);
      expect(await f.eventTypes.deleteEventType(realms.user, personal.id)).toBe(true);
      expect(await f.eventTypes.findEventType(realms.user, personal.id)).toBeNull();
    });
  });
}
