// HostBookingReads over Prisma: the bookings a realm reaches, filtered and paged. These reads select
// BOOKING_SELECT, which never carries the attendee's secret. The changes go through BookingPort
// (./prisma-bookings.ts), under the host's lock.
import type { HostBookingReads } from "@/lib/scheduling/api-ports";
import type { Prisma, PrismaClient } from "../generated/client";
import { BOOKING_SELECT } from "./booking-select";
import { bookingWhere, pageArgs, toPage } from "./realm-filters";

export function createPrismaHostBookings(prisma: PrismaClient): HostBookingReads {
  return {
    async listBookings(realm, filter, page) {
      const where: Prisma.BookingWhereInput = {
        ...bookingWhere(realm),
        ...(filter.status ? { status: filter.status } : {}),
        ...(filter.afterStart ? { startTime: { gte: filter.afterStart } } : {}),
        ...(filter.beforeEnd ? { endTime: { lte: filter.beforeEnd } } : {}),
      };
      const rows = await prisma.booking.findMany({
        where,
        select: BOOKING_SELECT,
        orderBy: [{ startTime: "asc" }, { id: "asc" }],
        ...pageArgs(page),
      });
      return toPage(rows, page.take);
    },
    findBooking(realm, uid) {
      return prisma.booking.findFirst({ where: { uid, ...bookingWhere(realm) }, select: BOOKING_SELECT });
    },
  };
}
