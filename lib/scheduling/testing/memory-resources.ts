// In-memory ResourceStore: calendars, verified emails, routing forms and workflows.
import type {
  CalendarRecord,
  ResourceStore,
  RoutingFormRecord,
  UserOrTeam,
  VerifiedEmailRecord,
  WorkflowRecord,
} from "../api-ports";
import type { Realm } from "../realm";
import { pageAfter } from "./memory-page";
import type { MemoryTeam } from "./memory-teams";

type Owned<T> = T & { readonly userId: string | null; readonly teamId: string | null };

export interface MemoryResourceState {
  readonly teams: Map<string, MemoryTeam>;
  readonly calendars: Map<string, Owned<CalendarRecord>>;
  readonly verifiedEmails: Map<string, Owned<VerifiedEmailRecord>>;
  readonly routingForms: Map<string, RoutingFormRecord>;
  readonly workflows: Map<string, WorkflowRecord & { readonly teamId: string }>;
}

let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${String(++sequence).padStart(6, "0")}`;
const byId = <T extends { id: string }>(rows: Iterable<T>) => [...rows].sort((a, b) => (a.id < b.id ? -1 : 1));
const ownerOf = (owner: UserOrTeam) => ({
  userId: "userId" in owner ? owner.userId : null,
  teamId: "teamId" in owner ? owner.teamId : null,
});
/** Calendars and verified emails: the user's or the team's; an organization reaches none. */
const userOrTeamReaches = (realm: Realm, row: { userId: string | null; teamId: string | null }) =>
  realm.kind === "user" ? row.userId === realm.userId : realm.kind === "team" && row.teamId === realm.teamId;
const strip = <T extends { userId: string | null; teamId: string | null }>({ userId: _u, teamId: _t, ...rest }: T) =>
  rest;

export function createMemoryResources(state: MemoryResourceState): ResourceStore {
  const formReaches = (realm: Realm, form: RoutingFormRecord) => {
    if (realm.kind === "team") return form.teamId === realm.teamId;
    if (realm.kind === "organization")
      return (
        form.organizationId === realm.organizationId ||
        (form.teamId !== null && state.teams.get(form.teamId)?.organizationId === realm.organizationId)
      );
    return false;
  };
  return {
    async listCalendars(realm, page) {
      const rows = byId(state.calendars.values()).filter((c) => userOrTeamReaches(realm, c));
      const { items, nextCursor } = pageAfter(rows, page);
      return { items: items.map(strip), nextCursor };
    },
    async disconnectCalendar(realm, id) {
      const row = state.calendars.get(id);
      return row !== undefined && userOrTeamReaches(realm, row) && state.calendars.delete(id);
    },
    async listVerifiedEmails(realm, page) {
      const rows = byId(state.verifiedEmails.values()).filter((e) => userOrTeamReaches(realm, e));
      const { items, nextCursor } = pageAfter(rows, page);
      return { items: items.map(strip), nextCursor };
    },
    async addVerifiedEmail(owner, email) {
      const o = ownerOf(owner);
      const existing = [...state.verifiedEmails.values()].find(
        (e) => e.email === email && e.userId === o.userId && e.teamId === o.teamId,
      );
      if (existing) return strip(existing);
      const row = { id: nextId("email"), email, verified: false, ...o };
      state.verifiedEmails.set(row.id, row);
      return strip(row);
    },
    async listRoutingForms(realm, page) {
      return pageAfter(
        byId(state.routingForms.values()).filter((f) => formReaches(realm, f)),
        page,
      );
    },
    async insertRoutingForm(owner, form) {
      const row: RoutingFormRecord = {
        id: nextId("form"),
        name: form.name,
        fields: form.fields,
        teamId: "teamId" in owner ? owner.teamId : null,
        organizationId: "organizationId" in owner ? owner.organizationId : null,
      };
      state.routingForms.set(row.id, row);
      return row;
    },
    async listWorkflows(teamId, page) {
      const rows = byId(state.workflows.values()).filter((w) => w.teamId === teamId);
      const { items, nextCursor } = pageAfter(rows, page);
      return { items: items.map(({ teamId: _t, ...w }) => w), nextCursor };
    },
    async insertWorkflow(teamId, workflow) {
      const row = { id: nextId("workflow"), ...workflow, teamId };
      state.workflows.set(row.id, row);
      const { teamId: _t, ...record } = row;
      return record;
    },
  };
}

/** A connection made by a calendar app (the API only lists and disconnects them). */
export function connectMemoryCalendar(state: MemoryResourceState, owner: UserOrTeam): string {
  const id = nextId("calendar");
  state.calendars.set(id, { id, provider: "google", externalId: `${id}@calendar`, ...ownerOf(owner) });
  return id;
}
