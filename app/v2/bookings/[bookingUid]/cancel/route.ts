// POST /v2/bookings/:bookingUid/cancel - public: the attendee's email proves the right to cancel
import { bookingView } from "@/lib/db/scheduling/bookings";
import { cancelPublicBooking } from "@/lib/scheduling/public-booking";
import { bookingSchema, cancelBookingSchema } from "@/lib/scheduling/schemas/bookings";
import { success } from "@/lib/server/api-responses";
import { bookingFailure } from "@/lib/server/booking-failures";
import { apiPreflight, protectedResource } from "@/lib/server/protected-resource";
import { publicBookingDeps } from "@/lib/server/scheduling";

export const POST = protectedResource(
  {
    scope: "public",
    limitPerAddress: "BOOKING_CHANGE_IP",
    summary: "Cancel a booking as its attendee (no token needed)",
    body: cancelBookingSchema,
    response: bookingSchema,
  },
  async ({ params, body }) => {
    const result = await cancelPublicBooking(await publicBookingDeps(), {
      uid: params.bookingUid!,
      email: body.email,
      reason: body.cancellationReason ?? null,
    });
    return result.ok ? success(bookingView(result.booking)) : bookingFailure(result.code);
  },
);

export const OPTIONS = apiPreflight("POST");
