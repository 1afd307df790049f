// In-memory adapters of the scheduling ports, for unit tests of the core and the contract suite.
import type {
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
  teams: Map<string, { organizationId: string | null }>;
  organizations: Set<string>;
  teamRoles: Map<string, MembershipRole>;
  organizationRoles: Map<string, MembershipRole>;
  eventTypes: Map<string, BookableEventType>;
  bookingRows: Map<string, BookingRecord & { slotKey: string | null }>;
}

const key = (a: string, b: string) => `${a}|${b}`;

export function createMemoryScheduling(): MemoryScheduling {
  const teams = new Map<string, { organizationId: string | null }>();
  const organizations = new Set<string>();
  const teamRoles = new Map<string, MembershipRole>();
  const organizationRoles = new Map<string, MembershipRole>();
  const eventTypes = new Map<string, BookableEventType>();
  const bookingRows = new Map<string, BookingRecord & { slotKey: string | null }>();
  let sequence = 0;

  const live = (b: BookingRecord) => b.status === "ACCEPTED" || b.status === "PENDING";
  const slotHeld = (slot: string, exceptId?: string) =>
    [...bookingRows.values()].some((b) => b.slotKey === slot && b.id !== exceptId);
  const strip = ({ slotKey: _slot, ...record }: BookingRecord & { slotKey: string | null }): BookingRecord => record;

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
    const run = (hostLocks.get(hostId) ?? Promise.resolve()).then(() => work(bookings));
    hostLocks.set(
      hostId,
      run.catch(() => undefined),
    );
    return run;
  };

  const bookings: BookingPort & BookingRows = {
    withHostLock,
    async findBookableEventType(id) {
      return eventTypes.get(id) ?? null;
    },
    async listBusy(hostId, from, to) {
      return [...bookingRows.values()]
        .filter((b) => b.hostId === hostId && live(b) && b.startTime < to && from < b.endTime)
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
    async cancelBooking(id, reason) {
      const row = bookingRows.get(id);
      if (!row || !live(row)) return false;
      bookingRows.set(id, { ...row, status: "CANCELLED", cancellationReason: reason, slotKey: null });
      return true;
    },
    async moveBooking(id, move) {
      const row = bookingRows.get(id);
      if (!row || !live(row)) return "not_live";
      if (slotHeld(move.slotKey, id)) return "slot_taken";
      bookingRows.set(id, { ...row, ...move });
      return "moved";
    },
    async decidePendingBooking(id, decision) {
      const row = bookingRows.get(id);
      if (row?.status !== "PENDING") return false;
      bookingRows.set(id, { ...row, status: decision, slotKey: decision === "REJECTED" ? null : row.slotKey });
      return true;
    },
  };

  return { membership, bookings, teams, organizations, teamRoles, organizationRoles, eventTypes, bookingRows };
}
