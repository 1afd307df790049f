// POST /v2/organizations/:orgId/bookings/:bookingUid/cancel (ADMIN or OWNER)
import { cancelBookingAsHostOp } from "@/lib/server/api/operations/bookings";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const POST = protectedResource(...cancelBookingAsHostOp.requiring("ORG_BOOKING_WRITE", "ADMIN"));
export const OPTIONS = apiPreflight("POST");
