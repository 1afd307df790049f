// One contract for every adapter of the scheduling ports: the memory store and the Prisma store
// must answer the same way, including the atomic slot rule under concurrent inserts. The cases of
// the API's realm-scoped ports are in ./contract/, one file per family, run from here.
import { describe, expect, it } from "vitest";
import { hashSecret } from "@/lib/oauth/constant-time";
import { createPublicBooking, reschedulePublicBooking } from "../public-booking";
import { eventTypeCases } from "./contract/event-type-cases";
import { newBooking, type SchedulingFixture } from "./contract/fixture";
import { hostBookingCases } from "./contract/host-booking-cases";
import { resourceCases } from "./contract/resource-cases";
import { teamCases } from "./contract/team-cases";

let counter = 0;

type NewEventType = Parameters<SchedulingFixture["addEventType"]>[0];

/** An event type of `hostId`: 30 minutes in UTC, booked without confirmation, no rules, unless `over` says otherwise. */
const halfHourInUtc = (hostId: string, over: Partial<NewEventType> = {}): NewEventType => ({
  hostId,
  lengthInMinutes: 30,
  requiresConfirmation: false,
  timeZone: "UTC",
  rules: [],
  ...over,
});

export function schedulingStoreContract(name: string, setup: () => SchedulingFixture) {
  hostBookingCases(name, setup);
  teamCases(name, setup);
  eventTypeCases(name, setup);
  resourceCases(name, setup);
  describe(`${name}: scheduling store contract`, () => {
    it("reports team and organization roles, null for unknown teams and organizations", async () => {
      const f = setup();
      const [user, org] = [await f.addUser(), await f.addOrganization()];
      const team = await f.addTeam(org);
      expect(await f.membership.findTeamRoles(user, team)).toEqual({
        organizationId: org,
        teamRole: null,
        organizationRole: null,
      });
      await f.addTeamMember(team, user, "ADMIN");
      await f.addOrganizationMember(org, user, "MEMBER");
      expect(await f.membership.findTeamRoles(user, team)).toEqual({
        organizationId: org,
        teamRole: "ADMIN",
        organizationRole: "MEMBER",
      });
      expect(await f.membership.findOrganizationRole(user, org)).toEqual({ role: "MEMBER" });
      expect(await f.membership.findTeamRoles(user, "no-such-team")).toBeNull();
      expect(await f.membership.findOrganizationRole(user, "no-such-org")).toBeNull();
      const standalone = await f.addTeam(null);
      expect(await f.membership.findTeamRoles(user, standalone)).toEqual({
        organizationId: null,
        teamRole: null,
        organizationRole: null,
      });
    });

    it("gives one slot to exactly one of concurrent inserts, and frees it on cancel", async () => {
      const f = setup();
      const host = await f.addUser();
      const eventType = await f.addEventType(
        halfHourInUtc(host, { rules: [{ days: [1], startTime: "09:00", endTime: "10:00" }] }),
      );
      const start = new Date("2031-01-06T09:00:00Z");
      const results = await Promise.all(
        Array.from({ length: 5 }, () => f.bookings.insertBooking(newBooking(eventType, host, start))),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      const winner = results.find((r) => r.ok);
      if (!winner?.ok) throw new Error("no winner");
      expect(await f.bookings.listBusy(host, start, new Date(start.getTime() + 3_600_000))).toEqual([
        { start, end: winner.booking.endTime, bookingId: winner.booking.id },
      ]);
      expect(await f.bookings.cancelBooking(winner.booking.id, "ill")).toBe(true);
      expect(await f.bookings.cancelBooking(winner.booking.id, "again")).toBe(false);
      expect(await f.bookings.findBookingByUid(winner.booking.uid)).toMatchObject({
        status: "CANCELLED",
        cancellationReason: "ill",
      });
      expect(await f.bookings.listBusy(host, start, new Date(start.getTime() + 3_600_000))).toEqual([]);
      expect((await f.bookings.insertBooking(newBooking(eventType, host, start))).ok).toBe(true);
    });

    it("moves a live booking only to a slot no other live booking holds", async () => {
      const f = setup();
      const host = await f.addUser();
      const eventType = await f.addEventType(halfHourInUtc(host, { requiresConfirmation: true }));
      const [a, b] = [new Date("2031-01-06T09:00:00Z"), new Date("2031-01-06T09:30:00Z")];
      const first = await f.bookings.insertBooking(newBooking(eventType, host, a, { status: "PENDING" }));
      const second = await f.bookings.insertBooking(newBooking(eventType, host, b));
      if (!first.ok || !second.ok) throw new Error("setup");
      const c = new Date("2031-01-06T10:00:00Z");
      const moveFirst = (startTime: Date, endTime: Date) =>
        f.bookings.moveBooking(first.booking.id, {
          startTime,
          endTime,
          slotKey: `${eventType}@${startTime.toISOString()}`,
        });
      expect(await moveFirst(b, c)).toBe("slot_taken");
      expect(await moveFirst(c, new Date("2031-01-06T10:30:00Z"))).toBe("moved");
      expect((await f.bookings.findBookingByUid(first.booking.uid))?.startTime).toEqual(c);
      expect(await f.bookings.decidePendingBooking(first.booking.id, "REJECTED")).toBe(true);
      expect(await f.bookings.decidePendingBooking(first.booking.id, "ACCEPTED")).toBe(false);
      expect(await moveFirst(a, b)).toBe("not_live");
    });

    it("books overlapping slots of two event types of one host at most once, also under concurrency", async () => {
      const f = setup();
      const host = await f.addUser();
      const rules = [{ days: [1], startTime: "09:00", endTime: "12:00" }];
      const short = await f.addEventType(halfHourInUtc(host, { rules }));
      const long = await f.addEventType(
        halfHourInUtc(host, { lengthInMinutes: 60, requiresConfirmation: true, rules }),
      );
      let uid = 0;
      const deps = {
        store: f.bookings,
        now: new Date("2030-01-01T00:00:00Z"),
        newUid: () => `contract-${Date.now()}-${++uid}`,
        newSecret: () => `contract-secret-${Date.now()}-${uid}`,
      };
      const attendee = { name: "Ann", email: "ann@example.com", timeZone: "UTC" };
      // 09:30 (30 min) overlaps 09:00 (60 min): different event types, different slot keys.
      const results = await Promise.all(
        [0, 1, 2, 3].map((i) =>
          createPublicBooking(deps, {
            eventTypeId: i % 2 ? short : long,
            start: new Date(i % 2 ? "2031-01-06T09:30:00Z" : "2031-01-06T09:00:00Z"),
            attendee,
          }),
        ),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.code)).toEqual([
        "slot_unavailable",
        "slot_unavailable",
        "slot_unavailable",
      ]);
      expect(
        await f.bookings.listBusy(host, new Date("2031-01-06T00:00:00Z"), new Date("2031-01-07T00:00:00Z")),
      ).toHaveLength(1);
      // Rescheduling goes through the same rule: not onto the other event type's booking.
      const free = await createPublicBooking(deps, {
        eventTypeId: short,
        start: new Date("2031-01-06T11:00:00Z"),
        attendee,
      });
      if (!free.ok) throw new Error("setup");
      const onto = await reschedulePublicBooking(deps, {
        uid: free.data.booking.uid,
        secret: free.data.attendeeSecret,
        start: new Date("2031-01-06T09:30:00Z"),
      });
      expect(onto).toEqual({ ok: false, code: "slot_unavailable" });
      expect(
        await reschedulePublicBooking(deps, {
          uid: free.data.booking.uid,
          secret: free.data.attendeeSecret,
          start: new Date("2031-01-06T11:30:00Z"),
        }),
      ).toMatchObject({ ok: true });
    });

    it("reads the attendee's secret hash and the host's username only through findAttendeeBooking", async () => {
      const f = setup();
      const username = `handle-${Date.now()}-${++counter}`;
      const host = await f.addUser(username);
      const eventType = await f.addEventType(halfHourInUtc(host));
      const booking = newBooking(eventType, host, new Date("2031-01-06T09:00:00Z"), {
        attendeeSecretHash: hashSecret("the-secret"),
      });
      const inserted = await f.bookings.insertBooking(booking);
      if (!inserted.ok) throw new Error("setup");
      expect(inserted.booking).not.toHaveProperty("attendeeSecretHash");
      expect(await f.bookings.findBookingByUid(booking.uid)).not.toHaveProperty("attendeeSecretHash");
      expect(await f.bookings.findAttendeeBooking(booking.uid)).toMatchObject({
        uid: booking.uid,
        hostId: host,
        hostUsername: username,
        attendeeSecretHash: hashSecret("the-secret"),
      });
      expect(await f.bookings.findAttendeeBooking("no-such-booking")).toBeNull();
    });

    it("describes a bookable event type with its schedule and its host's username, null for an unknown id", async () => {
      const f = setup();
      const username = `handle-${Date.now()}-${++counter}`;
      const host = await f.addUser(username);
      const rules = [{ days: [1, 2], startTime: "09:00", endTime: "12:00" }];
      const id = await f.addEventType(halfHourInUtc(host, { lengthInMinutes: 45, timeZone: "Europe/Berlin", rules }));
      expect(await f.bookings.findBookableEventType(id)).toMatchObject({
        id,
        hostId: host,
        hostUsername: username,
        lengthInMinutes: 45,
        requiresConfirmation: false,
        schedule: { timeZone: "Europe/Berlin", rules },
      });
      expect(await f.bookings.findBookableEventType("no-such-event-type")).toBeNull();
    });
  });
}
