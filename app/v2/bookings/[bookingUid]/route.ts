// GET /v2/bookings/:bookingUid
import { getBookingOp } from "@/lib/server/api/operations/bookings";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(...getBookingOp.requiring("BOOKING_READ"));
export const OPTIONS = apiPreflight("GET");
