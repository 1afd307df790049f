// POST /v2/bookings/:bookingUid/reschedule - public: move a booking to another free slot, with the
// attendee's secret as the proof; the booking keeps its uid and its secret
import { reschedulePublicBookingOp } from "@/lib/server/api/operations/public-bookings";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const POST = protectedResource(
  { scope: "public", limitPerAddress: "BOOKING_CHANGE_IP", ...reschedulePublicBookingOp.doc },
  reschedulePublicBookingOp.handle,
);

export const OPTIONS = apiPreflight("POST");
