import { z } from "zod";
import { MAX_SLOT_RANGE_DAYS } from "../slots";
import { emailSchema, instantSchema, optionalText, paginationQuery, text, timeZoneSchema } from "./common";

export const bookingStatusSchema = z.enum(["ACCEPTED", "PENDING", "CANCELLED", "REJECTED"]);
export const bookingSchema = z
  .object({
    uid: z.string(),
    title: z.string(),
    eventTypeId: z.string(),
    hostId: z.string(),
    status: bookingStatusSchema,
    start: z.string().meta({ description: "ISO 8601" }),
    end: z.string(),
    attendee: z.object({ name: z.string(), email: z.string(), timeZone: z.string() }),
    cancellationReason: z.string().nullable(),
  })
  .meta({ id: "Booking" });

export const listBookingsQuery = paginationQuery.extend({
  status: bookingStatusSchema.optional(),
  afterStart: instantSchema.optional().meta({ description: "Only bookings starting at or after this instant" }),
  beforeEnd: instantSchema.optional().meta({ description: "Only bookings ending at or before this instant" }),
});
export type ListBookingsQuery = z.infer<typeof listBookingsQuery>;

export const createBookingSchema = z
  .object({
    eventTypeId: z.string().min(1).max(100),
    start: instantSchema,
    attendee: z.object({ name: text(200), email: emailSchema, timeZone: timeZoneSchema.default("UTC") }).strict(),
  })
  .strict();

export const cancelBookingSchema = z
  .object({
    email: emailSchema.meta({ description: "The attendee's email: the proof of the right to cancel" }),
    cancellationReason: optionalText(500).optional(),
  })
  .strict();
export const rescheduleBookingSchema = z.object({ email: emailSchema, start: instantSchema }).strict();
export const declineBookingSchema = z
  .object({ reason: optionalText(500).optional() })
  .strict()
  .optional();

const rangeOk = (q: { start: Date; end: Date }) =>
  q.start < q.end && q.end.getTime() - q.start.getTime() <= MAX_SLOT_RANGE_DAYS * 86_400_000;
export const slotsQuery = z
  .object({ eventTypeId: z.string().min(1).max(100), start: instantSchema, end: instantSchema })
  .refine(rangeOk, { message: `end must be after start and at most ${MAX_SLOT_RANGE_DAYS} days later`, path: ["end"] });
export const slotSchema = z.object({ start: z.string(), end: z.string() }).meta({ id: "Slot" });
