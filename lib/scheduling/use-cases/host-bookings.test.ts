import { beforeEach, describe, expect, it } from "vitest";
import { isLiveBooking } from "../booking-status";
import type { BookingStatus } from "../ports";
import type { Realm } from "../realm";
import { createMemoryScheduling, type MemoryScheduling } from "../testing/memory-scheduling-store";
import { cancelHostBooking, decideHostBooking, getHostBooking, listHostBookings } from "./host-bookings";

let m: MemoryScheduling;
const now = new Date("2031-01-01T00:00:00Z");
const deps = () => ({ reads: m.hostBookings, bookings: m.bookings, now });
const host: Realm = { kind: "user", userId: "host" };
const team: Realm = { kind: "team", teamId: "team", organizationId: "org", role: "ADMIN" };
const org: Realm = { kind: "organization", organizationId: "org", role: "ADMIN" };

function book(uid: string, status: BookingStatus, start: string, eventTypeId = "personal") {
  const startTime = new Date(start);
  m.bookingRows.set(`id-${uid}`, {
    id: `id-${uid}`,
    uid,
    eventTypeId,
    hostId: "host",
    title: "Intro",
    startTime,
    endTime: new Date(startTime.getTime() + 1_800_000),
    status,
    attendeeName: "Ann",
    attendeeEmail: "ann@example.com",
    attendeeTimeZone: "UTC",
    cancellationReason: null,
    slotKey: isLiveBooking({ status }) ? `${eventTypeId}@${start}` : null,
    attendeeSecretHash: null,
  });
}

beforeEach(() => {
  m = createMemoryScheduling();
  m.organizations.add("org");
  m.teams.set("team", { organizationId: "org" });
  const eventType = { hostId: "host", title: "Intro", lengthInMinutes: 30, requiresConfirmation: true, schedule: null };
  m.eventTypes.set("personal", { id: "personal", ...eventType });
  m.eventTypes.set("team-type", { id: "team-type", ...eventType, teamId: "team" });
  book("a", "PENDING", "2031-01-06T09:00:00.000Z");
  book("b", "ACCEPTED", "2031-01-06T08:00:00.000Z", "team-type");
  book("c", "CANCELLED", "2031-01-07T08:00:00.000Z", "team-type");
});

describe("listHostBookings", () => {
  it("lists what the realm reaches by start time, filtered, a page at a time", async () => {
    const uids = async (realm: Realm, filter = {}, take = 10, cursor?: string) =>
      (await listHostBookings(deps(), realm, filter, { take, cursor })).items.map((b) => b.uid);
    expect(await uids(host)).toEqual(["b", "a", "c"]);
    expect(await uids(team)).toEqual(["b", "c"]);
    expect(await uids(org)).toEqual(["b", "c"]);
    expect(await uids({ kind: "user", userId: "someone" })).toEqual([]);
    expect(await uids(host, { status: "PENDING" })).toEqual(["a"]);
    expect(await uids(host, { afterStart: new Date("2031-01-06T09:00:00Z") })).toEqual(["a", "c"]);
    expect(await uids(host, { beforeEnd: new Date("2031-01-06T09:00:00Z") })).toEqual(["b"]);
    const first = await listHostBookings(deps(), host, {}, { take: 2 });
    expect(first.nextCursor).toBe("id-a");
    expect(await uids(host, {}, 2, first.nextCursor!)).toEqual(["c"]);
  });
});

describe("getHostBooking", () => {
  it("finds a booking the realm reaches; another realm's is not found", async () => {
    expect(await getHostBooking(deps(), team, "b")).toMatchObject({ ok: true, data: { uid: "b" } });
    expect(await getHostBooking(deps(), team, "a")).toEqual({ ok: false, code: "not_found" });
  });
});

describe("decideHostBooking", () => {
  it("confirms a pending booking once, with its event", async () => {
    expect(await decideHostBooking(deps(), host, "a", "ACCEPTED")).toMatchObject({
      ok: true,
      data: { uid: "a", status: "ACCEPTED" },
    });
    expect(m.events).toEqual([{ trigger: "BOOKING_CONFIRMED", bookingId: "id-a", at: now }]);
    expect(await decideHostBooking(deps(), host, "a", "REJECTED")).toEqual({ ok: false, code: "not_pending" });
    expect(m.events).toHaveLength(1);
  });

  it("declines with the reason, freeing the slot", async () => {
    expect(await decideHostBooking(deps(), host, "a", "REJECTED", "away")).toMatchObject({
      ok: true,
      data: { status: "REJECTED", cancellationReason: "away" },
    });
    expect(m.bookingRows.get("id-a")).toMatchObject({ status: "REJECTED", slotKey: null, cancellationReason: "away" });
    expect(m.events.map((e) => e.trigger)).toEqual(["BOOKING_REJECTED"]);
  });

  it("changes nothing for a booking the realm does not reach", async () => {
    expect(await decideHostBooking(deps(), team, "a", "ACCEPTED")).toEqual({ ok: false, code: "not_found" });
    expect(m.bookingRows.get("id-a")?.status).toBe("PENDING");
    expect(m.events).toEqual([]);
  });
});

describe("cancelHostBooking", () => {
  it("cancels a live booking once, with its event; a cancelled one is not live", async () => {
    expect(await cancelHostBooking(deps(), org, "b", "ill")).toMatchObject({
      ok: true,
      data: { status: "CANCELLED", cancellationReason: "ill" },
    });
    expect(m.events).toEqual([{ trigger: "BOOKING_CANCELLED", bookingId: "id-b", at: now }]);
    expect(await cancelHostBooking(deps(), org, "b", null)).toEqual({ ok: false, code: "not_live" });
    expect(await cancelHostBooking(deps(), org, "a", null)).toEqual({ ok: false, code: "not_found" });
  });
});
