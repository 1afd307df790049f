// POST /v2/bookings/:bookingUid/reschedule - public: move a booking to another free slot, with the
// attendee's secret as the proof; the booking keeps its uid and its secret
import { reschedulePublicBooking } from "@/lib/scheduling/public-booking";
import { publicBookingView } from "@/lib/scheduling/public-booking-view";
import { publicBookingSchema, rescheduleBookingSchema } from "@/lib/scheduling/schemas/bookings";
import { success } from "@/lib/server/api/responses";
import { bookingFailure } from "@/lib/server/api/booking-failures";
import { apiPreflight, protectedResource } from "@/lib/server/protected-resource";
import { publicBookingDeps } from "@/lib/server/scheduling";

export const POST = protectedResource(
  {
    scope: "public",
    limitPerAddress: "BOOKING_CHANGE_IP",
    summary: "Reschedule a booking as its attendee, with its attendeeSecret (no token needed)",
    body: rescheduleBookingSchema,
    response: publicBookingSchema,
  },
  async ({ params, body }) => {
    const result = await reschedulePublicBooking(await publicBookingDeps(), {
      uid: params.bookingUid!,
      secret: body.attendeeSecret,
      start: body.start,
    });
    return result.ok ? success(publicBookingView(result.booking)) : bookingFailure(result.code);
  },
);

export const OPTIONS = apiPreflight("POST");
