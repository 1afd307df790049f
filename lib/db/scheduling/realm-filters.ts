// Which rows a realm reaches: the user's own, a team's, or those of an organization's teams.
// Every query of the API goes through one of these (the host-side booking reads through their SQL
// twin, prisma-host-bookings.ts), so another user's ids simply find nothing.
import type { Realm } from "@/lib/scheduling/realm";
import type { Prisma } from "../generated/client";

const NOTHING = { id: { in: [] as string[] } };

export function eventTypeWhere(realm: Realm): Prisma.EventTypeWhereInput {
  if (realm.kind === "user") return { hostId: realm.userId, teamId: null };
  if (realm.kind === "team") return { teamId: realm.teamId };
  return { team: { organizationId: realm.organizationId } };
}

export function scheduleWhere(realm: Realm): Prisma.ScheduleWhereInput {
  if (realm.kind === "user") return { userId: realm.userId };
  if (realm.kind === "team") return { teamId: realm.teamId };
  return { team: { organizationId: realm.organizationId } };
}

/** Calendars and verified emails belong to a user or a team. */
export function userOrTeamWhere(realm: Realm): { userId: string } | { teamId: string } | typeof NOTHING {
  if (realm.kind === "user") return { userId: realm.userId };
  if (realm.kind === "team") return { teamId: realm.teamId };
  return NOTHING;
}

export function routingFormWhere(realm: Realm): Prisma.RoutingFormWhereInput {
  if (realm.kind === "team") return { teamId: realm.teamId };
  if (realm.kind === "organization")
    return { OR: [{ organizationId: realm.organizationId }, { team: { organizationId: realm.organizationId } }] };
  return NOTHING;
}

/** Cursor pagination arguments: one row more than asked tells whether another page follows. */
export function pageArgs(page: { take: number; cursor?: string | undefined }) {
  return { take: page.take + 1, ...(page.cursor ? { cursor: { id: page.cursor }, skip: 1 } : {}) };
}

/** Pagination in id order: the order a cursor (a row id) continues from. */
export function idPageArgs(page: { take: number; cursor?: string | undefined }) {
  return { orderBy: { id: "asc" as const }, ...pageArgs(page) };
}

/** The page of rows read with pageArgs, each row mapped to its record when `map` is given. */
export function toPage<T extends { id: string }>(rows: T[], take: number): { items: T[]; nextCursor: string | null };
export function toPage<T extends { id: string }, R>(
  rows: T[],
  take: number,
  map: (row: T) => R,
): { items: R[]; nextCursor: string | null };
export function toPage<T extends { id: string }, R>(rows: T[], take: number, map?: (row: T) => R) {
  const items = rows.slice(0, take);
  const nextCursor = rows.length > take ? items[items.length - 1]!.id : null;
  return { items: map ? items.map(map) : items, nextCursor };
}
