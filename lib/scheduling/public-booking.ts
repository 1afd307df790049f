// Public booking operations (no token, no scope): book a free slot, and cancel or reschedule a
// booking. Booking hands the attendee a per-booking secret (stored only as its SHA-256); the
// secret is the one proof the public cancel and reschedule accept. The attendee's email is no
// proof: every host-side read returns it. A wrong or missing secret is the same answer as an
// unknown uid. Rescheduling moves the booking in place, so the secret stays valid after it.
// Every change records its event for the booking's webhook subscribers in its own transaction.
import { hashSecret, secretMatchesHash } from "@/lib/oauth/constant-time";
import { type Outcome, fail, ok } from "@/lib/outcome";
import { isLiveBooking } from "./booking-status";
import type { AttendeeBooking, BookableEventType, BookingPort, BookingRows, Interval } from "./ports";
import { type TooManySlots, computeSlots, isFreeSlot, slotKey } from "./slots";

export interface PublicBookingDeps {
  readonly store: BookingPort & BookingRows;
  readonly now: Date;
  readonly newUid: () => string;
  /** A fresh secret of at least 256 random bits, handed to the attendee once. */
  readonly newSecret: () => string;
}

export type BookingFailure = "event_type_not_found" | "slot_unavailable" | "booking_not_found" | "booking_not_live";
export type BookingResult = Outcome<AttendeeBooking, BookingFailure>;
/** The only answer that carries the attendee's secret in clear. */
export type CreatedBookingResult = Outcome<{ booking: AttendeeBooking; attendeeSecret: string }, BookingFailure>;
export type SlotsOutcome = Outcome<Interval[], "event_type_not_found"> | TooManySlots;

export async function availableSlots(
  deps: PublicBookingDeps,
  input: { eventTypeId: string; from: Date; to: Date },
): Promise<SlotsOutcome> {
  const eventType = await deps.store.findBookableEventType(input.eventTypeId);
  if (!eventType) return fail("event_type_not_found");
  if (!eventType.schedule) return ok([]);
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
 * lock, so the answer still holds when the write that follows commits; it checks the one slot
 * (a few zone conversions), never a range of slots, so the lock is held briefly.
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

export async function createPublicBooking(
  deps: PublicBookingDeps,
  input: CreateBookingInput,
  /** A host booking into their own calendar (through the API): another host's event type is unknown. */
  onlyHostId?: string,
): Promise<CreatedBookingResult> {
  const eventType = await deps.store.findBookableEventType(input.eventTypeId);
  if (!eventType || (onlyHostId !== undefined && eventType.hostId !== onlyHostId)) return fail("event_type_not_found");
  const attendeeSecret = deps.newSecret();
  return deps.store.withHostLock(eventType.hostId, async (store): Promise<CreatedBookingResult> => {
    const { free, end } = await slotIsFree(store, deps.now, eventType, input.start);
    if (!free) return fail("slot_unavailable");
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
      attendeeSecretHash: hashSecret(attendeeSecret),
    });
    if (!inserted.ok) return fail("slot_unavailable");
    await store.recordEvent({ trigger: "BOOKING_CREATED", bookingId: inserted.booking.id, at: deps.now });
    return ok({ booking: { ...inserted.booking, hostUsername: eventType.hostUsername }, attendeeSecret });
  });
}

/**
 * The booking, if `secret` is the one its attendee was handed; otherwise (wrong, missing, or a
 * booking that never had one) the same answer as an unknown uid. Compared in constant time.
 */
async function attendeeBooking(
  deps: PublicBookingDeps,
  uid: string,
  secret: string | undefined,
): Promise<AttendeeBooking | null> {
  const found = await deps.store.findAttendeeBooking(uid);
  if (!found || found.attendeeSecretHash === null || !secret) return null;
  const { attendeeSecretHash, ...booking } = found;
  return secretMatchesHash(secret, attendeeSecretHash) ? booking : null;
}

export interface AttendeeProof {
  readonly uid: string;
  /** The `attendeeSecret` the booking's answer handed the attendee. */
  readonly secret: string | undefined;
}

export async function cancelPublicBooking(
  deps: PublicBookingDeps,
  input: AttendeeProof & { reason: string | null },
): Promise<BookingResult> {
  const booking = await attendeeBooking(deps, input.uid, input.secret);
  if (!booking) return fail("booking_not_found");
  if (!isLiveBooking(booking)) return fail("booking_not_live");
  // In the host's transaction, so the cancellation and its event commit together.
  return deps.store.withHostLock(booking.hostId, async (store): Promise<BookingResult> => {
    if (!(await store.cancelBooking(booking.id, input.reason))) return fail("booking_not_live");
    await store.recordEvent({ trigger: "BOOKING_CANCELLED", bookingId: booking.id, at: deps.now });
    return ok({ ...booking, status: "CANCELLED", cancellationReason: input.reason });
  });
}

export async function reschedulePublicBooking(
  deps: PublicBookingDeps,
  input: AttendeeProof & { start: Date },
): Promise<BookingResult> {
  const booking = await attendeeBooking(deps, input.uid, input.secret);
  if (!booking) return fail("booking_not_found");
  return moveToFreeSlot(deps, booking, input.start);
}

/**
 * A host moving one of their own bookings (through the API) to another free slot, as the attendee
 * would: another host's booking, or an unknown uid, is not found.
 */
export async function rescheduleHostBooking(
  deps: PublicBookingDeps,
  input: { hostId: string; uid: string; start: Date },
): Promise<BookingResult> {
  const found = await deps.store.findAttendeeBooking(input.uid);
  if (!found || found.hostId !== input.hostId) return fail("booking_not_found");
  const { attendeeSecretHash: _, ...booking } = found;
  return moveToFreeSlot(deps, booking, input.start);
}

async function moveToFreeSlot(deps: PublicBookingDeps, booking: AttendeeBooking, start: Date): Promise<BookingResult> {
  if (!isLiveBooking(booking)) return fail("booking_not_live");
  const eventType = await deps.store.findBookableEventType(booking.eventTypeId);
  if (!eventType) return fail("slot_unavailable");
  return deps.store.withHostLock(eventType.hostId, async (store): Promise<BookingResult> => {
    const { free, end } = await slotIsFree(store, deps.now, eventType, start, booking.id);
    if (!free) return fail("slot_unavailable");
    const moved = await store.moveBooking(booking.id, {
      startTime: start,
      endTime: end,
      slotKey: slotKey(booking.eventTypeId, start),
    });
    if (moved === "slot_taken") return fail("slot_unavailable");
    if (moved === "not_live") return fail("booking_not_live");
    await store.recordEvent({ trigger: "BOOKING_RESCHEDULED", bookingId: booking.id, at: deps.now });
    return ok({ ...booking, startTime: start, endTime: end });
  });
}
