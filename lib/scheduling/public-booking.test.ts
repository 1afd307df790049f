import { beforeEach, describe, expect, it } from "vitest";
import { hashSecret } from "@/lib/oauth/constant-time";
import {
  availableSlots,
  cancelPublicBooking,
  createPublicBooking,
  rescheduleHostBooking,
  reschedulePublicBooking,
  type PublicBookingDeps,
} from "./public-booking";
import { createMemoryScheduling, type MemoryScheduling } from "./testing/memory-scheduling-store";

let m: MemoryScheduling;
let deps: PublicBookingDeps;
let uid = 0;
beforeEach(() => {
  m = createMemoryScheduling();
  m.usernames.set("host", "hosty");
  m.eventTypes.set("intro", {
    id: "intro",
    hostId: "host",
    title: "Intro",
    lengthInMinutes: 30,
    requiresConfirmation: false,
    schedule: { timeZone: "UTC", rules: [{ days: [1], startTime: "09:00", endTime: "10:00" }] },
  });
  deps = {
    store: m.bookings,
    now: new Date("2030-01-01T00:00:00Z"),
    newUid: () => `b${++uid}`,
    newSecret: () => `secret-${uid}`,
  };
});
const attendee = { name: "Ann", email: "Ann@Example.com", timeZone: "UTC" };
const nine = new Date("2030-01-07T09:00:00Z");
const half = new Date("2030-01-07T09:30:00Z");

describe("public booking", () => {
  it("books a free slot once; the second request for it is refused and the slot disappears", async () => {
    const first = await createPublicBooking(deps, { eventTypeId: "intro", start: nine, attendee });
    expect(first).toMatchObject({
      ok: true,
      data: { booking: { status: "ACCEPTED", attendeeEmail: "Ann@Example.com" } },
    });
    expect(await createPublicBooking(deps, { eventTypeId: "intro", start: nine, attendee })).toEqual({
      ok: false,
      code: "slot_unavailable",
    });
    const slots = await availableSlots(deps, {
      eventTypeId: "intro",
      from: nine,
      to: new Date("2030-01-07T12:00:00Z"),
    });
    expect(slots).toEqual({ ok: true, data: [{ start: half, end: new Date("2030-01-07T10:00:00Z") }] });
  });

  it("refuses a start outside the schedule and an unknown event type", async () => {
    expect(
      await createPublicBooking(deps, { eventTypeId: "intro", start: new Date("2030-01-07T09:10:00Z"), attendee }),
    ).toEqual({ ok: false, code: "slot_unavailable" });
    expect(await createPublicBooking(deps, { eventTypeId: "nope", start: nine, attendee })).toEqual({
      ok: false,
      code: "event_type_not_found",
    });
    expect(await availableSlots(deps, { eventTypeId: "nope", from: nine, to: half })).toEqual({
      ok: false,
      code: "event_type_not_found",
    });
  });

  it("hands the attendee a secret, stores only its hash, and names the host by username", async () => {
    const booked = await createPublicBooking(deps, { eventTypeId: "intro", start: nine, attendee });
    if (!booked.ok) throw new Error("setup");
    expect(booked.data.attendeeSecret).toMatch(/^secret-/);
    expect(booked.data.booking).toMatchObject({ hostUsername: "hosty" });
    expect(booked.data.booking).not.toHaveProperty("attendeeSecretHash");
    const row = m.bookingRows.get(booked.data.booking.id)!;
    expect(row.attendeeSecretHash).toBe(hashSecret(booked.data.attendeeSecret));
    expect(JSON.stringify(row)).not.toContain(booked.data.attendeeSecret);
  });

  it("cancels and reschedules only with the attendee's secret; the email, a wrong or a missing secret look like an unknown booking", async () => {
    const booked = await createPublicBooking(deps, { eventTypeId: "intro", start: nine, attendee });
    if (!booked.ok) throw new Error("setup");
    const u = booked.data.booking.uid;
    const secret = booked.data.attendeeSecret;
    const notFound = { ok: false, code: "booking_not_found" };
    for (const wrong of [undefined, "", attendee.email, "ann@example.com", `${secret}x`, secret.toUpperCase()]) {
      expect(await cancelPublicBooking(deps, { uid: u, secret: wrong, reason: null })).toEqual(notFound);
      expect(await reschedulePublicBooking(deps, { uid: u, secret: wrong, start: half })).toEqual(notFound);
    }
    expect(await cancelPublicBooking(deps, { uid: "unknown", secret, reason: null })).toEqual(notFound);
    expect(m.bookingRows.get(booked.data.booking.id)).toMatchObject({ status: "ACCEPTED", startTime: nine });

    expect(await reschedulePublicBooking(deps, { uid: u, secret, start: half })).toMatchObject({
      ok: true,
      data: { startTime: half, hostUsername: "hosty" },
    });
    // The old slot is free again, the new one is taken; the secret still works after the move.
    expect((await createPublicBooking(deps, { eventTypeId: "intro", start: nine, attendee })).ok).toBe(true);
    expect(await cancelPublicBooking(deps, { uid: u, secret, reason: "ill" })).toMatchObject({
      ok: true,
      data: { status: "CANCELLED", cancellationReason: "ill" },
    });
    expect(await cancelPublicBooking(deps, { uid: u, secret, reason: null })).toEqual({
      ok: false,
      code: "booking_not_live",
    });
    expect((await createPublicBooking(deps, { eventTypeId: "intro", start: half, attendee })).ok).toBe(true);
  });

  it("lets the host move their own booking to a free slot, and no one else's (through the API)", async () => {
    const booked = await createPublicBooking(deps, { eventTypeId: "intro", start: nine, attendee });
    if (!booked.ok) throw new Error("expected a booking");
    const u = booked.data.booking.uid;
    expect(await rescheduleHostBooking(deps, { hostId: "someone-else", uid: u, start: half })).toEqual({
      ok: false,
      code: "booking_not_found",
    });
    expect(
      await rescheduleHostBooking(deps, { hostId: "host", uid: u, start: new Date("2030-01-07T11:00:00Z") }),
    ).toEqual({
      ok: false,
      code: "slot_unavailable",
    });
    expect(await rescheduleHostBooking(deps, { hostId: "host", uid: u, start: half })).toMatchObject({
      ok: true,
      data: { startTime: half },
    });
    expect(m.bookingRows.get(booked.data.booking.id)).toMatchObject({ startTime: half });
  });

  it("refuses every secret for a booking that was never handed one", async () => {
    const inserted = await m.bookings.insertBooking({
      uid: "seeded",
      eventTypeId: "intro",
      hostId: "host",
      title: "Intro",
      startTime: nine,
      endTime: half,
      status: "ACCEPTED",
      attendeeName: "Ann",
      attendeeEmail: "ann@example.com",
      attendeeTimeZone: "UTC",
      slotKey: "intro@seeded",
      attendeeSecretHash: "",
    });
    if (!inserted.ok) throw new Error("setup");
    m.bookingRows.set(inserted.booking.id, { ...m.bookingRows.get(inserted.booking.id)!, attendeeSecretHash: null });
    for (const secret of [undefined, "", "anything"])
      expect(await cancelPublicBooking(deps, { uid: "seeded", secret, reason: null })).toEqual({
        ok: false,
        code: "booking_not_found",
      });
  });
});

describe("the events a public change records for webhook subscribers", () => {
  it("records BOOKING_CREATED, _RESCHEDULED and _CANCELLED with their change, and nothing for a refused one", async () => {
    const created = await createPublicBooking(deps, { eventTypeId: "intro", start: nine, attendee });
    if (!created.ok) throw new Error("booking failed");
    await createPublicBooking(deps, { eventTypeId: "intro", start: nine, attendee });
    const proof = { uid: created.data.booking.uid, secret: created.data.attendeeSecret };
    await reschedulePublicBooking(deps, { ...proof, secret: "wrong", start: half });
    await reschedulePublicBooking(deps, { ...proof, start: half });
    await cancelPublicBooking(deps, { ...proof, reason: null });
    await cancelPublicBooking(deps, { ...proof, reason: null });
    expect(m.events.map((e) => [e.trigger, e.bookingId, e.at])).toEqual([
      ["BOOKING_CREATED", created.data.booking.id, deps.now],
      ["BOOKING_RESCHEDULED", created.data.booking.id, deps.now],
      ["BOOKING_CANCELLED", created.data.booking.id, deps.now],
    ]);
  });
});
