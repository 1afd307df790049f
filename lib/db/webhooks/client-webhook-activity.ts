// The developer portal's view of a client's webhooks across all its users: attempts and failures
// per day, and the latest attempts with what was sent (the payload only where it reached the
// receiver: lib/webhooks/rules/shown-payload.ts) and the start of what came back.
import "server-only";
import { shownRequestBody } from "@/lib/webhooks/rules/shown-payload";
import { type ClientWebhookActivity, hostOf } from "@/lib/webhooks/views";
import type { PrismaClient } from "../generated/client";
import { disabledReasonOf, utc } from "./webhook-rows";

const DAY_MS = 86_400_000;
/** The most recently stopped subscriptions shown; the API lists every one. */
const STOPPED_SHOWN = 20;
/** The live subscriptions offered for a test event; the API reaches every one. */
const TESTABLE_SHOWN = 50;

export async function loadClientWebhookActivity(
  prisma: PrismaClient,
  clientInternalId: string,
  options: { days?: number; recent?: number; now?: Date } = {},
): Promise<ClientWebhookActivity> {
  const days = options.days ?? 14;
  const now = options.now ?? new Date();
  const since = new Date(now.getTime() - days * DAY_MS);
  const [subscriptions, owners, perDay, attempts, stopped, testable] = await Promise.all([
    prisma.webhook.count({ where: { clientId: clientInternalId } }),
    prisma.webhook.findMany({
      where: { clientId: clientInternalId },
      distinct: ["userId", "organizationId"],
      select: { id: true },
    }),
    prisma.$queryRaw<Array<{ day: string; attempts: number; failed: number }>>`
      SELECT to_char(a."startedAt", 'YYYY-MM-DD') AS "day", count(*)::int AS "attempts",
             count(*) FILTER (WHERE a."statusCode" IS NULL OR a."statusCode" < 200 OR a."statusCode" >= 300)::int AS "failed"
      FROM "WebhookAttempt" a
      JOIN "WebhookDelivery" d ON d.id = a."deliveryId"
      JOIN "Webhook" w ON w.id = d."webhookId"
      WHERE w."clientId" = ${clientInternalId} AND a."startedAt" >= ${utc(since)}::timestamp
      GROUP BY 1`,
    prisma.webhookAttempt.findMany({
      where: { delivery: { webhook: { clientId: clientInternalId } } },
      orderBy: { startedAt: "desc" },
      take: options.recent ?? 25,
      select: {
        id: true,
        number: true,
        startedAt: true,
        statusCode: true,
        latencyMs: true,
        error: true,
        requestHeaders: true,
        responseBody: true,
        delivery: {
          select: {
            id: true,
            messageId: true,
            status: true,
            event: { select: { triggerEvent: true, body: true } },
            webhook: { select: { subscriberUrl: true } },
          },
        },
      },
    }),
    prisma.webhook.findMany({
      where: { clientId: clientInternalId, disabledReason: { not: null } },
      orderBy: [{ disabledAt: "desc" }, { id: "asc" }],
      take: STOPPED_SHOWN,
      select: { id: true, subscriberUrl: true, disabledReason: true, disabledAt: true },
    }),
    prisma.webhook.findMany({
      where: { clientId: clientInternalId, active: true, disabledAt: null },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      take: TESTABLE_SHOWN,
      select: { id: true, subscriberUrl: true, triggers: true },
    }),
  ]);
  const counted = new Map(perDay.map((d) => [d.day, d]));
  const table = [];
  for (let i = days - 1; i >= 0; i--) {
    const day = new Date(now.getTime() - i * DAY_MS).toISOString().slice(0, 10);
    table.push({ day, attempts: counted.get(day)?.attempts ?? 0, failedAttempts: counted.get(day)?.failed ?? 0 });
  }
  return {
    subscriptions,
    testable: testable.map((w) => ({ webhookId: w.id, host: hostOf(w.subscriberUrl), triggers: w.triggers })),
    users: owners.length,
    days: table,
    recent: attempts.map((a) => ({
      attemptId: a.id,
      deliveryId: a.delivery.id,
      messageId: a.delivery.messageId,
      number: a.number,
      triggerEvent: a.delivery.event.triggerEvent,
      host: hostOf(a.delivery.webhook.subscriberUrl),
      deliveryStatus: a.delivery.status,
      startedAt: a.startedAt,
      statusCode: a.statusCode,
      latencyMs: a.latencyMs,
      error: a.error,
      requestHeaders: a.requestHeaders as Record<string, string>,
      requestBody: shownRequestBody({ statusCode: a.statusCode, body: a.delivery.event.body }),
      responseBody: a.responseBody,
    })),
    stopped: stopped.flatMap((w) => {
      const reason = disabledReasonOf(w.disabledReason);
      return reason ? [{ webhookId: w.id, host: hostOf(w.subscriberUrl), reason, at: w.disabledAt ?? now }] : [];
    }),
  };
}

/** A delivery of one of the client's subscriptions, if `ownerId` owns the client (a replay). */
export async function findOwnedClientDelivery(
  prisma: PrismaClient,
  input: { clientId: string; ownerId: string; deliveryId: string },
) {
  return prisma.webhookDelivery.findFirst({
    where: { id: input.deliveryId, webhook: { client: { clientId: input.clientId, ownerId: input.ownerId } } },
    select: { id: true, webhookId: true, webhook: { select: { active: true, disabledAt: true } } },
  });
}

/** One of the client's subscriptions, if `ownerId` owns the client (a test event from the portal). */
export async function findOwnedClientWebhook(
  prisma: PrismaClient,
  input: { clientId: string; ownerId: string; webhookId: string },
) {
  return prisma.webhook.findFirst({
    where: { id: input.webhookId, client: { clientId: input.clientId, ownerId: input.ownerId } },
    select: { id: true, active: true, disabledAt: true },
  });
}
