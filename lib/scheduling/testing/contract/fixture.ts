// What the scheduling store contract runs on: the ports of one adapter and a way to add rows the
// API cannot (users, teams, memberships, event types, calendar connections).
import { hashSecret } from "@/lib/oauth/constant-time";
import type {
  EventTypeStore,
  HostBookingReads,
  ProfileStore,
  ResourceStore,
  ScheduleStore,
  TeamStore,
  UserOrTeam,
} from "../../api-ports";
import type { BookingPort, BookingRows, MembershipPort, MembershipRole, NewBooking, WeeklyRule } from "../../ports";
import type { Realm } from "../../realm";

export interface SchedulingFixture {
  readonly membership: MembershipPort;
  readonly bookings: BookingPort & BookingRows;
  readonly hostBookings: HostBookingReads;
  readonly teams: TeamStore;
  readonly profiles: ProfileStore;
  readonly eventTypes: EventTypeStore;
  readonly schedules: ScheduleStore;
  readonly resources: ResourceStore;
  /** A calendar connection (made by a calendar app; the API cannot add one). */
  addCalendar(owner: UserOrTeam): Promise<string>;
  /** A user with this username (a fresh one when none is given); resolves to the user's id. */
  addUser(username?: string): Promise<string>;
  addOrganization(): Promise<string>;
  addTeam(organizationId: string | null): Promise<string>;
  addTeamMember(teamId: string, userId: string, role: MembershipRole): Promise<void>;
  addOrganizationMember(organizationId: string, userId: string, role: MembershipRole): Promise<void>;
  addEventType(input: {
    hostId: string;
    lengthInMinutes: number;
    requiresConfirmation: boolean;
    timeZone: string;
    rules: WeeklyRule[];
    teamId?: string | null;
  }): Promise<string>;
}

let counter = 0;
export function newBooking(
  eventTypeId: string,
  hostId: string,
  start: Date,
  extra: Partial<NewBooking> = {},
): NewBooking {
  counter += 1;
  return {
    uid: `uid-${Date.now()}-${counter}`,
    eventTypeId,
    hostId,
    title: "Intro",
    startTime: start,
    endTime: new Date(start.getTime() + 1_800_000),
    status: "ACCEPTED",
    attendeeName: "Ann",
    attendeeEmail: "ann@example.com",
    attendeeTimeZone: "UTC",
    slotKey: `${eventTypeId}@${start.toISOString()}`,
    attendeeSecretHash: hashSecret(`secret-${counter}`),
    ...extra,
  };
}

/** A user and an organization with one team, and the realms that reach each, the member's `role` in both. */
export async function userOrganizationAndTeam(f: SchedulingFixture, role: MembershipRole) {
  const [user, org] = [await f.addUser(), await f.addOrganization()];
  const team = await f.addTeam(org);
  const realms: Record<"user" | "team" | "org", Realm> = {
    user: { kind: "user", userId: user },
    team: { kind: "team", teamId: team, organizationId: org, role },
    org: { kind: "organization", organizationId: org, role },
  };
  return { user, org, team, realms };
}
