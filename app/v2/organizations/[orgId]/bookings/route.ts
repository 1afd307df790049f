// GET /v2/organizations/:orgId/bookings
import { listBookingsOp } from "@/lib/server/api/operations/bookings";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(...listBookingsOp.requiring("ORG_BOOKING_READ"));
export const OPTIONS = apiPreflight("GET");
