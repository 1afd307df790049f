// POST /v2/bookings/:bookingUid/reschedule - public: move a booking to another free slot
import { bookingView } from "@/lib/db/scheduling/bookings";
import { reschedulePublicBooking } from "@/lib/scheduling/public-booking";
import { bookingSchema, rescheduleBookingSchema } from "@/lib/scheduling/schemas/bookings";
import { success } from "@/lib/server/api-responses";
import { bookingFailure } from "@/lib/server/booking-failures";
import { apiPreflight, protectedResource } from "@/lib/server/protected-resource";
import { publicBookingDeps } from "@/lib/server/scheduling";

export const POST = protectedResource(
  {
    scope: "public",
    limitPerAddress: "BOOKING_CHANGE_IP",
    summary: "Reschedule a booking as its attendee (no token needed)",
    body: rescheduleBookingSchema,
    response: bookingSchema,
  },
  async ({ params, body }) => {
    const result = await reschedulePublicBooking(await publicBookingDeps(), {
      uid: params.bookingUid!,
      email: body.email,
      start: body.start,
    });
    return result.ok ? success(bookingView(result.booking)) : bookingFailure(result.code);
  },
);

export const OPTIONS = apiPreflight("POST");
