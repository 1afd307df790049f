// POST /v2/me/bookings/reschedule - the host moves one of their bookings to another free slot
// (BOOKING_WRITE, or a `reschedule` authorization detail covering it)
import { rescheduleAsHostOp } from "@/lib/server/api/operations/bookings";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const POST = protectedResource(...rescheduleAsHostOp.requiring("BOOKING_WRITE"));
export const OPTIONS = apiPreflight("POST");
