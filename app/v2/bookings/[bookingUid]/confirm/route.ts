// POST /v2/bookings/:bookingUid/confirm
import { confirmBookingOp } from "@/lib/server/api/operations/bookings";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const POST = protectedResource(...confirmBookingOp.requiring("BOOKING_WRITE"));
export const OPTIONS = apiPreflight("POST");
