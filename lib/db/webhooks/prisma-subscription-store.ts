// SubscriptionStore over Prisma. Every read and write is filtered by the owner AND the app
// (scopeWhere); a redelivery or test event writes its delivery and enqueues its first attempt in
// one transaction.
import type { DeliveryJobs, SubscriptionStore } from "@/lib/webhooks/ports";
import type { PrismaClient } from "../generated/client";
import { idPageArgs, pageArgs, toPage } from "../scheduling/realm-filters";
import {
  DELIVERY_SELECT,
  SUBSCRIPTION_SELECT,
  scopeWhere,
  toDelivery,
  toSubscription,
  transactionSql,
} from "./webhook-rows";

export function createPrismaSubscriptionStore(
  prisma: PrismaClient,
  jobs: DeliveryJobs,
  ids: { messageId(): string; rowId(): string },
): SubscriptionStore {
  return {
    async create(input) {
      const grant = await prisma.grant.findUniqueOrThrow({ where: { id: input.grantId }, select: { clientId: true } });
      const owner =
        input.owner.kind === "user" ? { userId: input.owner.userId } : { organizationId: input.owner.organizationId };
      return toSubscription(
        await prisma.webhook.create({
          data: {
            ...owner,
            clientId: grant.clientId,
            grantId: input.grantId,
            subscriberUrl: input.subscriberUrl,
            triggers: [...input.triggers],
            active: input.active,
            secretSealed: input.secretSealed,
          },
          select: SUBSCRIPTION_SELECT,
        }),
      );
    },
    async list(scope, page) {
      const where = scopeWhere(scope);
      const rows = await prisma.webhook.findMany({ where, select: SUBSCRIPTION_SELECT, ...idPageArgs(page) });
      return toPage(rows, page.take, toSubscription);
    },
    async find(scope, id) {
      const row = await prisma.webhook.findFirst({ where: { id, ...scopeWhere(scope) }, select: SUBSCRIPTION_SELECT });
      return row ? toSubscription(row) : null;
    },
    async remove(scope, id) {
      return (await prisma.webhook.deleteMany({ where: { id, ...scopeWhere(scope) } })).count === 1;
    },
    async rotateSecret(scope, id, change) {
      return prisma.$transaction(async (tx) => {
        const found = await tx.webhook.findFirst({ where: { id, ...scopeWhere(scope) }, select: { id: true } });
        if (!found) return null;
        // Lock the row so two rotations cannot both keep the same "previous" secret.
        const [row] = await tx.$queryRaw<{ secretSealed: string | null }[]>`
          SELECT "secretSealed" FROM "Webhook" WHERE "id" = ${id} FOR UPDATE`;
        return toSubscription(
          await tx.webhook.update({
            where: { id },
            data: {
              secretSealed: change.secretSealed,
              previousSecretSealed: row?.secretSealed ?? null,
              previousSecretExpiresAt: row?.secretSealed ? change.previousExpiresAt : null,
            },
            select: SUBSCRIPTION_SELECT,
          }),
        );
      });
    },
    async listDeliveries(webhookId, page) {
      const rows = await prisma.webhookDelivery.findMany({
        where: { webhookId },
        select: DELIVERY_SELECT,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        ...pageArgs(page),
      });
      return toPage(rows, page.take, toDelivery);
    },
    async redeliver(webhookId, deliveryId, now) {
      const delivery = await prisma.$transaction(async (tx) => {
        const earlier = await tx.webhookDelivery.findFirst({
          where: { id: deliveryId, webhookId },
          select: { messageId: true, eventId: true },
        });
        if (!earlier) return null;
        const row = await tx.webhookDelivery.create({
          data: { id: ids.rowId(), ...earlier, webhookId, nextAttemptAt: now, createdAt: now },
          select: DELIVERY_SELECT,
        });
        await jobs.enqueue(transactionSql(tx), [{ deliveryId: row.id, attempt: 1, at: now }]);
        return toDelivery(row);
      });
      if (delivery) jobs.wake();
      return delivery;
    },
    async deliverTestEvent(webhookId, event) {
      const delivery = await prisma.$transaction(async (tx) => {
        const created = await tx.webhookEvent.create({
          data: { triggerEvent: event.triggerEvent, body: event.body, createdAt: event.now },
          select: { id: true },
        });
        const row = await tx.webhookDelivery.create({
          data: {
            id: ids.rowId(),
            messageId: ids.messageId(),
            webhookId,
            eventId: created.id,
            nextAttemptAt: event.now,
            createdAt: event.now,
          },
          select: DELIVERY_SELECT,
        });
        await jobs.enqueue(transactionSql(tx), [{ deliveryId: row.id, attempt: 1, at: event.now }]);
        return toDelivery(row);
      });
      jobs.wake();
      return delivery;
    },
  };
}
