// POST /v2/bookings/:bookingUid/decline
import { declineBookingOp } from "@/lib/server/api/operations/bookings";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const POST = protectedResource(...declineBookingOp.requiring("BOOKING_WRITE"));
export const OPTIONS = apiPreflight("POST");
