// In-memory adapters of the scheduling ports, for unit tests of the core and the contract suite.
import type {
  EventTypeRecord,
  EventTypeStore,
  HostBookingReads,
  ProfileStore,
  ResourceStore,
  ScheduleRecord,
  ScheduleStore,
  TeamStore,
} from "../api-ports";
import type { BookingEvent } from "../booking-events";
import { isLiveBooking } from "../booking-status";
import type { Realm } from "../realm";
import { createMemoryEventTypes, createMemorySchedules } from "./memory-event-types";
import { pageAfter } from "./memory-page";
import { createMemoryResources, type MemoryResourceState } from "./memory-resources";
import { createMemoryProfiles, createMemoryTeams, type MemoryPerson, type MemoryTeam } from "./memory-teams";
import type {
  AttendeeBooking,
  BookableEventType,
  BookingPort,
  BookingRecord,
  BookingRows,
  MembershipPort,
  MembershipRole,
  NewBooking,
} from "../ports";

export interface MemoryScheduling {
  membership: MembershipPort;
  bookings: BookingPort & BookingRows;
  hostBookings: HostBookingReads;
  teamStore: TeamStore;
  profiles: ProfileStore;
  eventTypeStore: EventTypeStore;
  scheduleStore: ScheduleStore;
  resourceStore: ResourceStore;
  /** Calendars, verified emails, routing forms and workflows. */
  resources: MemoryResourceState;
  /** Event types and schedules as the API's operations read and write them. */
  eventTypeRows: Map<string, EventTypeRecord>;
  scheduleRows: Map<string, ScheduleRecord>;
  teams: Map<string, MemoryTeam>;
  /** userId -> what profiles and membership lists show */
  people: Map<string, MemoryPerson>;
  organizations: Set<string>;
  teamRoles: Map<string, MembershipRole>;
  organizationRoles: Map<string, MembershipRole>;
  /** Event types as the tests describe them; the host's handle comes from `usernames`. */
  eventTypes: Map<string, MemoryEventType>;
  /** userId -> username */
  usernames: Map<string, string>;
  bookingRows: Map<string, Row>;
  /** Events recorded for webhook subscribers, in order. */
  events: BookingEvent[];
}

/** A bookable event type, and the team it belongs to (none when left out). */
export type MemoryEventType = Omit<BookableEventType, "hostUsername"> & { readonly teamId?: string | null };

type Row = BookingRecord & { slotKey: string | null; attendeeSecretHash: string | null };

const key = (a: string, b: string) => `${a}|${b}`;

export function createMemoryScheduling(): MemoryScheduling {
  const teams = new Map<string, MemoryTeam>();
  const people = new Map<string, MemoryPerson>();
  const eventTypeRows = new Map<string, EventTypeRecord>();
  const scheduleRows = new Map<string, ScheduleRecord>();
  const resources: MemoryResourceState = {
    teams,
    calendars: new Map(),
    verifiedEmails: new Map(),
    routingForms: new Map(),
    workflows: new Map(),
  };
  const organizations = new Set<string>();
  const teamRoles = new Map<string, MembershipRole>();
  const organizationRoles = new Map<string, MembershipRole>();
  const eventTypes = new Map<string, MemoryEventType>();
  const usernames = new Map<string, string>();
  const bookingRows = new Map<string, Row>();
  const events: BookingEvent[] = [];
  let sequence = 0;

  const slotHeld = (slot: string, exceptId?: string) =>
    [...bookingRows.values()].some((b) => b.slotKey === slot && b.id !== exceptId);
  const strip = ({ slotKey: _slot, attendeeSecretHash: _secret, ...record }: Row): BookingRecord => record;
  const usernameOf = (userId: string) => {
    const username = usernames.get(userId);
    if (username === undefined) throw new Error(`memory store: no username for user ${userId}`);
    return username;
  };

  const membership: MembershipPort = {
    async findTeamRoles(userId, teamId) {
      const team = teams.get(teamId);
      if (!team) return null;
      const organizationRole = team.organizationId
        ? (organizationRoles.get(key(team.organizationId, userId)) ?? null)
        : null;
      return {
        organizationId: team.organizationId,
        teamRole: teamRoles.get(key(teamId, userId)) ?? null,
        organizationRole,
      };
    },
    async findOrganizationRole(userId, organizationId) {
      if (!organizations.has(organizationId)) return null;
      return { role: organizationRoles.get(key(organizationId, userId)) ?? null };
    },
  };

  // One promise chain per host: work for a host starts when the previous one has settled.
  const hostLocks = new Map<string, Promise<unknown>>();
  const withHostLock: BookingPort["withHostLock"] = (hostId, work) => {
    // Events recorded by work that fails are dropped, like a rolled-back transaction's rows.
    const run = (hostLocks.get(hostId) ?? Promise.resolve()).then(async () => {
      const pending: BookingEvent[] = [];
      const result = await work({ ...bookings, recordEvent: async (event) => void pending.push(event) });
      events.push(...pending);
      return result;
    });
    hostLocks.set(
      hostId,
      run.catch(() => undefined),
    );
    return run;
  };

  const bookings: BookingPort & BookingRows = {
    withHostLock,
    async recordEvent() {
      throw new Error("a booking event is recorded only inside withHostLock, with its change");
    },
    async findBookableEventType(id) {
      const found = eventTypes.get(id);
      if (!found) return null;
      const { teamId: _team, ...eventType } = found;
      return { ...eventType, hostUsername: usernameOf(eventType.hostId) };
    },
    async listBusy(hostId, from, to) {
      return [...bookingRows.values()]
        .filter((b) => b.hostId === hostId && isLiveBooking(b) && b.startTime < to && from < b.endTime)
        .map((b) => ({ start: b.startTime, end: b.endTime, bookingId: b.id }));
    },
    async insertBooking(booking: NewBooking) {
      if (slotHeld(booking.slotKey)) return { ok: false, code: "slot_taken" };
      const row = { ...booking, id: `booking-${++sequence}`, cancellationReason: null };
      bookingRows.set(row.id, row);
      return { ok: true, booking: strip(row) };
    },
    async findBookingByUid(uid) {
      const row = [...bookingRows.values()].find((b) => b.uid === uid);
      return row ? strip(row) : null;
    },
    async findAttendeeBooking(uid) {
      const row = [...bookingRows.values()].find((b) => b.uid === uid);
      if (!row) return null;
      const booking: AttendeeBooking = { ...strip(row), hostUsername: usernameOf(row.hostId) };
      return { ...booking, attendeeSecretHash: row.attendeeSecretHash };
    },
    async cancelBooking(id, reason) {
      const row = bookingRows.get(id);
      if (!row || !isLiveBooking(row)) return false;
      bookingRows.set(id, { ...row, status: "CANCELLED", cancellationReason: reason, slotKey: null });
      return true;
    },
    async moveBooking(id, move) {
      const row = bookingRows.get(id);
      if (!row || !isLiveBooking(row)) return "not_live";
      if (slotHeld(move.slotKey, id)) return "slot_taken";
      bookingRows.set(id, { ...row, ...move });
      return "moved";
    },
    async decidePendingBooking(id, decision, reason) {
      const row = bookingRows.get(id);
      if (row?.status !== "PENDING") return false;
      const rejected = decision === "REJECTED";
      bookingRows.set(id, {
        ...row,
        status: decision,
        slotKey: rejected ? null : row.slotKey,
        cancellationReason: rejected ? (reason ?? null) : row.cancellationReason,
      });
      return true;
    },
  };

  /** The rows a realm reaches: the host's own, a team's event types', an organization's teams'. */
  const reaches = (realm: Realm, b: BookingRecord) => {
    if (realm.kind === "user") return b.hostId === realm.userId;
    const teamId = eventTypes.get(b.eventTypeId)?.teamId ?? null;
    if (realm.kind === "team") return teamId === realm.teamId;
    return teamId !== null && teams.get(teamId)?.organizationId === realm.organizationId;
  };
  const byStart = (a: BookingRecord, b: BookingRecord) =>
    a.startTime.getTime() - b.startTime.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

  const hostBookings: HostBookingReads = {
    async listBookings(realm, filter, page) {
      const rows = [...bookingRows.values()]
        .map(strip)
        .filter(
          (b) =>
            reaches(realm, b) &&
            (filter.status === undefined || b.status === filter.status) &&
            (filter.afterStart === undefined || b.startTime >= filter.afterStart) &&
            (filter.beforeEnd === undefined || b.endTime <= filter.beforeEnd),
        )
        .sort(byStart);
      return pageAfter(rows, page, byStart);
    },
    async findBooking(realm, uid) {
      const row = [...bookingRows.values()].find((b) => b.uid === uid);
      return row && reaches(realm, row) ? strip(row) : null;
    },
  };

  return {
    membership,
    bookings,
    hostBookings,
    teamStore: createMemoryTeams({ teams, teamRoles, organizationRoles, people }),
    profiles: createMemoryProfiles({ people }),
    eventTypeStore: createMemoryEventTypes({ teams, eventTypeRows, scheduleRows }),
    scheduleStore: createMemorySchedules({ teams, eventTypeRows, scheduleRows }),
    eventTypeRows,
    scheduleRows,
    resourceStore: createMemoryResources(resources),
    resources,
    teams,
    people,
    organizations,
    teamRoles,
    organizationRoles,
    eventTypes,
    usernames,
    bookingRows,
    events,
  };
}
