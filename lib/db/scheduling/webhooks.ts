import type { Realm } from "@/lib/scheduling/realm";
import type { PrismaClient } from "../generated/client";
import { pageArgs, toPage, webhookWhere } from "./realm-filters";

const SELECT = { id: true, subscriberUrl: true, triggers: true, active: true } as const;

export async function listWebhooks(prisma: PrismaClient, realm: Realm, page: { take: number; cursor?: string }) {
  return toPage(
    await prisma.webhook.findMany({
      where: webhookWhere(realm),
      select: SELECT,
      orderBy: { id: "asc" },
      ...pageArgs(page),
    }),
    page.take,
  );
}

export function findWebhook(prisma: PrismaClient, realm: Realm, id: string) {
  return prisma.webhook.findFirst({ where: { id, ...webhookWhere(realm) }, select: SELECT });
}

export function createWebhook(
  prisma: PrismaClient,
  realm: Realm,
  input: { subscriberUrl: string; triggers: string[]; active: boolean },
) {
  const owner =
    realm.kind === "user"
      ? { userId: realm.userId }
      : realm.kind === "organization"
        ? { organizationId: realm.organizationId }
        : null;
  if (!owner) return null;
  return prisma.webhook.create({ data: { ...owner, ...input }, select: SELECT });
}

export async function deleteWebhook(prisma: PrismaClient, realm: Realm, id: string): Promise<boolean> {
  return (await prisma.webhook.deleteMany({ where: { id, ...webhookWhere(realm) } })).count === 1;
}
