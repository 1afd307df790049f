// GET /v2/bookings - the user's bookings (BOOKING_READ); POST /v2/bookings - public: book a free slot
import { createPublicBooking } from "@/lib/scheduling/public-booking";
import { publicBookingView } from "@/lib/scheduling/public-booking-view";
import { createBookingSchema, createdBookingSchema } from "@/lib/scheduling/schemas/bookings";
import { listBookingsOp } from "@/lib/server/api/operations/bookings";
import { success } from "@/lib/server/api/responses";
import { bookingFailure } from "@/lib/server/api/booking-failures";
import { apiPreflight, protectedResource } from "@/lib/server/protected-resource";
import { publicBookingDeps } from "@/lib/server/scheduling";

export const GET = protectedResource({ scope: "BOOKING_READ", ...listBookingsOp.doc }, listBookingsOp.handle);

export const POST = protectedResource(
  {
    scope: "public",
    limitPerAddress: "BOOKING_IP",
    summary: "Book a free slot (no token needed); the answer hands the attendee the booking's secret, once",
    body: createBookingSchema,
    response: createdBookingSchema,
    successStatus: 201,
  },
  async ({ body }) => {
    const result = await createPublicBooking(await publicBookingDeps(), body);
    if (!result.ok) return bookingFailure(result.code);
    return success({ ...publicBookingView(result.booking), attendeeSecret: result.attendeeSecret }, 201);
  },
);

export const OPTIONS = apiPreflight("GET", "POST");
