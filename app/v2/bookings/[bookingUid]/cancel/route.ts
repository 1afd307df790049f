// POST /v2/bookings/:bookingUid/cancel - public: the attendee's secret (handed out when they
// booked) proves the right to cancel; hosts cancel with a token through /cancel-as-host
import { cancelPublicBooking } from "@/lib/scheduling/public-booking";
import { publicBookingView } from "@/lib/scheduling/public-booking-view";
import { cancelBookingSchema, publicBookingSchema } from "@/lib/scheduling/schemas/bookings";
import { success } from "@/lib/server/api/responses";
import { bookingFailure } from "@/lib/server/api/booking-failures";
import { apiPreflight, protectedResource } from "@/lib/server/protected-resource";
import { publicBookingDeps } from "@/lib/server/scheduling";

export const POST = protectedResource(
  {
    scope: "public",
    limitPerAddress: "BOOKING_CHANGE_IP",
    summary: "Cancel a booking as its attendee, with its attendeeSecret (no token needed)",
    body: cancelBookingSchema,
    response: publicBookingSchema,
  },
  async ({ params, body }) => {
    const result = await cancelPublicBooking(await publicBookingDeps(), {
      uid: params.bookingUid!,
      secret: body.attendeeSecret,
      reason: body.cancellationReason ?? null,
    });
    return result.ok ? success(publicBookingView(result.booking)) : bookingFailure(result.code);
  },
);

export const OPTIONS = apiPreflight("POST");
