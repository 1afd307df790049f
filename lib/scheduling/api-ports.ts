// The storage ports of the API's realm-scoped resources: each read and write names the realm whose
// rows it reaches (lib/scheduling/realm.ts), so another realm's ids simply find nothing. Adapters:
// lib/db/scheduling (Prisma) and testing/memory-api-store.ts; testing/api-store-contract.ts holds both
// to one behaviour. The rules (who owns a new row, which schedule an event type takes, what a
// refusal is) live in the use cases (./use-cases), never here.
import type { BookingRecord, BookingStatus, InvitationTarget, MembershipRole } from "./ports";
import type { Realm } from "./realm";

/** A page of a list: `take` rows after the row `cursor` names (a row id). */
export interface PageRequest {
  readonly take: number;
  readonly cursor?: string | undefined;
}
export interface Page<T> {
  readonly items: T[];
  /** The id of the page's last row when another page follows, else null. */
  readonly nextCursor: string | null;
}

export interface BookingFilter {
  readonly status?: BookingStatus | undefined;
  readonly afterStart?: Date | undefined;
  readonly beforeEnd?: Date | undefined;
}

/** Bookings as their host, the host's team or organization read them (never the attendee's secret). */
export interface HostBookingReads {
  /** By start time, then id. */
  listBookings(realm: Realm, filter: BookingFilter, page: PageRequest): Promise<Page<BookingRecord>>;
  findBooking(realm: Realm, uid: string): Promise<BookingRecord | null>;
}

export interface TeamRecord {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly organizationId: string | null;
}

export interface MembershipRecord {
  readonly id: string;
  readonly userId: string;
  readonly role: MembershipRole;
  readonly user: { readonly email: string; readonly name: string };
}

export interface TeamStore {
  findTeam(teamId: string): Promise<TeamRecord | null>;
  /** null when the team is gone. */
  updateTeam(teamId: string, fields: { readonly name?: string | undefined }): Promise<TeamRecord | null>;
  /** By id. */
  listOrganizationTeams(organizationId: string, page: PageRequest): Promise<Page<TeamRecord>>;
  /** The team and its first membership, in one write; slug_taken when another team has the slug. */
  insertTeam(input: {
    readonly organizationId: string;
    readonly name: string;
    readonly slug: string;
    readonly firstMember: { readonly userId: string; readonly role: MembershipRole };
  }): Promise<{ ok: true; team: TeamRecord } | { ok: false; code: "slug_taken" }>;
  /** The memberships of one team or one organization, by id. */
  listMemberships(target: InvitationTarget, page: PageRequest): Promise<Page<MembershipRecord>>;
}

export interface ProfileRecord {
  readonly id: string;
  readonly email: string;
  readonly username: string;
  readonly name: string;
  readonly timeZone: string;
}

export interface ProfileStore {
  findProfile(userId: string): Promise<ProfileRecord | null>;
  /** null when the account is gone. */
  updateProfile(
    userId: string,
    fields: { readonly name?: string | undefined; readonly timeZone?: string | undefined },
  ): Promise<ProfileRecord | null>;
}

export interface EventTypeRecord {
  readonly id: string;
  readonly title: string;
  readonly slug: string;
  readonly description: string | null;
  readonly lengthInMinutes: number;
  readonly requiresConfirmation: boolean;
  readonly hidden: boolean;
  readonly hostId: string;
  readonly teamId: string | null;
  readonly scheduleId: string | null;
}

export type EventTypeFields = Partial<
  Pick<EventTypeRecord, "title" | "slug" | "lengthInMinutes" | "requiresConfirmation" | "hidden" | "scheduleId">
> & { readonly description?: string | null | undefined };

export interface EventTypeStore {
  /** By id. */
  listEventTypes(realm: Realm, page: PageRequest): Promise<Page<EventTypeRecord>>;
  findEventType(realm: Realm, id: string): Promise<EventTypeRecord | null>;
  /** Whether the realm has the schedule with this id. */
  hasSchedule(realm: Realm, scheduleId: string): Promise<boolean>;
  /** The id of the realm's oldest schedule, or null when it has none. */
  firstScheduleId(realm: Realm): Promise<string | null>;
  insertEventType(
    row: Omit<EventTypeRecord, "id" | "description"> & { readonly description?: string | undefined },
  ): Promise<EventTypeRecord>;
  updateEventType(id: string, fields: EventTypeFields): Promise<EventTypeRecord>;
  /** false when the realm has no event type with this id. */
  deleteEventType(realm: Realm, id: string): Promise<boolean>;
}

export interface AvailabilityRecord {
  readonly id: string;
  readonly days: number[];
  readonly startTime: string;
  readonly endTime: string;
}

export interface ScheduleRecord {
  readonly id: string;
  readonly name: string;
  readonly timeZone: string;
  readonly userId: string | null;
  readonly teamId: string | null;
  readonly availability: AvailabilityRecord[];
}

export type NewAvailability = Omit<AvailabilityRecord, "id">;

export interface ScheduleStore {
  /** By id; each schedule's rules in the order they were saved. */
  listSchedules(realm: Realm, page: PageRequest): Promise<Page<ScheduleRecord>>;
  findSchedule(realm: Realm, id: string): Promise<ScheduleRecord | null>;
  insertSchedule(input: {
    readonly owner: { readonly userId: string } | { readonly teamId: string };
    readonly name: string;
    readonly timeZone: string;
    readonly availability: readonly NewAvailability[];
  }): Promise<ScheduleRecord>;
  /**
   * In one transaction: the realm's schedule gets the fields, and `availability`, when given,
   * replaces its rules as a whole. null when the realm has no schedule with this id.
   */
  updateSchedule(
    realm: Realm,
    id: string,
    fields: { readonly name?: string | undefined; readonly timeZone?: string | undefined },
    availability: readonly NewAvailability[] | undefined,
  ): Promise<ScheduleRecord | null>;
  /** false when the realm has no schedule with this id. */
  deleteSchedule(realm: Realm, id: string): Promise<boolean>;
}

export interface CalendarRecord {
  readonly id: string;
  readonly provider: string;
  readonly externalId: string;
}

export interface VerifiedEmailRecord {
  readonly id: string;
  readonly email: string;
  readonly verified: boolean;
}

export interface RoutingFormRecord {
  readonly id: string;
  readonly name: string;
  readonly fields: unknown;
  readonly teamId: string | null;
  readonly organizationId: string | null;
}

export interface WorkflowRecord {
  readonly id: string;
  readonly name: string;
  readonly trigger: string;
  readonly active: boolean;
}

/** Calendars and verified emails belong to a user or a team; routing forms to a team or an organization. */
export type UserOrTeam = { readonly userId: string } | { readonly teamId: string };
export type TeamOrOrganization = { readonly teamId: string } | { readonly organizationId: string };

export interface ResourceStore {
  /** By id; an organization's realm reaches none. */
  listCalendars(realm: Realm, page: PageRequest): Promise<Page<CalendarRecord>>;
  /** false when the realm has no calendar connection with this id. */
  disconnectCalendar(realm: Realm, id: string): Promise<boolean>;
  /** By id; an organization's realm reaches none. */
  listVerifiedEmails(realm: Realm, page: PageRequest): Promise<Page<VerifiedEmailRecord>>;
  /** Records the address unverified, once per owner: adding it again answers the existing entry. */
  addVerifiedEmail(owner: UserOrTeam, email: string): Promise<VerifiedEmailRecord>;
  /** By id; an organization's realm reaches its own forms and its teams'; a user's none. */
  listRoutingForms(realm: Realm, page: PageRequest): Promise<Page<RoutingFormRecord>>;
  insertRoutingForm(owner: TeamOrOrganization, form: { name: string; fields: unknown[] }): Promise<RoutingFormRecord>;
  /** By id. */
  listWorkflows(teamId: string, page: PageRequest): Promise<Page<WorkflowRecord>>;
  insertWorkflow(teamId: string, workflow: { name: string; trigger: string; active: boolean }): Promise<WorkflowRecord>;
}
