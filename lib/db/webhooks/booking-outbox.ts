// The outbox: a booking change writes its event and one delivery per matching subscription in
// the same transaction as the change itself, and hands the first attempts to the job port in
// that transaction too. A crash after the commit loses nothing (the rows, and pg-boss's jobs,
// are there); a rollback leaves nothing to send.
// Who is told: the host's own subscriptions, and those of the organization whose team the
// event type belongs to - exactly the bookings each owner reads through the API. Subscriptions
// that are inactive, disabled, without a secret, or whose grant is revoked get nothing; whether
// the app may still receive is checked again when each attempt is made.
import type { BookingEvent } from "@/lib/scheduling/booking-events";
import { hostBookingView } from "@/lib/scheduling/host-booking-view";
import { bookingEventBody } from "@/lib/webhooks/event-body";
import type { DeliveryJobs } from "@/lib/webhooks/ports";
import type { Prisma } from "../generated/client";
import { BOOKING_SELECT } from "../scheduling/booking-select";
import { transactionSql } from "./webhook-rows";

export interface BookingOutbox {
  /** Inside the booking's transaction; whether anything is to be delivered. */
  record(tx: Prisma.TransactionClient, event: BookingEvent): Promise<boolean>;
  /** After that transaction committed. */
  committed(): void;
}

export function createBookingOutbox(jobs: DeliveryJobs, ids: { messageId(): string; rowId(): string }): BookingOutbox {
  return {
    async record(tx, event) {
      const booking = await tx.booking.findUnique({
        where: { id: event.bookingId },
        select: { ...BOOKING_SELECT, eventType: { select: { team: { select: { organizationId: true } } } } },
      });
      if (!booking) return false;
      const organizationId = booking.eventType.team?.organizationId ?? null;
      const subscriptions = await tx.webhook.findMany({
        where: {
          OR: [{ userId: booking.hostId }, ...(organizationId ? [{ organizationId }] : [])],
          active: true,
          disabledAt: null,
          secretSealed: { not: null },
          grant: { revokedAt: null },
          triggers: { has: event.trigger },
        },
        select: { id: true },
      });
      if (subscriptions.length === 0) return false;
      const { eventType: _eventType, ...record } = booking;
      const created = await tx.webhookEvent.create({
        data: {
          triggerEvent: event.trigger,
          body: bookingEventBody(event.trigger, event.at, hostBookingView(record)),
          createdAt: event.at,
        },
        select: { id: true },
      });
      const deliveries = subscriptions.map((s) => ({
        id: ids.rowId(),
        messageId: ids.messageId(),
        webhookId: s.id,
        eventId: created.id,
        nextAttemptAt: event.at,
        createdAt: event.at,
      }));
      await tx.webhookDelivery.createMany({ data: deliveries });
      await jobs.enqueue(
        transactionSql(tx),
        deliveries.map((d) => ({ deliveryId: d.id, attempt: 1, at: event.at })),
      );
      return true;
    },
    committed: () => jobs.wake(),
  };
}
