// POST /v2/bookings/:bookingUid/cancel - public: the attendee's secret (handed out when they
// booked) proves the right to cancel; hosts cancel with a token through /cancel-as-host
import { cancelPublicBookingOp } from "@/lib/server/api/operations/public-bookings";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const POST = protectedResource(
  { scope: "public", limitPerAddress: "BOOKING_CHANGE_IP", ...cancelPublicBookingOp.doc },
  cancelPublicBookingOp.handle,
);

export const OPTIONS = apiPreflight("POST");
