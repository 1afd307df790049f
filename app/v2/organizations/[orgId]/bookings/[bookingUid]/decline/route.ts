// POST /v2/organizations/:orgId/bookings/:bookingUid/decline
import { declineBookingOp } from "@/lib/server/api/operations/bookings";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const POST = protectedResource(...declineBookingOp.requiring("ORG_BOOKING_WRITE", "ADMIN"));
export const OPTIONS = apiPreflight("POST");
