// Event types of a realm: list, read, create, update, delete.
import type { Realm } from "@/lib/scheduling/realm";
import type { CreateEventType, UpdateEventType } from "@/lib/scheduling/schemas/event-types";
import type { PrismaClient } from "../generated/client";
import { eventTypeWhere, pageArgs, scheduleWhere, toPage } from "./realm-filters";

const SELECT = {
  id: true,
  title: true,
  slug: true,
  description: true,
  lengthInMinutes: true,
  requiresConfirmation: true,
  hidden: true,
  hostId: true,
  teamId: true,
  scheduleId: true,
} as const;

export async function listEventTypes(prisma: PrismaClient, realm: Realm, page: { take: number; cursor?: string }) {
  const rows = await prisma.eventType.findMany({
    where: eventTypeWhere(realm),
    select: SELECT,
    orderBy: { id: "asc" },
    ...pageArgs(page),
  });
  return toPage(rows, page.take);
}

export function findEventType(prisma: PrismaClient, realm: Realm, id: string) {
  return prisma.eventType.findFirst({ where: { id, ...eventTypeWhere(realm) }, select: SELECT });
}

/** A schedule the realm owns, or for a personal event type without one, the user's first. */
async function usableSchedule(
  prisma: PrismaClient,
  realm: Realm,
  scheduleId: string | null | undefined,
): Promise<string | null | "unknown"> {
  if (scheduleId === null) return null;
  if (scheduleId === undefined) {
    const first = await prisma.schedule.findFirst({
      where: scheduleWhere(realm),
      select: { id: true },
      orderBy: { createdAt: "asc" },
    });
    return first?.id ?? null;
  }
  const owned = await prisma.schedule.findFirst({
    where: { id: scheduleId, ...scheduleWhere(realm) },
    select: { id: true },
  });
  return owned ? owned.id : "unknown";
}

export async function createEventType(prisma: PrismaClient, realm: Realm, hostId: string, input: CreateEventType) {
  const scheduleId = await usableSchedule(prisma, realm, input.scheduleId);
  if (scheduleId === "unknown") return { ok: false as const, field: "scheduleId" };
  const teamId = realm.kind === "team" ? realm.teamId : null;
  const row = await prisma.eventType.create({ data: { ...input, scheduleId, hostId, teamId }, select: SELECT });
  return { ok: true as const, eventType: row };
}

export async function updateEventType(prisma: PrismaClient, realm: Realm, id: string, input: UpdateEventType) {
  const existing = await findEventType(prisma, realm, id);
  if (!existing) return null;
  const scheduleId = input.scheduleId === undefined ? undefined : await usableSchedule(prisma, realm, input.scheduleId);
  if (scheduleId === "unknown") return { ok: false as const, field: "scheduleId" };
  const row = await prisma.eventType.update({ where: { id }, data: { ...input, scheduleId }, select: SELECT });
  return { ok: true as const, eventType: row };
}

export async function deleteEventType(prisma: PrismaClient, realm: Realm, id: string): Promise<boolean> {
  const { count } = await prisma.eventType.deleteMany({ where: { id, ...eventTypeWhere(realm) } });
  return count === 1;
}
