import type { UpdateProfile } from "@/lib/scheduling/schemas/profile";
import type { PrismaClient } from "../generated/client";

const SELECT = { id: true, email: true, username: true, name: true, timeZone: true } as const;

export function findProfile(prisma: PrismaClient, userId: string) {
  return prisma.user.findUnique({ where: { id: userId }, select: SELECT });
}

export async function updateProfile(prisma: PrismaClient, userId: string, input: UpdateProfile) {
  const { count } = await prisma.user.updateMany({ where: { id: userId }, data: input });
  return count === 1 ? findProfile(prisma, userId) : null;
}
