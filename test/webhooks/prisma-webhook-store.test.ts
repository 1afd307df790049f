import { randomBytes } from "node:crypto";
import { beforeEach } from "vitest";
import { createPrismaDeliveryStore } from "@/lib/db/webhooks/prisma-delivery-store";
import { createPrismaSubscriptionStore } from "@/lib/db/webhooks/prisma-subscription-store";
import { webhookIds } from "@/lib/server/roots/webhooks";
import type { DeliveryJobs, DueAttempt } from "@/lib/webhooks/ports";
import { webhookStoreContract } from "@/lib/webhooks/testing/webhook-store-contract";
import { withTestDatabase } from "../test-database";

const ctx = withTestDatabase();
// Each case starts with no deliveries, as a fresh memory store does (claims take any due row).
beforeEach(async () => {
  await ctx.db.prisma.webhookDelivery.deleteMany();
});
const unique = () => randomBytes(6).toString("hex");

webhookStoreContract("prisma store", () => {
  const prisma = ctx.db.prisma;
  const jobs: DueAttempt[] = [];
  const recording: DeliveryJobs = { enqueue: async (_sql, due) => void jobs.push(...due), wake: () => {} };
  const user = async () =>
    (
      await prisma.user.create({
        data: { email: `${unique()}@example.com`, username: unique(), name: "U", passwordHash: "x" },
      })
    ).id;
  return {
    subscriptions: createPrismaSubscriptionStore(prisma, recording, webhookIds),
    deliveries: createPrismaDeliveryStore(prisma, recording),
    jobs,
    async addGrant(input = {}) {
      const userId = input.userId ?? (await user());
      const scopes = input.scopes ?? ["WEBHOOK_WRITE"];
      const client = await prisma.oAuthClient.create({
        data: {
          clientId: `app-${unique()}`,
          name: "App",
          ownerId: userId,
          kind: "CONFIDENTIAL",
          status: "APPROVED",
          scopes,
          redirectUris: ["https://app.example.com/cb"],
        },
      });
      const grant = await prisma.grant.create({
        data: { clientId: client.id, userId, scopes, authorizationCodeHash: unique() + unique() },
      });
      return { userId, grantId: grant.id, clientId: client.clientId };
    },
    async addOrganization(userId, role) {
      return (
        await prisma.organization.create({
          data: { name: "Org", slug: `org-${unique()}`, memberships: { create: [{ userId, role }] } },
        })
      ).id;
    },
    async revokeGrant(grantId) {
      await prisma.grant.update({ where: { id: grantId }, data: { revokedAt: new Date() } });
    },
    async addDelivery(webhookId, at) {
      const event = await prisma.webhookEvent.create({
        data: { triggerEvent: "BOOKING_CREATED", body: '{"triggerEvent":"BOOKING_CREATED"}', createdAt: at },
      });
      const delivery = await prisma.webhookDelivery.create({
        data: {
          id: webhookIds.rowId(),
          messageId: webhookIds.messageId(),
          webhookId,
          eventId: event.id,
          nextAttemptAt: at,
          createdAt: at,
        },
      });
      jobs.push({ deliveryId: delivery.id, attempt: 1, at });
      return delivery.id;
    },
    async delivery(id) {
      return prisma.webhookDelivery.findUniqueOrThrow({
        where: { id },
        select: { status: true, attempts: true, nextAttemptAt: true, lastError: true },
      });
    },
    async subscriptionState(id) {
      return prisma.webhook.findUniqueOrThrow({
        where: { id },
        select: { failingSince: true, disabledAt: true, disabledReason: true },
      });
    },
  };
});
