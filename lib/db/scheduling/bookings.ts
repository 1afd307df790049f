// Bookings as their hosts, teams and organizations see them: list with filters, read, confirm, decline.
import type { Realm } from "@/lib/scheduling/realm";
import type { ListBookingsQuery } from "@/lib/scheduling/schemas/bookings";
import type { BookingRecord } from "@/lib/scheduling/ports";
import type { Prisma, PrismaClient } from "../generated/client";
import { BOOKING_SELECT } from "./prisma-bookings";
import { bookingWhere, toPage } from "./realm-filters";

export function bookingView(b: BookingRecord) {
  return {
    uid: b.uid,
    title: b.title,
    eventTypeId: b.eventTypeId,
    hostId: b.hostId,
    status: b.status,
    start: b.startTime.toISOString(),
    end: b.endTime.toISOString(),
    attendee: { name: b.attendeeName, email: b.attendeeEmail, timeZone: b.attendeeTimeZone },
    cancellationReason: b.cancellationReason,
  };
}

export async function listBookings(prisma: PrismaClient, realm: Realm, query: ListBookingsQuery) {
  const where: Prisma.BookingWhereInput = {
    ...bookingWhere(realm),
    ...(query.status ? { status: query.status } : {}),
    ...(query.afterStart ? { startTime: { gte: query.afterStart } } : {}),
    ...(query.beforeEnd ? { endTime: { lte: query.beforeEnd } } : {}),
  };
  const rows = await prisma.booking.findMany({
    where,
    select: BOOKING_SELECT,
    orderBy: [{ startTime: "asc" }, { id: "asc" }],
    take: query.take + 1,
    ...(query.cursor ? { cursor: { id: query.cursor }, skip: 1 } : {}),
  });
  const { items, nextCursor } = toPage(rows, query.take);
  return { items: items.map(bookingView), nextCursor };
}

export function findBooking(prisma: PrismaClient, realm: Realm, uid: string) {
  return prisma.booking.findFirst({ where: { uid, ...bookingWhere(realm) }, select: BOOKING_SELECT });
}

/** PENDING -> ACCEPTED or REJECTED, for a booking the realm reaches; one conditional update. */
export async function decideBooking(
  prisma: PrismaClient,
  realm: Realm,
  uid: string,
  decision: "ACCEPTED" | "REJECTED",
  reason?: string,
) {
  const booking = await findBooking(prisma, realm, uid);
  if (!booking) return "not_found" as const;
  const { count } = await prisma.booking.updateMany({
    where: { id: booking.id, status: "PENDING" },
    data: {
      status: decision,
      ...(decision === "REJECTED" ? { slotKey: null, cancellationReason: reason ?? null } : {}),
    },
  });
  if (count === 0) return "not_pending" as const;
  return {
    ...booking,
    status: decision,
    cancellationReason: decision === "REJECTED" ? (reason ?? null) : booking.cancellationReason,
  };
}
