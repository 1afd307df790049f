// BookingPort over Prisma. `withHostLock` is one interactive transaction that first locks the
// host's user row (SELECT ... FOR UPDATE), so bookings of any of the host's event types are decided
// one at a time. The unique index on Booking.slotKey still refuses a second live booking of one
// slot; status changes are conditional updates whose row count says who won.
import { LIVE_BOOKING_STATUSES } from "@/lib/scheduling/booking-status";
import type { BookingPort, BookingRecord, BookingRows } from "@/lib/scheduling/ports";
import { Prisma, type PrismaClient } from "../generated/client";
import type { BookingOutbox } from "../webhooks/booking-outbox";
import { isUniqueViolation } from "../prisma-errors";
import { BOOKING_SELECT } from "./booking-select";

type Db = PrismaClient | Prisma.TransactionClient;

// Waiting for the host's lock is expected when people book at once; the work itself is a few rows.
const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 15_000 } as const;

/** Without an outbox (tests of the booking rules alone) events are not recorded. */
export function createPrismaBookings(prisma: PrismaClient, outbox?: BookingOutbox): BookingPort & BookingRows {
  return {
    ...bookingRows(prisma, async () => {
      throw new Error("a booking event is recorded only inside withHostLock, with its change");
    }),
    async withHostLock(hostId, work) {
      let recorded = false;
      const result = await prisma.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${hostId} FOR UPDATE`;
        return work(
          bookingRows(tx, async (event) => {
            if (outbox && (await outbox.record(tx, event))) recorded = true;
          }),
        );
      }, TRANSACTION_OPTIONS);
      if (recorded) outbox?.committed();
      return result;
    },
  };
}

function bookingRows(prisma: Db, recordEvent: BookingRows["recordEvent"]): BookingRows {
  return {
    recordEvent,
    async findBookableEventType(id) {
      const row = await prisma.eventType.findUnique({
        where: { id },
        select: {
          id: true,
          hostId: true,
          host: { select: { username: true } },
          title: true,
          lengthInMinutes: true,
          requiresConfirmation: true,
          schedule: {
            select: {
              timeZone: true,
              rules: { select: { days: true, startTime: true, endTime: true }, orderBy: { id: "asc" } },
            },
          },
        },
      });
      if (!row) return null;
      const { host, ...eventType } = row;
      return { ...eventType, hostUsername: host.username };
    },
    async listBusy(hostId, from, to) {
      const rows = await prisma.booking.findMany({
        where: { hostId, status: { in: [...LIVE_BOOKING_STATUSES] }, startTime: { lt: to }, endTime: { gt: from } },
        select: { id: true, startTime: true, endTime: true },
        orderBy: { startTime: "asc" },
      });
      return rows.map((r) => ({ start: r.startTime, end: r.endTime, bookingId: r.id }));
    },
    async insertBooking(booking) {
      try {
        return {
          ok: true,
          booking: (await prisma.booking.create({ data: booking, select: BOOKING_SELECT })) as BookingRecord,
        };
      } catch (err) {
        if (isUniqueViolation(err)) return { ok: false, code: "slot_taken" };
        throw err;
      }
    },
    async findBookingByUid(uid) {
      return prisma.booking.findUnique({ where: { uid }, select: BOOKING_SELECT });
    },
    async findAttendeeBooking(uid) {
      const row = await prisma.booking.findUnique({
        where: { uid },
        select: { ...BOOKING_SELECT, attendeeSecretHash: true, host: { select: { username: true } } },
      });
      if (!row) return null;
      const { host, ...booking } = row;
      return { ...booking, hostUsername: host.username };
    },
    async cancelBooking(id, reason) {
      const { count } = await prisma.booking.updateMany({
        where: { id, status: { in: [...LIVE_BOOKING_STATUSES] } },
        data: { status: "CANCELLED", cancellationReason: reason, slotKey: null },
      });
      return count === 1;
    },
    async moveBooking(id, move) {
      try {
        const { count } = await prisma.booking.updateMany({
          where: { id, status: { in: [...LIVE_BOOKING_STATUSES] } },
          data: move,
        });
        return count === 1 ? "moved" : "not_live";
      } catch (err) {
        if (isUniqueViolation(err)) return "slot_taken";
        throw err;
      }
    },
    async decidePendingBooking(id, decision, reason) {
      const { count } = await prisma.booking.updateMany({
        where: { id, status: "PENDING" },
        data: {
          status: decision,
          ...(decision === "REJECTED" ? { slotKey: null, cancellationReason: reason ?? null } : {}),
        },
      });
      return count === 1;
    },
  };
}
