// Connected calendars, verified emails, routing forms and workflows of a realm. Who may own each
// is the rule here: calendars and verified emails a user or a team, routing forms a team or an
// organization, workflows a team; where the realm cannot own one, the answer is not_found.
import { type Outcome, type DoneOrNotFound, doneOrNotFound } from "@/lib/outcome";
import type {
  CalendarRecord,
  Page,
  PageRequest,
  ResourceStore,
  RoutingFormRecord,
  VerifiedEmailRecord,
  WorkflowRecord,
} from "../api-ports";
import { normalizeEmail } from "../invitation-rules";
import type { Realm } from "../realm";
import { makeForOwner, teamOrOrganizationOwner, userOrTeamOwner } from "../realm-owner";

export interface ResourceDeps {
  readonly resources: ResourceStore;
}

type Created<T> = Outcome<T, "not_found">;

export function listCalendars(deps: ResourceDeps, realm: Realm, page: PageRequest): Promise<Page<CalendarRecord>> {
  return deps.resources.listCalendars(realm, page);
}

export async function disconnectCalendar(deps: ResourceDeps, realm: Realm, id: string): Promise<DoneOrNotFound> {
  return doneOrNotFound(await deps.resources.disconnectCalendar(realm, id));
}

export function listVerifiedEmails(
  deps: ResourceDeps,
  realm: Realm,
  page: PageRequest,
): Promise<Page<VerifiedEmailRecord>> {
  return deps.resources.listVerifiedEmails(realm, page);
}

/** An address is kept in one form (trimmed, lower case), so adding it twice finds the first. */
export async function addVerifiedEmail(
  deps: ResourceDeps,
  realm: Realm,
  email: string,
): Promise<Created<VerifiedEmailRecord>> {
  return makeForOwner(userOrTeamOwner(realm), (owner) => deps.resources.addVerifiedEmail(owner, normalizeEmail(email)));
}

export function listRoutingForms(
  deps: ResourceDeps,
  realm: Realm,
  page: PageRequest,
): Promise<Page<RoutingFormRecord>> {
  return deps.resources.listRoutingForms(realm, page);
}

export async function createRoutingForm(
  deps: ResourceDeps,
  realm: Realm,
  form: { name: string; fields: unknown[] },
): Promise<Created<RoutingFormRecord>> {
  return makeForOwner(teamOrOrganizationOwner(realm), (owner) => deps.resources.insertRoutingForm(owner, form));
}

export function listWorkflows(deps: ResourceDeps, teamId: string, page: PageRequest): Promise<Page<WorkflowRecord>> {
  return deps.resources.listWorkflows(teamId, page);
}

export function createWorkflow(
  deps: ResourceDeps,
  teamId: string,
  workflow: { name: string; trigger: string; active: boolean },
): Promise<WorkflowRecord> {
  return deps.resources.insertWorkflow(teamId, workflow);
}
