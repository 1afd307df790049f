// Booking operations for hosts, teams and organizations (the public ones live in their routes).
import { getPrisma } from "@/lib/db/db";
import { bookingView, findBooking, listBookings } from "@/lib/db/scheduling/bookings";
import { bookingSchema, declineBookingSchema, listBookingsQuery } from "@/lib/scheduling/schemas/bookings";
import { notFound, pageOf, realmOf, success } from "../api-responses";
import { answerBookingDecision } from "../booking-decision";
import { operation } from "./operation";

export const listBookingsOp = operation(
  {
    summary: "List bookings, filtered by status and date range",
    query: listBookingsQuery,
    paginated: true,
    response: bookingSchema,
  },
  async (ctx) => pageOf(await listBookings(await getPrisma(), realmOf(ctx), ctx.query)),
);

export const getBookingOp = operation({ summary: "Get a booking", response: bookingSchema }, async (ctx) => {
  const booking = await findBooking(await getPrisma(), realmOf(ctx), ctx.params.bookingUid!);
  return booking ? success(bookingView(booking)) : notFound("booking");
});

export const confirmBookingOp = operation(
  { summary: "Confirm a pending booking", response: bookingSchema },
  async (ctx) => answerBookingDecision(realmOf(ctx), ctx.params.bookingUid!, "ACCEPTED"),
);

export const declineBookingOp = operation(
  { summary: "Decline a pending booking", body: declineBookingSchema, response: bookingSchema },
  async (ctx) => answerBookingDecision(realmOf(ctx), ctx.params.bookingUid!, "REJECTED", ctx.body?.reason),
);
