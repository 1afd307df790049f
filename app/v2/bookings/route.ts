// GET /v2/bookings - the user's bookings (BOOKING_READ); POST /v2/bookings - public: book a free slot
import { bookingView } from "@/lib/db/scheduling/bookings";
import { createPublicBooking } from "@/lib/scheduling/public-booking";
import { bookingSchema, createBookingSchema } from "@/lib/scheduling/schemas/bookings";
import { listBookingsOp } from "@/lib/server/api-operations/bookings";
import { success } from "@/lib/server/api-responses";
import { bookingFailure } from "@/lib/server/booking-failures";
import { apiPreflight, protectedResource } from "@/lib/server/protected-resource";
import { publicBookingDeps } from "@/lib/server/scheduling";

export const GET = protectedResource({ scope: "BOOKING_READ", ...listBookingsOp.doc }, listBookingsOp.handle);

export const POST = protectedResource(
  {
    scope: "public",
    limitPerAddress: "BOOKING_IP",
    summary: "Book a free slot (no token needed)",
    body: createBookingSchema,
    response: bookingSchema,
    successStatus: 201,
  },
  async ({ body }) => {
    const result = await createPublicBooking(await publicBookingDeps(), body);
    return result.ok ? success(bookingView(result.booking), 201) : bookingFailure(result.code);
  },
);

export const OPTIONS = apiPreflight("GET", "POST");
