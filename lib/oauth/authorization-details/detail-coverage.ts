// Which granted details cover one API call (RFC 9396 s2: a detail grants exactly what all its
// fields together allow). A detail covers a call when it names the call's action and, for every
// restriction it carries, the call names a value inside it: the location (the API the token is
// for), the event type, the booking, the instant acted on (inside [start, end)). A restriction the
// call cannot be judged by (a booking window for an operation that names no instant) does not
// cover it: never wider than the user read on the consent screen.
import type { Scope } from "../scope-catalogue";
import { ACTION_SCOPE, type SchedulingAction } from "./scheduling-actions";
import type { SchedulingDetail } from "./scheduling-detail";

export interface DetailCall {
  readonly action: SchedulingAction;
  /** The API's resource identifier: the location the call is made at. */
  readonly location: string;
  readonly eventTypeId?: string | undefined;
  readonly bookingUid?: string | undefined;
  /** The instant the call acts on (a new booking's start). */
  readonly at?: Date | undefined;
}

export function detailCovers(detail: SchedulingDetail, call: DetailCall): boolean {
  if (!detail.actions.includes(call.action)) return false;
  if (detail.locations && !detail.locations.includes(call.location)) return false;
  if (detail.event_types && (call.eventTypeId === undefined || !detail.event_types.includes(call.eventTypeId)))
    return false;
  if (detail.bookings && (call.bookingUid === undefined || !detail.bookings.includes(call.bookingUid))) return false;
  if (detail.time_window) {
    if (call.at === undefined) return false;
    const at = call.at.getTime();
    if (at < Date.parse(detail.time_window.start) || at >= Date.parse(detail.time_window.end)) return false;
  }
  return true;
}

/**
 * The indexes of the details covering the call, those without a use limit first (they spend
 * nothing), then the limited ones in the order granted.
 */
export function coveringDetails(details: readonly SchedulingDetail[], call: DetailCall): number[] {
  const covering = details.flatMap((detail, index) => (detailCovers(detail, call) ? [index] : []));
  const unlimited = covering.filter((i) => details[i]?.max_uses === undefined);
  return [...unlimited, ...covering.filter((i) => details[i]?.max_uses !== undefined)];
}

/**
 * What a grant's details still allow after its client's scopes were narrowed: an action whose
 * scope the client lost is dropped, its detail kept in place (a detail is counted by its index).
 * A client with no scopes now (legacy) keeps none.
 */
export function narrowDetailsToClientScopes(
  details: readonly SchedulingDetail[],
  clientScopes: readonly Scope[],
): SchedulingDetail[] {
  return details.map((detail) => ({
    ...detail,
    actions: detail.actions.filter((action) => clientScopes.includes(ACTION_SCOPE[action])),
  }));
}
