// Contract cases of HostBookingReads and the host-side booking changes.
import { describe, expect, it } from "vitest";
import type { LiveBookingStatus } from "../../booking-status";
import type { Realm } from "../../realm";
import { newBooking, type SchedulingFixture, userOrganizationAndTeam } from "./fixture";

export function hostBookingCases(name: string, setup: () => SchedulingFixture) {
  describe(`${name}: host booking reads`, () => {
    async function world() {
      const f = setup();
      const { user: host, team, realms } = await userOrganizationAndTeam(f, "MEMBER");
      const eventType = { hostId: host, lengthInMinutes: 30, requiresConfirmation: true, timeZone: "UTC", rules: [] };
      const personal = await f.addEventType(eventType);
      const teamType = await f.addEventType({ ...eventType, teamId: team });
      const insert = async (eventTypeId: string, start: string, status: LiveBookingStatus) => {
        const inserted = await f.bookings.insertBooking(newBooking(eventTypeId, host, new Date(start), { status }));
        if (!inserted.ok) throw new Error("setup");
        return inserted.booking;
      };
      const a = await insert(personal, "2031-01-06T09:00:00Z", "PENDING");
      const b = await insert(teamType, "2031-01-06T08:00:00Z", "ACCEPTED");
      const c = await insert(teamType, "2031-01-07T08:00:00Z", "PENDING");
      return { f, a, b, c, realms: { ...realms, host: realms.user } };
    }

    it("lists the bookings a realm reaches by start time, filtered, a page at a time", async () => {
      const { f, a, b, c, realms } = await world();
      const uids = async (realm: Realm, filter = {}, take = 10, cursor?: string) =>
        (await f.hostBookings.listBookings(realm, filter, { take, cursor })).items.map((x) => x.uid);
      expect(await uids(realms.host)).toEqual([b.uid, a.uid, c.uid]);
      expect(await uids(realms.team)).toEqual([b.uid, c.uid]);
      expect(await uids(realms.org)).toEqual([b.uid, c.uid]);
      expect(await uids(realms.host, { status: "PENDING" })).toEqual([a.uid, c.uid]);
      expect(await uids(realms.host, { afterStart: new Date("2031-01-06T09:00:00Z") })).toEqual([a.uid, c.uid]);
      expect(await uids(realms.host, { beforeEnd: new Date("2031-01-06T09:00:00Z") })).toEqual([b.uid]);
      const first = await f.hostBookings.listBookings(realms.host, {}, { take: 2 });
      expect(first.nextCursor).toBe(a.id);
      expect(first.items[0]).not.toHaveProperty("attendeeSecretHash");
      expect(await uids(realms.host, {}, 2, first.nextCursor!)).toEqual([c.uid]);
      expect((await f.hostBookings.listBookings(realms.host, {}, { take: 3 })).nextCursor).toBeNull();
    });

    it("lists whole records, ties by id, pages within filters, and nothing after an unknown cursor", async () => {
      const { f, a, b, c, realms } = await world();
      const list = (realm: Realm, filter = {}, take = 10, cursor?: string) =>
        f.hostBookings.listBookings(realm, filter, { take, cursor });
      // Another host's booking at the same instant as `b` reaches neither the host nor the team.
      const stranger = await f.addUser();
      const theirs = await f.addEventType({
        hostId: stranger,
        lengthInMinutes: 30,
        requiresConfirmation: false,
        timeZone: "UTC",
        rules: [],
      });
      expect((await f.bookings.insertBooking(newBooking(theirs, stranger, b.startTime))).ok).toBe(true);
      // A second booking of the host at `b`'s start (the personal type): the two are ordered by id.
      const tied = await f.bookings.insertBooking(newBooking(a.eventTypeId, a.hostId, b.startTime));
      if (!tied.ok) throw new Error("setup");
      const [first, second] = [b, tied.booking].sort((x, y) => (x.id < y.id ? -1 : 1));
      expect((await list(realms.host)).items).toEqual([first, second, a, c]);
      expect((await list(realms.org)).items).toEqual([b, c]);

      const pending = await list(realms.team, { status: "PENDING" }, 1);
      expect(pending.items).toEqual([c]);
      expect(pending.nextCursor).toBeNull();
      const page1 = await list(realms.host, { afterStart: b.startTime }, 2);
      expect(page1.items).toEqual([first, second]);
      const page2 = await list(realms.host, { afterStart: b.startTime }, 2, page1.nextCursor!);
      expect(page2).toEqual({ items: [a, c], nextCursor: null });
      expect(await list(realms.host, {}, 2, "no-such-booking")).toEqual({ items: [], nextCursor: null });
      expect(await list(realms.host, { status: "CANCELLED" })).toEqual({ items: [], nextCursor: null });
    });

    it("finds a booking only in a realm that reaches it", async () => {
      const { f, a, b, realms } = await world();
      expect(await f.hostBookings.findBooking(realms.team, b.uid)).toEqual(b);
      expect(await f.hostBookings.findBooking(realms.team, a.uid)).toBeNull();
      expect(await f.hostBookings.findBooking(realms.host, "no-such-booking")).toBeNull();
    });

    it("keeps a declined booking's reason and frees its slot; an accepted one keeps its slot", async () => {
      const { f, a, c } = await world();
      expect(await f.bookings.decidePendingBooking(a.id, "REJECTED", "away")).toBe(true);
      expect(await f.bookings.findBookingByUid(a.uid)).toMatchObject({
        status: "REJECTED",
        cancellationReason: "away",
      });
      expect((await f.bookings.insertBooking(newBooking(a.eventTypeId, a.hostId, a.startTime))).ok).toBe(true);
      expect(await f.bookings.decidePendingBooking(c.id, "ACCEPTED", "ignored")).toBe(true);
      expect(await f.bookings.findBookingByUid(c.uid)).toMatchObject({ status: "ACCEPTED", cancellationReason: null });
      expect((await f.bookings.insertBooking(newBooking(c.eventTypeId, c.hostId, c.startTime))).ok).toBe(false);
    });
  });
}
