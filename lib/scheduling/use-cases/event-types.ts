// Event types of a realm (the user's own, a team's, an organization's teams'): list, read, create,
// update, delete. An event type's schedule must be one of the realm's; a new personal event type
// given none takes the user's first schedule.
import { type Outcome, type DoneOrNotFound, doneOrNotFound, fail, ok, orNotFound } from "@/lib/outcome";
import type { EventTypeFields, EventTypeRecord, EventTypeStore, Page, PageRequest } from "../api-ports";
import type { Realm } from "../realm";
import type { CreateEventType, UpdateEventType } from "../schemas/event-types";

export interface EventTypeDeps {
  readonly eventTypes: EventTypeStore;
}

export type EventTypeOutcome<F extends string> = Outcome<EventTypeRecord, F>;

export function listEventTypes(deps: EventTypeDeps, realm: Realm, page: PageRequest): Promise<Page<EventTypeRecord>> {
  return deps.eventTypes.listEventTypes(realm, page);
}

export async function getEventType(
  deps: EventTypeDeps,
  realm: Realm,
  id: string,
): Promise<EventTypeOutcome<"not_found">> {
  return orNotFound(await deps.eventTypes.findEventType(realm, id));
}

/** null: no schedule; undefined: the realm's first; an id: one of the realm's, else unknown. */
async function usableSchedule(
  deps: EventTypeDeps,
  realm: Realm,
  scheduleId: string | null | undefined,
): Promise<string | null | "unknown"> {
  if (scheduleId === null) return null;
  if (scheduleId === undefined) return deps.eventTypes.firstScheduleId(realm);
  return (await deps.eventTypes.hasSchedule(realm, scheduleId)) ? scheduleId : "unknown";
}

/** Hosted by the caller; on a team path it is the team's. */
export async function createEventType(
  deps: EventTypeDeps,
  realm: Realm,
  hostId: string,
  input: CreateEventType,
): Promise<EventTypeOutcome<"unknown_schedule">> {
  const scheduleId = await usableSchedule(deps, realm, input.scheduleId);
  if (scheduleId === "unknown") return fail("unknown_schedule");
  const teamId = realm.kind === "team" ? realm.teamId : null;
  return ok(await deps.eventTypes.insertEventType({ ...input, scheduleId, hostId, teamId }));
}

export async function updateEventType(
  deps: EventTypeDeps,
  realm: Realm,
  id: string,
  input: UpdateEventType,
): Promise<EventTypeOutcome<"not_found" | "unknown_schedule">> {
  if (!(await deps.eventTypes.findEventType(realm, id))) return fail("not_found");
  const scheduleId = input.scheduleId === undefined ? undefined : await usableSchedule(deps, realm, input.scheduleId);
  if (scheduleId === "unknown") return fail("unknown_schedule");
  const fields: EventTypeFields = { ...input, scheduleId };
  return ok(await deps.eventTypes.updateEventType(id, fields));
}

export async function deleteEventType(deps: EventTypeDeps, realm: Realm, id: string): Promise<DoneOrNotFound> {
  return doneOrNotFound(await deps.eventTypes.deleteEventType(realm, id));
}
