// Connected calendars of a user or a team (the connection itself is made by the calendar apps).
import type { Realm } from "@/lib/scheduling/realm";
import type { PrismaClient } from "../generated/client";
import { pageArgs, toPage, userOrTeamWhere } from "./realm-filters";

const SELECT = { id: true, provider: true, externalId: true } as const;

export async function listCalendars(prisma: PrismaClient, realm: Realm, page: { take: number; cursor?: string }) {
  return toPage(
    await prisma.calendarConnection.findMany({
      where: userOrTeamWhere(realm),
      select: SELECT,
      orderBy: { id: "asc" },
      ...pageArgs(page),
    }),
    page.take,
  );
}

export async function disconnectCalendar(prisma: PrismaClient, realm: Realm, id: string): Promise<boolean> {
  return (await prisma.calendarConnection.deleteMany({ where: { id, ...userOrTeamWhere(realm) } })).count === 1;
}
