// Booking operations for hosts, teams and organizations (the public ones: public-bookings.ts):
// the HTTP side of lib/scheduling/use-cases/host-bookings.ts.
import { hostBookingView } from "@/lib/scheduling/host-booking-view";
import { createPublicBooking, rescheduleHostBooking } from "@/lib/scheduling/public-booking";
import { publicBookingView } from "@/lib/scheduling/public-booking-view";
import type { Realm } from "@/lib/scheduling/realm";
import {
  bookingSchema,
  createBookingSchema,
  createdBookingSchema,
  declineBookingSchema,
  hostCancelBookingSchema,
  hostRescheduleBookingSchema,
  publicBookingSchema,
  type ListBookingsQuery,
  listBookingsQuery,
} from "@/lib/scheduling/schemas/bookings";
import {
  cancelHostBooking,
  decideHostBooking,
  getHostBooking,
  listHostBookings,
} from "@/lib/scheduling/use-cases/host-bookings";
import { bookingFailure } from "@/lib/server/api/booking-failures";
import type { ApiContext, OperationAnswer } from "@/lib/server/api/operation-types";
import { apiError, notFound, listPage, realmOf, success } from "@/lib/server/api/responses";
import { hostBookingDeps, publicBookingDeps } from "@/lib/server/roots/scheduling";
import { operation } from "./operation";

async function listBookings(ctx: ApiContext<ListBookingsQuery, undefined>): Promise<OperationAnswer> {
  const realm = realmOf(ctx);
  const { take, cursor, ...filter } = ctx.query;
  const page = await listHostBookings(await hostBookingDeps(), realm, filter, { take, cursor });
  return listPage({ items: page.items.map(hostBookingView), nextCursor: page.nextCursor });
}

export const listBookingsOp = operation(
  {
    summary: "List bookings, filtered by status and date range",
    query: listBookingsQuery,
    paginated: true,
    response: bookingSchema,
  },
  listBookings,
);

export const getBookingOp = operation({ summary: "Get a booking", response: bookingSchema }, async (ctx) => {
  const result = await getHostBooking(await hostBookingDeps(), realmOf(ctx), ctx.params.bookingUid!);
  return result.ok ? success(hostBookingView(result.data)) : notFound("booking");
});

async function answerDecision(
  ctx: { realm: Realm | null; params: Readonly<Record<string, string>> },
  decision: "ACCEPTED" | "REJECTED",
  reason?: string,
): Promise<Response> {
  const result = await decideHostBooking(
    await hostBookingDeps(),
    realmOf(ctx),
    ctx.params.bookingUid!,
    decision,
    reason,
  );
  if (result.ok) return success(hostBookingView(result.data));
  if (result.code === "not_found") return notFound("booking");
  return apiError(409, "booking_not_pending", "only a pending booking can be confirmed or declined");
}

export const confirmBookingOp = operation({ summary: "Confirm a pending booking", response: bookingSchema }, (ctx) =>
  answerDecision(ctx, "ACCEPTED"),
);

export const declineBookingOp = operation(
  { summary: "Decline a pending booking", body: declineBookingSchema, response: bookingSchema },
  (ctx) => answerDecision(ctx, "REJECTED", ctx.body?.reason),
);

// The host-side cancel: a BOOKING_WRITE family scope and, on team and organization paths, the
// ADMIN or OWNER role. The attendee's public cancel (POST /v2/bookings/:uid/cancel) is another
// operation with another proof (the attendee's secret).
export const cancelBookingAsHostOp = operation(
  {
    summary: "Cancel an accepted or pending booking as its host",
    body: hostCancelBookingSchema,
    response: bookingSchema,
  },
  async (ctx) => {
    const reason = ctx.body?.cancellationReason ?? null;
    const result = await cancelHostBooking(await hostBookingDeps(), realmOf(ctx), ctx.params.bookingUid!, reason);
    if (result.ok) return success(hostBookingView(result.data));
    return result.code === "not_found" ? notFound("booking") : bookingFailure("booking_not_live");
  },
);

// The host books a free slot of one of their own event types for an attendee, as an attendee
// would (the same slot rules, the same secret handed over once): what an agent holding a `book`
// authorization detail does (lib/scheduling/access/detail-operations.ts).
export const bookAsHostOp = operation(
  {
    summary: "Book a free slot of one of your event types for an attendee (as its host)",
    body: createBookingSchema,
    response: createdBookingSchema,
    successStatus: 201,
  },
  async (ctx) => {
    const realm = realmOf(ctx);
    if (realm.kind !== "user") throw new Error("host booking mounted outside the personal path");
    const result = await createPublicBooking(await publicBookingDeps(), ctx.body, realm.userId);
    if (!result.ok) return bookingFailure(result.code);
    return success({ ...publicBookingView(result.data.booking), attendeeSecret: result.data.attendeeSecret }, 201);
  },
);

// The host moves one of their bookings to another free slot: what an agent holding a `reschedule`
// authorization detail does. The booking keeps its uid and the attendee's secret.
export const rescheduleAsHostOp = operation(
  {
    summary: "Move one of your bookings to another free slot of its event type (as its host)",
    body: hostRescheduleBookingSchema,
    response: publicBookingSchema,
  },
  async (ctx) => {
    const realm = realmOf(ctx);
    if (realm.kind !== "user") throw new Error("host reschedule mounted outside the personal path");
    const { bookingUid, start } = ctx.body;
    const result = await rescheduleHostBooking(await publicBookingDeps(), {
      hostId: realm.userId,
      uid: bookingUid,
      start,
    });
    return result.ok ? success(publicBookingView(result.data)) : bookingFailure(result.code);
  },
);
