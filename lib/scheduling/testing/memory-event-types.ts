// In-memory EventTypeStore and ScheduleStore, reaching rows by realm as the Prisma adapters do.
import type { EventTypeRecord, EventTypeStore, ScheduleRecord, ScheduleStore } from "../api-ports";
import type { Realm } from "../realm";
import { pageAfter } from "./memory-page";
import type { MemoryTeam } from "./memory-teams";

export interface MemoryEventTypeState {
  readonly teams: Map<string, MemoryTeam>;
  /** Event types and schedules as the API reads and writes them. */
  readonly eventTypeRows: Map<string, EventTypeRecord>;
  /** In the order they were created. */
  readonly scheduleRows: Map<string, ScheduleRecord>;
}

let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${String(++sequence).padStart(6, "0")}`;
const byId = <T extends { id: string }>(rows: Iterable<T>) => [...rows].sort((a, b) => (a.id < b.id ? -1 : 1));

/** The rows a realm reaches: the user's own, a team's, those of an organization's teams. */
function reaches(state: MemoryEventTypeState, realm: Realm, owner: { userId: string | null; teamId: string | null }) {
  if (realm.kind === "user") return owner.userId === realm.userId;
  if (realm.kind === "team") return owner.teamId === realm.teamId;
  return owner.teamId !== null && state.teams.get(owner.teamId)?.organizationId === realm.organizationId;
}

export function createMemoryEventTypes(state: MemoryEventTypeState): EventTypeStore {
  // A personal event type is the host's and no team's.
  const ownerOf = (e: EventTypeRecord) => ({ userId: e.teamId === null ? e.hostId : null, teamId: e.teamId });
  const inRealm = (realm: Realm, id: string) => {
    const row = state.eventTypeRows.get(id);
    return row && reaches(state, realm, ownerOf(row)) ? row : null;
  };
  const schedules = (realm: Realm) => [...state.scheduleRows.values()].filter((s) => reaches(state, realm, s));
  return {
    async listEventTypes(realm, page) {
      return pageAfter(
        byId(state.eventTypeRows.values()).filter((e) => reaches(state, realm, ownerOf(e))),
        page,
      );
    },
    async findEventType(realm, id) {
      return inRealm(realm, id);
    },
    async hasSchedule(realm, scheduleId) {
      return schedules(realm).some((s) => s.id === scheduleId);
    },
    async firstScheduleId(realm) {
      return schedules(realm)[0]?.id ?? null;
    },
    async insertEventType(row) {
      const record: EventTypeRecord = { ...row, description: row.description ?? null, id: nextId("event-type") };
      state.eventTypeRows.set(record.id, record);
      return record;
    },
    async updateEventType(id, fields) {
      const row = state.eventTypeRows.get(id);
      if (!row) throw new Error(`memory store: no event type ${id}`);
      const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
      const record = { ...row, ...defined };
      state.eventTypeRows.set(id, record);
      return record;
    },
    async deleteEventType(realm, id) {
      return inRealm(realm, id) !== null && state.eventTypeRows.delete(id);
    },
  };
}

export function createMemorySchedules(state: MemoryEventTypeState): ScheduleStore {
  const inRealm = (realm: Realm, id: string) => {
    const row = state.scheduleRows.get(id);
    return row && reaches(state, realm, row) ? row : null;
  };
  const rules = (availability: readonly { days: readonly number[]; startTime: string; endTime: string }[]) =>
    availability.map((r) => ({ ...r, days: [...r.days], id: nextId("rule") }));
  return {
    async listSchedules(realm, page) {
      return pageAfter(
        byId(state.scheduleRows.values()).filter((s) => reaches(state, realm, s)),
        page,
      );
    },
    async findSchedule(realm, id) {
      return inRealm(realm, id);
    },
    async insertSchedule({ owner, name, timeZone, availability }) {
      const record: ScheduleRecord = {
        id: nextId("schedule"),
        name,
        timeZone,
        userId: "userId" in owner ? owner.userId : null,
        teamId: "teamId" in owner ? owner.teamId : null,
        availability: rules(availability),
      };
      state.scheduleRows.set(record.id, record);
      return record;
    },
    async updateSchedule(realm, id, fields, availability) {
      const row = inRealm(realm, id);
      if (!row) return null;
      const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
      const record = { ...row, ...defined, ...(availability ? { availability: rules(availability) } : {}) };
      state.scheduleRows.set(id, record);
      return record;
    },
    async deleteSchedule(realm, id) {
      if (!inRealm(realm, id)) return false;
      state.scheduleRows.delete(id);
      // An event type keeps going without its schedule (the database sets the reference to null).
      for (const [key, e] of state.eventTypeRows)
        if (e.scheduleId === id) state.eventTypeRows.set(key, { ...e, scheduleId: null });
      return true;
    },
  };
}
