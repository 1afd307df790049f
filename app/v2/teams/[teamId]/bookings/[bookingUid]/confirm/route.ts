// POST /v2/teams/:teamId/bookings/:bookingUid/confirm
import { confirmBookingOp } from "@/lib/server/api/operations/bookings";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const POST = protectedResource(...confirmBookingOp.requiring("TEAM_BOOKING_WRITE", "ADMIN"));
export const OPTIONS = apiPreflight("POST");
