// Schedules (with their weekly availability rules) of a realm. A schedule belongs to a user or a
// team: on an organization path there is nothing to own one, so creating answers not_found.
import { type Outcome, type DoneOrNotFound, doneOrNotFound, fail, orNotFound } from "@/lib/outcome";
import type { Page, PageRequest, ScheduleRecord, ScheduleStore } from "../api-ports";
import type { Realm } from "../realm";
import { userOrTeamOwner } from "../realm-owner";
import type { CreateSchedule, UpdateSchedule } from "../schemas/schedules";

export interface ScheduleDeps {
  readonly schedules: ScheduleStore;
}

export type ScheduleOutcome = Outcome<ScheduleRecord, "not_found">;

export function listSchedules(deps: ScheduleDeps, realm: Realm, page: PageRequest): Promise<Page<ScheduleRecord>> {
  return deps.schedules.listSchedules(realm, page);
}

export async function getSchedule(deps: ScheduleDeps, realm: Realm, id: string): Promise<ScheduleOutcome> {
  return orNotFound(await deps.schedules.findSchedule(realm, id));
}

export async function createSchedule(
  deps: ScheduleDeps,
  realm: Realm,
  input: CreateSchedule,
): Promise<ScheduleOutcome> {
  const owner = userOrTeamOwner(realm);
  if (!owner) return fail("not_found");
  return orNotFound(await deps.schedules.insertSchedule({ owner, ...input }));
}

/** The availability, when given, replaces the rules as a whole. */
export async function updateSchedule(
  deps: ScheduleDeps,
  realm: Realm,
  id: string,
  input: UpdateSchedule,
): Promise<ScheduleOutcome> {
  const { availability, ...fields } = input;
  return orNotFound(await deps.schedules.updateSchedule(realm, id, fields, availability));
}

export async function deleteSchedule(deps: ScheduleDeps, realm: Realm, id: string): Promise<DoneOrNotFound> {
  return doneOrNotFound(await deps.schedules.deleteSchedule(realm, id));
}
