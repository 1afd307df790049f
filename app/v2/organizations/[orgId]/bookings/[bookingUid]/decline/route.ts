// POST /v2/organizations/:orgId/bookings/:bookingUid/decline
import { declineBookingOp } from "@/lib/server/api/operations/bookings";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const POST = protectedResource(
  { scope: "ORG_BOOKING_WRITE", role: "ADMIN", ...declineBookingOp.doc },
  declineBookingOp.handle,
);
export const OPTIONS = apiPreflight("POST");
