// The JSON every delivery carries: { triggerEvent, createdAt, payload }. For booking events the
// payload is the booking as the API shows it to its host (lib/scheduling/host-booking-view.ts):
// never the attendee's secret or anything the subscription's owner could not read.
import type { WebhookTrigger } from "@/lib/scheduling/booking-events";
import type { HostBookingView } from "@/lib/scheduling/host-booking-view";

export const TEST_TRIGGER = "PING";

export function bookingEventBody(trigger: WebhookTrigger, createdAt: Date, booking: HostBookingView): string {
  return JSON.stringify({ triggerEvent: trigger, createdAt: createdAt.toISOString(), payload: booking });
}

export function testEventBody(webhookId: string, createdAt: Date): string {
  return JSON.stringify({
    triggerEvent: TEST_TRIGGER,
    createdAt: createdAt.toISOString(),
    payload: { webhookId, message: "A test event: your endpoint receives and verifies deliveries." },
  });
}
