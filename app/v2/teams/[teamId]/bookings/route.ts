// GET /v2/teams/:teamId/bookings
import { listBookingsOp } from "@/lib/server/api/operations/bookings";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(...listBookingsOp.requiring("TEAM_BOOKING_READ"));
export const OPTIONS = apiPreflight("GET");
