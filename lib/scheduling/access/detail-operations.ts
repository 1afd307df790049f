// The one table of which API operations each action of a `scheduling` authorization detail
// (RFC 9396) reaches, by the policy table's method and path template. The guard judges a call
// by it, and the OpenAPI document says it on each operation (`x-authorization-details-action`).
// Every operation is here at most once, and requires the action's scope (detail-operations.test.ts).
import { SCHEDULING_ACTIONS, type SchedulingAction } from "@/lib/oauth/authorization-details/scheduling-actions";

export const DETAIL_OPERATIONS: Readonly<Record<SchedulingAction, readonly string[]>> = {
  read_availability: ["GET /v2/schedules", "GET /v2/schedules/{scheduleId}"],
  read_bookings: ["GET /v2/bookings", "GET /v2/bookings/{bookingUid}"],
  book: ["POST /v2/me/bookings"],
  reschedule: ["POST /v2/me/bookings/reschedule"],
  cancel: ["POST /v2/bookings/{bookingUid}/cancel-as-host"],
};

const ACTION_BY_OPERATION: ReadonlyMap<string, SchedulingAction> = new Map(
  SCHEDULING_ACTIONS.flatMap((action) => DETAIL_OPERATIONS[action].map((op) => [op, action] as const)),
);

/** The action whose details judge this operation (method and path template), or null. */
export function detailActionOf(method: string, pathTemplate: string): SchedulingAction | null {
  return ACTION_BY_OPERATION.get(`${method} ${pathTemplate}`) ?? null;
}
