// POST /v2/teams/:teamId/bookings/:bookingUid/confirm
import { confirmBookingOp } from "@/lib/server/api/operations/bookings";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const POST = protectedResource(
  { scope: "TEAM_BOOKING_WRITE", role: "ADMIN", ...confirmBookingOp.doc },
  confirmBookingOp.handle,
);
export const OPTIONS = apiPreflight("POST");
