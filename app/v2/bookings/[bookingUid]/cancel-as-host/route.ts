// POST /v2/bookings/:bookingUid/cancel-as-host - the host cancels one of their bookings (BOOKING_WRITE);
// /cancel beside it is the attendee's public cancel, proved by the attendee's secret
import { cancelBookingAsHostOp } from "@/lib/server/api/operations/bookings";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const POST = protectedResource(...cancelBookingAsHostOp.requiring("BOOKING_WRITE"));
export const OPTIONS = apiPreflight("POST");
