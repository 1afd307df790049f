// ProfileStore over Prisma: the user's own profile as the API shows it. Reading it is every
// GET /v2/me, so that read is a direct statement (lib/db/direct-sql.ts).
import type { ProfileStore } from "@/lib/scheduling/api-ports";
import { type DirectSql, prismaDirectSql, sql } from "../direct-sql";
import type { PrismaClient } from "../generated/client";

const SELECT = { id: true, email: true, username: true, name: true, timeZone: true } as const;

type Profile = { id: string; email: string; username: string; name: string; timeZone: string };

export function createPrismaProfiles(prisma: PrismaClient, direct: DirectSql = prismaDirectSql(prisma)): ProfileStore {
  return {
    async findProfile(userId) {
      const [profile] = await direct.query<Profile>(
        sql`SELECT id, email, username, name, "timeZone" FROM "User" WHERE id = ${userId}`,
      );
      return profile ?? null;
    },
    async updateProfile(userId, fields) {
      const { count } = await prisma.user.updateMany({ where: { id: userId }, data: fields });
      return count === 1 ? prisma.user.findUnique({ where: { id: userId }, select: SELECT }) : null;
    },
  };
}
