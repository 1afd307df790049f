// GET /v2/bookings - the user's bookings (BOOKING_READ); POST /v2/bookings - public: book a free slot
import { listBookingsOp } from "@/lib/server/api/operations/bookings";
import { createPublicBookingOp } from "@/lib/server/api/operations/public-bookings";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(...listBookingsOp.requiring("BOOKING_READ"));

export const POST = protectedResource(
  { scope: "public", limitPerAddress: "BOOKING_IP", ...createPublicBookingOp.doc },
  createPublicBookingOp.handle,
);

export const OPTIONS = apiPreflight("GET", "POST");
