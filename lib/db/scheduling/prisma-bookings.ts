// BookingPort over Prisma. `withHostLock` is one interactive transaction that first locks the
// host's user row (SELECT ... FOR UPDATE), so bookings of any of the host's event types are decided
// one at a time. The unique index on Booking.slotKey still refuses a second live booking of one
// slot; status changes are conditional updates whose row count says who won.
import type { BookingPort, BookingRecord, BookingRows } from "@/lib/scheduling/ports";
import { Prisma, type PrismaClient } from "../generated/client";

const LIVE = ["ACCEPTED", "PENDING"] as const;

export const BOOKING_SELECT = {
  id: true,
  uid: true,
  eventTypeId: true,
  hostId: true,
  title: true,
  startTime: true,
  endTime: true,
  status: true,
  attendeeName: true,
  attendeeEmail: true,
  attendeeTimeZone: true,
  cancellationReason: true,
} as const satisfies Prisma.BookingSelect;

function isUniqueViolation(err: unknown): boolean {
  return err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002";
}

type Db = PrismaClient | Prisma.TransactionClient;

// Waiting for the host's lock is expected when people book at once; the work itself is a few rows.
const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 15_000 } as const;

export function createPrismaBookings(prisma: PrismaClient): BookingPort & BookingRows {
  return {
    ...bookingRows(prisma),
    withHostLock: (hostId, work) =>
      prisma.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${hostId} FOR UPDATE`;
        return work(bookingRows(tx));
      }, TRANSACTION_OPTIONS),
  };
}

function bookingRows(prisma: Db): BookingRows {
  return {
    async findBookableEventType(id) {
      const row = await prisma.eventType.findUnique({
        where: { id },
        select: {
          id: true,
          hostId: true,
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
      return row;
    },
    async listBusy(hostId, from, to) {
      const rows = await prisma.booking.findMany({
        where: { hostId, status: { in: [...LIVE] }, startTime: { lt: to }, endTime: { gt: from } },
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
    async cancelBooking(id, reason) {
      const { count } = await prisma.booking.updateMany({
        where: { id, status: { in: [...LIVE] } },
        data: { status: "CANCELLED", cancellationReason: reason, slotKey: null },
      });
      return count === 1;
    },
    async moveBooking(id, move) {
      try {
        const { count } = await prisma.booking.updateMany({ where: { id, status: { in: [...LIVE] } }, data: move });
        return count === 1 ? "moved" : "not_live";
      } catch (err) {
        if (isUniqueViolation(err)) return "slot_taken";
        throw err;
      }
    },
    async decidePendingBooking(id, decision) {
      const { count } = await prisma.booking.updateMany({
        where: { id, status: "PENDING" },
        data: { status: decision, ...(decision === "REJECTED" ? { slotKey: null } : {}) },
      });
      return count === 1;
    },
  };
}
