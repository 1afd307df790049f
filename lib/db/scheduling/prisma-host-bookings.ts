// HostBookingReads over the driver: the bookings a realm reaches, filtered and paged, read with
// direct statements (lib/db/direct-sql.ts; listing is every GET /v2/bookings). They select the
// columns of BOOKING_SELECT (./booking-select.ts), never the attendee's secret, and page as the
// Prisma adapters' cursors do (./realm-filters.ts): the rows after the cursor's row in the list's
// order. The changes go through BookingPort (./prisma-bookings.ts), under the host's lock.
import type { BookingFilter, HostBookingReads } from "@/lib/scheduling/api-ports";
import type { BookingRecord } from "@/lib/scheduling/ports";
import type { Realm } from "@/lib/scheduling/realm";
import { type DirectSql, prismaDirectSql, type Statement, sql } from "../direct-sql";
import type { PrismaClient } from "../generated/client";
import { toPage } from "./realm-filters";

/** BOOKING_SELECT's columns of the booking aliased `b`. */
const COLUMNS = sql`b.id, b.uid, b."eventTypeId", b."hostId", b.title, b."startTime", b."endTime", b.status::text AS status,
  b."attendeeName", b."attendeeEmail", b."attendeeTimeZone", b."cancellationReason"`;

export function createPrismaHostBookings(
  prisma: PrismaClient,
  direct: DirectSql = prismaDirectSql(prisma),
): HostBookingReads {
  return {
    async listBookings(realm, filter, page) {
      const rows = await direct.query<BookingRecord>(sql`
        SELECT ${COLUMNS} FROM "Booking" AS b
        WHERE ${reachedBy(realm)} AND ${filtered(filter)} AND ${after(page.cursor)}
        ORDER BY b."startTime", b.id
        LIMIT ${page.take + 1}`);
      return toPage(rows, page.take);
    },
    async findBooking(realm, uid) {
      const [row] = await direct.query<BookingRecord>(
        sql`SELECT ${COLUMNS} FROM "Booking" AS b WHERE b.uid = ${uid} AND ${reachedBy(realm)}`,
      );
      return row ?? null;
    },
  };
}

/** The bookings a realm reaches: the user's own, or those of a team's or an organization's teams' event types. */
function reachedBy(realm: Realm): Statement {
  if (realm.kind === "user") return sql`b."hostId" = ${realm.userId}`;
  if (realm.kind === "team")
    return sql`b."eventTypeId" IN (SELECT e.id FROM "EventType" AS e WHERE e."teamId" = ${realm.teamId})`;
  return sql`b."eventTypeId" IN (SELECT e.id FROM "EventType" AS e JOIN "Team" AS t ON t.id = e."teamId"
    WHERE t."organizationId" = ${realm.organizationId})`;
}

/** Each filter given narrows the list; a missing one is `TRUE`, so each combination is one statement. */
function filtered({ status, afterStart, beforeEnd }: BookingFilter): Statement {
  return sql`${status === undefined ? sql`TRUE` : sql`b.status::text = ${status}`}
    AND ${afterStart === undefined ? sql`TRUE` : sql`b."startTime" >= ${afterStart}::timestamp(3)`}
    AND ${beforeEnd === undefined ? sql`TRUE` : sql`b."endTime" <= ${beforeEnd}::timestamp(3)`}`;
}

/** The rows after the cursor's row in the list's order; a cursor naming no row starts nowhere (NULL). */
function after(cursor: string | undefined): Statement {
  if (cursor === undefined) return sql`TRUE`;
  return sql`(b."startTime", b.id) > (SELECT c."startTime", c.id FROM "Booking" AS c WHERE c.id = ${cursor})`;
}
