import { beforeEach, describe, expect, it } from "vitest";
import type { Realm } from "../realm";
import { createMemoryScheduling, type MemoryScheduling } from "../testing/memory-scheduling-store";
import { createEventType, deleteEventType, getEventType, listEventTypes, updateEventType } from "./event-types";
import { createSchedule, deleteSchedule, getSchedule, listSchedules, updateSchedule } from "./schedules";

let m: MemoryScheduling;
const me: Realm = { kind: "user", userId: "ann" };
const team: Realm = { kind: "team", teamId: "blue", organizationId: "org", role: "ADMIN" };
const org: Realm = { kind: "organization", organizationId: "org", role: "ADMIN" };
const input = { title: "Intro", slug: "intro", lengthInMinutes: 30, requiresConfirmation: false, hidden: false };
const eventTypes = () => ({ eventTypes: m.eventTypeStore });
const schedules = () => ({ schedules: m.scheduleStore });

beforeEach(() => {
  m = createMemoryScheduling();
  m.teams.set("blue", { organizationId: "org" });
});

describe("event type use cases", () => {
  it("gives a new personal event type the user's first schedule when none is named, and none when null", async () => {
    expect(await createEventType(eventTypes(), me, "ann", input)).toMatchObject({
      ok: true,
      data: { hostId: "ann", teamId: null, scheduleId: null },
    });
    const first = await createSchedule(schedules(), me, { name: "Hours", timeZone: "UTC", availability: [] });
    await createSchedule(schedules(), me, { name: "Later", timeZone: "UTC", availability: [] });
    if (!first.ok) throw new Error("setup");
    expect(await createEventType(eventTypes(), me, "ann", input)).toMatchObject({
      data: { scheduleId: first.data.id },
    });
    expect(await createEventType(eventTypes(), me, "ann", { ...input, scheduleId: undefined })).toMatchObject({
      data: { scheduleId: first.data.id },
    });
  });

  it("refuses a schedule of another realm, creating and updating alike", async () => {
    const teams = await createSchedule(schedules(), team, { name: "Team hours", timeZone: "UTC", availability: [] });
    if (!teams.ok) throw new Error("setup");
    expect(await createEventType(eventTypes(), me, "ann", { ...input, scheduleId: teams.data.id })).toEqual({
      ok: false,
      code: "unknown_schedule",
    });
    const created = await createEventType(eventTypes(), team, "ann", { ...input, scheduleId: teams.data.id });
    expect(created).toMatchObject({ ok: true, data: { teamId: "blue", scheduleId: teams.data.id } });
    const mine = await createEventType(eventTypes(), me, "ann", input);
    if (!mine.ok) throw new Error("setup");
    expect(await updateEventType(eventTypes(), me, mine.data.id, { scheduleId: teams.data.id })).toEqual({
      ok: false,
      code: "unknown_schedule",
    });
    expect(m.eventTypeRows.get(mine.data.id)?.scheduleId).toBeNull();
  });

  it("reads, updates and deletes only within the realm", async () => {
    const created = await createEventType(eventTypes(), team, "ann", input);
    if (!created.ok) throw new Error("setup");
    const id = created.data.id;
    expect(await getEventType(eventTypes(), org, id)).toMatchObject({ ok: true });
    expect(await getEventType(eventTypes(), me, id)).toEqual({ ok: false, code: "not_found" });
    expect(await updateEventType(eventTypes(), me, id, { title: "x" })).toEqual({ ok: false, code: "not_found" });
    expect(await updateEventType(eventTypes(), team, id, { title: "Renamed" })).toMatchObject({
      ok: true,
      data: { title: "Renamed" },
    });
    expect((await listEventTypes(eventTypes(), org, { take: 10 })).items.map((e) => e.id)).toEqual([id]);
    expect(await deleteEventType(eventTypes(), me, id)).toEqual({ ok: false, code: "not_found" });
    expect(await deleteEventType(eventTypes(), team, id)).toEqual({ ok: true });
  });
});

describe("schedule use cases", () => {
  const rules = [{ days: [1], startTime: "09:00", endTime: "17:00" }];

  it("lets a user or a team own a schedule, not an organization", async () => {
    expect(await createSchedule(schedules(), me, { name: "Mine", timeZone: "UTC", availability: rules })).toMatchObject(
      {
        ok: true,
        data: { userId: "ann", teamId: null, availability: rules },
      },
    );
    expect(await createSchedule(schedules(), team, { name: "Ours", timeZone: "UTC", availability: [] })).toMatchObject({
      ok: true,
      data: { userId: null, teamId: "blue" },
    });
    expect(await createSchedule(schedules(), org, { name: "Org", timeZone: "UTC", availability: [] })).toEqual({
      ok: false,
      code: "not_found",
    });
    expect((await listSchedules(schedules(), org, { take: 10 })).items.map((s) => s.name)).toEqual(["Ours"]);
  });

  it("replaces the rules only when availability is given; another realm's schedule is not found", async () => {
    const created = await createSchedule(schedules(), me, { name: "Mine", timeZone: "UTC", availability: rules });
    if (!created.ok) throw new Error("setup");
    const id = created.data.id;
    expect(await updateSchedule(schedules(), me, id, { name: "Renamed" })).toMatchObject({
      data: { name: "Renamed", availability: rules },
    });
    expect(await updateSchedule(schedules(), me, id, { availability: [] })).toMatchObject({
      data: { availability: [] },
    });
    expect(await updateSchedule(schedules(), team, id, { name: "x" })).toEqual({ ok: false, code: "not_found" });
    expect(await getSchedule(schedules(), team, id)).toEqual({ ok: false, code: "not_found" });
    expect(await deleteSchedule(schedules(), team, id)).toEqual({ ok: false, code: "not_found" });
    expect(await deleteSchedule(schedules(), me, id)).toEqual({ ok: true });
    expect(await getSchedule(schedules(), me, id)).toEqual({ ok: false, code: "not_found" });
  });
});
