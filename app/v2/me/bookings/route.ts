// POST /v2/me/bookings - the host books a free slot of one of their event types for an attendee
// (BOOKING_WRITE, or a `book` authorization detail covering it)
import { bookAsHostOp } from "@/lib/server/api/operations/bookings";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const POST = protectedResource(...bookAsHostOp.requiring("BOOKING_WRITE"));
export const OPTIONS = apiPreflight("POST");
