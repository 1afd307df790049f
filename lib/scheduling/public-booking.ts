// Public booking operations (no token, no scope): book a free slot, and cancel or reschedule a
// booking with the attendee's email as the proof of the right to do so.
import { constantTimeEqual } from "@/lib/oauth/constant-time";
import type { BookableEventType, BookingPort, BookingRecord, BookingRows, Interval } from "./ports";
import { computeSlots, isFreeSlot, slotKey } from "./slots";

export interface PublicBookingDeps {
  readonly store: BookingPort & BookingRows;
  readonly now: Date;
  readonly newUid: () => string;
}

export type BookingFailure = "event_type_not_found" | "slot_unavailable" | "booking_not_found" | "booking_not_live";
export type BookingResult = { ok: true; booking: BookingRecord } | { ok: false; code: BookingFailure };

export async function availableSlots(
  deps: PublicBookingDeps,
  input: { eventTypeId: string; from: Date; to: Date },
): Promise<Interval[] | null> {
  const eventType = await deps.store.findBookableEventType(input.eventTypeId);
  if (!eventType) return null;
  if (!eventType.schedule) return [];
  const busy = await deps.store.listBusy(eventType.hostId, input.from, input.to);
  return computeSlots({
    ...eventType.schedule,
    lengthInMinutes: eventType.lengthInMinutes,
    from: input.from,
    to: input.to,
    busy,
    now: deps.now,
  });
}

export interface CreateBookingInput {
  readonly eventTypeId: string;
  readonly start: Date;
  readonly attendee: { readonly name: string; readonly email: string; readonly timeZone: string };
}

/**
 * Whether [start, start + length) is one of the event type's slots and no accepted or pending
 * booking of the host - of any of the host's event types - overlaps it. Called inside the host's
 * lock, so the answer still holds when the write that follows commits.
 */
async function slotIsFree(
  store: BookingRows,
  now: Date,
  eventType: BookableEventType,
  start: Date,
  ignoreBookingId?: string,
) {
  const end = new Date(start.getTime() + eventType.lengthInMinutes * 60_000);
  if (!eventType.schedule) return { free: false, end };
  const busy = (await store.listBusy(eventType.hostId, start, end)).filter((b) => b.bookingId !== ignoreBookingId);
  return {
    free: isFreeSlot({ ...eventType.schedule, lengthInMinutes: eventType.lengthInMinutes, busy, now }, start),
    end,
  };
}

export async function createPublicBooking(deps: PublicBookingDeps, input: CreateBookingInput): Promise<BookingResult> {
  const eventType = await deps.store.findBookableEventType(input.eventTypeId);
  if (!eventType) return { ok: false, code: "event_type_not_found" };
  return deps.store.withHostLock(eventType.hostId, async (store): Promise<BookingResult> => {
    const { free, end } = await slotIsFree(store, deps.now, eventType, input.start);
    if (!free) return { ok: false, code: "slot_unavailable" };
    // The unique slot key stays as a second line of defence for one slot of one event type.
    const inserted = await store.insertBooking({
      uid: deps.newUid(),
      eventTypeId: eventType.id,
      hostId: eventType.hostId,
      title: `${eventType.title} with ${input.attendee.name}`,
      startTime: input.start,
      endTime: end,
      status: eventType.requiresConfirmation ? "PENDING" : "ACCEPTED",
      attendeeName: input.attendee.name,
      attendeeEmail: input.attendee.email,
      attendeeTimeZone: input.attendee.timeZone,
      slotKey: slotKey(eventType.id, input.start),
    });
    return inserted.ok ? inserted : { ok: false, code: "slot_unavailable" };
  });
}

/** The booking, if `email` is its attendee's; otherwise the same answer as an unknown uid. */
async function attendeeBooking(deps: PublicBookingDeps, uid: string, email: string): Promise<BookingRecord | null> {
  const booking = await deps.store.findBookingByUid(uid);
  if (!booking) return null;
  return constantTimeEqual(booking.attendeeEmail.toLowerCase(), email.toLowerCase()) ? booking : null;
}

const isLive = (b: BookingRecord) => b.status === "ACCEPTED" || b.status === "PENDING";

export async function cancelPublicBooking(
  deps: PublicBookingDeps,
  input: { uid: string; email: string; reason: string | null },
): Promise<BookingResult> {
  const booking = await attendeeBooking(deps, input.uid, input.email);
  if (!booking) return { ok: false, code: "booking_not_found" };
  if (!isLive(booking) || !(await deps.store.cancelBooking(booking.id, input.reason)))
    return { ok: false, code: "booking_not_live" };
  return { ok: true, booking: { ...booking, status: "CANCELLED", cancellationReason: input.reason } };
}

export async function reschedulePublicBooking(
  deps: PublicBookingDeps,
  input: { uid: string; email: string; start: Date },
): Promise<BookingResult> {
  const booking = await attendeeBooking(deps, input.uid, input.email);
  if (!booking) return { ok: false, code: "booking_not_found" };
  if (!isLive(booking)) return { ok: false, code: "booking_not_live" };
  const eventType = await deps.store.findBookableEventType(booking.eventTypeId);
  if (!eventType) return { ok: false, code: "slot_unavailable" };
  return deps.store.withHostLock(eventType.hostId, async (store): Promise<BookingResult> => {
    const { free, end } = await slotIsFree(store, deps.now, eventType, input.start, booking.id);
    if (!free) return { ok: false, code: "slot_unavailable" };
    const moved = await store.moveBooking(booking.id, {
      startTime: input.start,
      endTime: end,
      slotKey: slotKey(booking.eventTypeId, input.start),
    });
    if (moved === "slot_taken") return { ok: false, code: "slot_unavailable" };
    if (moved === "not_live") return { ok: false, code: "booking_not_live" };
    return { ok: true, booking: { ...booking, startTime: input.start, endTime: end } };
  });
}
