// ScheduleStore over Prisma: schedules with their weekly availability rules, as a realm reaches them.
import type { ScheduleRecord, ScheduleStore } from "@/lib/scheduling/api-ports";
import type { PrismaClient } from "../generated/client";
import { idPageArgs, scheduleWhere, toPage } from "./realm-filters";

const SELECT = {
  id: true,
  name: true,
  timeZone: true,
  userId: true,
  teamId: true,
  rules: { select: { id: true, days: true, startTime: true, endTime: true }, orderBy: { id: "asc" } },
} as const;

type Row = Omit<ScheduleRecord, "availability"> & { rules: ScheduleRecord["availability"] };
const record = ({ rules, ...s }: Row): ScheduleRecord => ({ ...s, availability: rules });

export function createPrismaSchedules(prisma: PrismaClient): ScheduleStore {
  return {
    async listSchedules(realm, page) {
      const rows = await prisma.schedule.findMany({ where: scheduleWhere(realm), select: SELECT, ...idPageArgs(page) });
      return toPage(rows, page.take, record);
    },
    async findSchedule(realm, id) {
      const row = await prisma.schedule.findFirst({ where: { id, ...scheduleWhere(realm) }, select: SELECT });
      return row ? record(row) : null;
    },
    async insertSchedule({ owner, name, timeZone, availability }) {
      const row = await prisma.schedule.create({
        data: { ...owner, name, timeZone, rules: { create: availability.map((r) => ({ ...r, days: [...r.days] })) } },
        select: SELECT,
      });
      return record(row);
    },
    updateSchedule(realm, id, fields, availability) {
      return prisma.$transaction(async (tx) => {
        const existing = await tx.schedule.findFirst({ where: { id, ...scheduleWhere(realm) }, select: { id: true } });
        if (!existing) return null;
        if (availability) await tx.availabilityRule.deleteMany({ where: { scheduleId: id } });
        const rules = availability ? { rules: { create: availability.map((r) => ({ ...r, days: [...r.days] })) } } : {};
        const row = await tx.schedule.update({ where: { id }, data: { ...fields, ...rules }, select: SELECT });
        return record(row);
      });
    },
    async deleteSchedule(realm, id) {
      const { count } = await prisma.schedule.deleteMany({ where: { id, ...scheduleWhere(realm) } });
      return count === 1;
    },
  };
}
