// What each action of a `scheduling` authorization detail (RFC 9396) needs of the client: the
// scope whose slice it is. A detail is a narrower grant than its scope, so a client may ask for it
// only when registered for that scope, and it works only while the client still holds it.
// Which API operations each action reaches is the scheduling core's table
// (lib/scheduling/access/detail-operations.ts).
import type { Scope } from "../scope-catalogue";

export const SCHEDULING_DETAIL_TYPE = "scheduling";

export const SCHEDULING_ACTIONS = ["read_availability", "read_bookings", "book", "reschedule", "cancel"] as const;
export type SchedulingAction = (typeof SCHEDULING_ACTIONS)[number];

export const ACTION_SCOPE: Readonly<Record<SchedulingAction, Scope>> = {
  read_availability: "SCHEDULE_READ",
  read_bookings: "BOOKING_READ",
  book: "BOOKING_WRITE",
  reschedule: "BOOKING_WRITE",
  cancel: "BOOKING_WRITE",
};
