import { z } from "zod";
import { MAX_SLOT_RANGE_DAYS } from "../slots";
import { emailSchema, optionalText, paginationQuery, shownOnceSecret, text, timeZoneSchema } from "./common";
import { instantRange, instantSchema } from "./instant";

export const bookingStatusSchema = z.enum(["ACCEPTED", "PENDING", "CANCELLED", "REJECTED"]);
// A booking's answer names its host in the middle: which booking, then the host, then its state.
const bookingIdentity = { uid: z.string(), title: z.string(), eventTypeId: z.string() };
const bookingState = {
  status: bookingStatusSchema,
  start: z.string().meta({ description: "ISO 8601" }),
  end: z.string(),
  attendee: z.object({ name: z.string(), email: z.string(), timeZone: z.string() }),
  cancellationReason: z.string().nullable(),
};
export const bookingSchema = z
  .object({ ...bookingIdentity, hostId: z.string(), ...bookingState })
  .meta({ id: "Booking" });

/** A booking in a public answer: the host by public handle, no internal user id. */
export const publicBookingSchema = z
  .object({ ...bookingIdentity, host: z.object({ username: z.string() }), ...bookingState })
  .meta({ id: "PublicBooking" });
export const createdBookingSchema = publicBookingSchema
  .extend({
    attendeeSecret: shownOnceSecret(
      "the attendee's proof for POST /v2/bookings/{uid}/cancel and /reschedule. It stays valid after a reschedule.",
    ),
  })
  .meta({ id: "CreatedBooking" });

export const listBookingsQuery = paginationQuery.extend({
  status: bookingStatusSchema.optional(),
  afterStart: instantSchema.optional().meta({ description: "Only bookings starting at or after this instant" }),
  beforeEnd: instantSchema.optional().meta({ description: "Only bookings ending at or before this instant" }),
});
export type ListBookingsQuery = z.infer<typeof listBookingsQuery>;

const attendeeSchema = z
  .object({ name: text(200), email: emailSchema, timeZone: timeZoneSchema.default("UTC") })
  .strict();

export const createBookingSchema = z
  .object({ eventTypeId: z.string().min(1).max(100), start: instantSchema, attendee: attendeeSchema })
  .strict();

// A missing or wrong secret is answered like an unknown booking (404), not as bad input, so the
// field is optional here; the core decides. The attendee's email is no proof and not accepted.
const attendeeSecretField = z.string().max(200).optional().meta({
  description: "The attendeeSecret the booking's answer handed the attendee: the proof of the right to change it",
});

export const cancelBookingSchema = z
  .object({ attendeeSecret: attendeeSecretField, cancellationReason: optionalText(500).optional() })
  .strict();
export const rescheduleBookingSchema = z.object({ attendeeSecret: attendeeSecretField, start: instantSchema }).strict();
/** A host moving one of their bookings (named in the body, as a new booking names its event type). */
export const hostRescheduleBookingSchema = z
  .object({ bookingUid: z.string().min(1).max(100), start: instantSchema })
  .strict();
/** A host (or a team's or organization's ADMIN or OWNER) cancelling through the API. */
export const hostCancelBookingSchema = z
  .object({ cancellationReason: optionalText(500).optional() })
  .strict()
  .optional();
export const declineBookingSchema = z
  .object({ reason: optionalText(500).optional() })
  .strict()
  .optional();

export const slotsQuery = instantRange(
  z.object({ eventTypeId: z.string().min(1).max(100), start: instantSchema, end: instantSchema }),
  MAX_SLOT_RANGE_DAYS,
);
export const slotSchema = z.object({ start: z.string(), end: z.string() }).meta({ id: "Slot" });
