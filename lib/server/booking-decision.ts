// Confirm or decline a pending booking the realm reaches (host, team or organization).
import { getPrisma } from "@/lib/db/db";
import { bookingView, decideBooking } from "@/lib/db/scheduling/bookings";
import type { Realm } from "@/lib/scheduling/realm";
import { apiError, notFound, success } from "./api-responses";

export async function answerBookingDecision(
  realm: Realm,
  uid: string,
  decision: "ACCEPTED" | "REJECTED",
  reason?: string,
): Promise<Response> {
  const result = await decideBooking(await getPrisma(), realm, uid, decision, reason);
  if (result === "not_found") return notFound("booking");
  if (result === "not_pending")
    return apiError(409, "booking_not_pending", "only a pending booking can be confirmed or declined");
  return success(bookingView(result));
}
