// ProfileStore over Prisma: the user's own profile as the API shows it.
import type { ProfileStore } from "@/lib/scheduling/api-ports";
import type { PrismaClient } from "../generated/client";

const SELECT = { id: true, email: true, username: true, name: true, timeZone: true } as const;

export function createPrismaProfiles(prisma: PrismaClient): ProfileStore {
  return {
    findProfile(userId) {
      return prisma.user.findUnique({ where: { id: userId }, select: SELECT });
    },
    async updateProfile(userId, fields) {
      const { count } = await prisma.user.updateMany({ where: { id: userId }, data: fields });
      return count === 1 ? prisma.user.findUnique({ where: { id: userId }, select: SELECT }) : null;
    },
  };
}
