// What happens to a booking that subscribers can be told about. The scheduling core decides which
// of these a change is; lib/webhooks delivers them.
export const WEBHOOK_TRIGGERS = [
  "BOOKING_CREATED",
  "BOOKING_CANCELLED",
  "BOOKING_RESCHEDULED",
  "BOOKING_CONFIRMED",
  "BOOKING_REJECTED",
] as const;
export type WebhookTrigger = (typeof WEBHOOK_TRIGGERS)[number];

/** One change of one booking, recorded in the transaction that made it. */
export interface BookingEvent {
  readonly trigger: WebhookTrigger;
  readonly bookingId: string;
  readonly at: Date;
}
