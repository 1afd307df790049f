// Schedules (with their weekly availability rules) of a realm.
import type { Realm } from "@/lib/scheduling/realm";
import type { CreateSchedule, UpdateSchedule } from "@/lib/scheduling/schemas/schedules";
import type { PrismaClient } from "../generated/client";
import { pageArgs, scheduleWhere, toPage } from "./realm-filters";

const SELECT = {
  id: true,
  name: true,
  timeZone: true,
  userId: true,
  teamId: true,
  rules: { select: { id: true, days: true, startTime: true, endTime: true }, orderBy: { id: "asc" } },
} as const;

type Row = {
  id: string;
  name: string;
  timeZone: string;
  userId: string | null;
  teamId: string | null;
  rules: { id: string; days: number[]; startTime: string; endTime: string }[];
};
const view = ({ rules, ...s }: Row) => ({ ...s, availability: rules });

export async function listSchedules(prisma: PrismaClient, realm: Realm, page: { take: number; cursor?: string }) {
  const rows = await prisma.schedule.findMany({
    where: scheduleWhere(realm),
    select: SELECT,
    orderBy: { id: "asc" },
    ...pageArgs(page),
  });
  const { items, nextCursor } = toPage(rows, page.take);
  return { items: items.map(view), nextCursor };
}

export async function findSchedule(prisma: PrismaClient, realm: Realm, id: string) {
  const row = await prisma.schedule.findFirst({ where: { id, ...scheduleWhere(realm) }, select: SELECT });
  return row ? view(row) : null;
}

export async function createSchedule(prisma: PrismaClient, realm: Realm, input: CreateSchedule) {
  const owner =
    realm.kind === "user" ? { userId: realm.userId } : realm.kind === "team" ? { teamId: realm.teamId } : null;
  if (!owner) return null;
  const row = await prisma.schedule.create({
    data: { ...owner, name: input.name, timeZone: input.timeZone, rules: { create: input.availability } },
    select: SELECT,
  });
  return view(row);
}

/** Replaces the availability rules as a whole when given, in one transaction. */
export async function updateSchedule(prisma: PrismaClient, realm: Realm, id: string, input: UpdateSchedule) {
  return prisma.$transaction(async (tx) => {
    const existing = await tx.schedule.findFirst({ where: { id, ...scheduleWhere(realm) }, select: { id: true } });
    if (!existing) return null;
    const { availability, ...fields } = input;
    if (availability) await tx.availabilityRule.deleteMany({ where: { scheduleId: id } });
    const row = await tx.schedule.update({
      where: { id },
      data: { ...fields, ...(availability ? { rules: { create: availability } } : {}) },
      select: SELECT,
    });
    return view(row);
  });
}

export async function deleteSchedule(prisma: PrismaClient, realm: Realm, id: string): Promise<boolean> {
  const { count } = await prisma.schedule.deleteMany({ where: { id, ...scheduleWhere(realm) } });
  return count === 1;
}
