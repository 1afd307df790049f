// EventTypeStore over Prisma: the event types a realm reaches, and the schedules they may use.
import type { EventTypeStore } from "@/lib/scheduling/api-ports";
import type { PrismaClient } from "../generated/client";
import { eventTypeWhere, idPageArgs, scheduleWhere, toPage } from "./realm-filters";

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

export function createPrismaEventTypes(prisma: PrismaClient): EventTypeStore {
  return {
    async listEventTypes(realm, page) {
      const rows = await prisma.eventType.findMany({
        where: eventTypeWhere(realm),
        select: SELECT,
        ...idPageArgs(page),
      });
      return toPage(rows, page.take);
    },
    findEventType(realm, id) {
      return prisma.eventType.findFirst({ where: { id, ...eventTypeWhere(realm) }, select: SELECT });
    },
    async hasSchedule(realm, scheduleId) {
      const owned = await prisma.schedule.findFirst({
        where: { id: scheduleId, ...scheduleWhere(realm) },
        select: { id: true },
      });
      return owned !== null;
    },
    async firstScheduleId(realm) {
      const first = await prisma.schedule.findFirst({
        where: scheduleWhere(realm),
        select: { id: true },
        orderBy: { createdAt: "asc" },
      });
      return first?.id ?? null;
    },
    insertEventType(row) {
      return prisma.eventType.create({ data: row, select: SELECT });
    },
    updateEventType(id, fields) {
      return prisma.eventType.update({ where: { id }, data: fields, select: SELECT });
    },
    async deleteEventType(realm, id) {
      const { count } = await prisma.eventType.deleteMany({ where: { id, ...eventTypeWhere(realm) } });
      return count === 1;
    },
  };
}
