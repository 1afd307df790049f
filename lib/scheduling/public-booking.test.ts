import { beforeEach, describe, expect, it } from "vitest";
import {
  availableSlots,
  cancelPublicBooking,
  createPublicBooking,
  reschedulePublicBooking,
  type PublicBookingDeps,
} from "./public-booking";
import { createMemoryScheduling, type MemoryScheduling } from "./testing/memory-scheduling-store";

let m: MemoryScheduling;
let deps: PublicBookingDeps;
let uid = 0;
beforeEach(() => {
  m = createMemoryScheduling();
  m.eventTypes.set("intro", {
    id: "intro",
    hostId: "host",
    title: "Intro",
    lengthInMinutes: 30,
    requiresConfirmation: false,
    schedule: { timeZone: "UTC", rules: [{ days: [1], startTime: "09:00", endTime: "10:00" }] },
  });
  deps = { store: m.bookings, now: new Date("2030-01-01T00:00:00Z"), newUid: () => `b${++uid}` };
});
const attendee = { name: "Ann", email: "Ann@Example.com", timeZone: "UTC" };
const nine = new Date("2030-01-07T09:00:00Z");
const half = new Date("2030-01-07T09:30:00Z");

describe("public booking", () => {
  it("books a free slot once; the second request for it is refused and the slot disappears", async () => {
    const first = await createPublicBooking(deps, { eventTypeId: "intro", start: nine, attendee });
    expect(first).toMatchObject({ ok: true, booking: { status: "ACCEPTED", attendeeEmail: "Ann@Example.com" } });
    expect(await createPublicBooking(deps, { eventTypeId: "intro", start: nine, attendee })).toEqual({
      ok: false,
      code: "slot_unavailable",
    });
    const slots = await availableSlots(deps, {
      eventTypeId: "intro",
      from: nine,
      to: new Date("2030-01-07T12:00:00Z"),
    });
    expect(slots?.map((s) => s.start)).toEqual([half]);
  });

  it("refuses a start outside the schedule and an unknown event type", async () => {
    expect(
      await createPublicBooking(deps, { eventTypeId: "intro", start: new Date("2030-01-07T09:10:00Z"), attendee }),
    ).toEqual({ ok: false, code: "slot_unavailable" });
    expect(await createPublicBooking(deps, { eventTypeId: "nope", start: nine, attendee })).toEqual({
      ok: false,
      code: "event_type_not_found",
    });
    expect(await availableSlots(deps, { eventTypeId: "nope", from: nine, to: half })).toBeNull();
  });

  it("cancels and reschedules only with the attendee's email (any case); another email looks like an unknown booking", async () => {
    const booked = await createPublicBooking(deps, { eventTypeId: "intro", start: nine, attendee });
    if (!booked.ok) throw new Error("setup");
    const u = booked.booking.uid;
    expect(await cancelPublicBooking(deps, { uid: u, email: "eve@example.com", reason: null })).toEqual({
      ok: false,
      code: "booking_not_found",
    });
    expect(await reschedulePublicBooking(deps, { uid: u, email: "eve@example.com", start: half })).toEqual({
      ok: false,
      code: "booking_not_found",
    });
    expect(await reschedulePublicBooking(deps, { uid: u, email: "ann@example.com", start: half })).toMatchObject({
      ok: true,
      booking: { startTime: half },
    });
    // The old slot is free again, the new one is taken.
    expect((await createPublicBooking(deps, { eventTypeId: "intro", start: nine, attendee })).ok).toBe(true);
    expect(await cancelPublicBooking(deps, { uid: u, email: "ANN@example.com", reason: "ill" })).toMatchObject({
      ok: true,
      booking: { status: "CANCELLED" },
    });
    expect(await cancelPublicBooking(deps, { uid: u, email: "ann@example.com", reason: null })).toEqual({
      ok: false,
      code: "booking_not_live",
    });
    expect((await createPublicBooking(deps, { eventTypeId: "intro", start: half, attendee })).ok).toBe(true);
  });
});
