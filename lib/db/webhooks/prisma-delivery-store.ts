// DeliveryStore over Prisma. A claim is one conditional UPDATE: the due rows are picked with
// FOR UPDATE SKIP LOCKED and switched to SENDING with their attempt count raised in the same
// statement, so two senders (processes, pg-boss workers or pollers) never take the same attempt.
// A claim holds until `lockedUntil`; a sender that crashed mid-attempt is taken over after it.
// Recording an outcome is conditional on the claim still being this sender's.
import type { DeliveryJobs, DeliveryStore } from "@/lib/webhooks/ports";
import { deliveryAfterAttempt } from "@/lib/webhooks/rules/delivery-after-attempt";
import type { Scope } from "@/lib/oauth/scope-catalogue";
import type { PrismaClient } from "../generated/client";
import { CLAIM_SELECT, toClaimed, transactionSql, utc } from "./webhook-rows";

export function createPrismaDeliveryStore(prisma: PrismaClient, jobs: DeliveryJobs): DeliveryStore {
  const load = async (rows: { id: string }[]) => {
    if (rows.length === 0) return [];
    const claimed = await prisma.webhookDelivery.findMany({
      where: { id: { in: rows.map((r) => r.id) } },
      select: CLAIM_SELECT,
    });
    return claimed.map(toClaimed);
  };
  return {
    async claimDue(now, limit, lockUntil) {
      const rows = await prisma.$queryRaw<{ id: string }[]>`
        UPDATE "WebhookDelivery" AS d
        SET "status" = 'SENDING', "attempts" = d."attempts" + 1, "lockedUntil" = ${utc(lockUntil)}::timestamp
        WHERE d."id" IN (
          SELECT "id" FROM "WebhookDelivery"
          WHERE ("status" = 'PENDING' AND "nextAttemptAt" <= ${utc(now)}::timestamp)
             OR ("status" = 'SENDING' AND "lockedUntil" < ${utc(now)}::timestamp)
          ORDER BY "nextAttemptAt"
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)
        RETURNING d."id"`;
      return load(rows);
    },
    async claimAttempt(deliveryId, attempt, now, lockUntil) {
      const rows = await prisma.$queryRaw<{ id: string }[]>`
        UPDATE "WebhookDelivery"
        SET "status" = 'SENDING', "attempts" = "attempts" + 1, "lockedUntil" = ${utc(lockUntil)}::timestamp
        WHERE "id" = ${deliveryId}
          AND (("status" = 'PENDING' AND "attempts" = ${attempt - 1})
            OR ("status" = 'SENDING' AND "lockedUntil" < ${utc(now)}::timestamp))
        RETURNING "id"`;
      return (await load(rows))[0] ?? null;
    },
    async record(outcome) {
      const { next, log } = outcome;
      await prisma.$transaction(async (tx) => {
        if (log) {
          await tx.webhookAttempt.create({
            data: {
              deliveryId: outcome.deliveryId,
              number: outcome.attempt,
              startedAt: log.startedAt,
              statusCode: log.statusCode,
              latencyMs: log.latencyMs,
              error: log.error,
              requestHeaders: { ...log.requestHeaders },
              responseBody: log.responseBody,
            },
          });
        }
        const { count } = await tx.webhookDelivery.updateMany({
          where: { id: outcome.deliveryId, status: "SENDING", attempts: outcome.attempt },
          data: deliveryAfterAttempt(outcome),
        });
        if (count === 1 && next.status === "PENDING")
          await jobs.enqueue(transactionSql(tx), [
            { deliveryId: outcome.deliveryId, attempt: outcome.attempt + 1, at: next.at },
          ]);
        if (outcome.streak) {
          const { failingSince, disable, at } = outcome.streak;
          await tx.webhook.updateMany({ where: { id: outcome.webhookId }, data: { failingSince } });
          if (disable)
            await tx.webhook.updateMany({
              where: { id: outcome.webhookId, disabledAt: null },
              data: { disabledAt: at, disabledReason: disable },
            });
        }
      });
    },
    async accessFacts(webhook) {
      const grant = webhook.grantId
        ? await prisma.grant.findUnique({
            where: { id: webhook.grantId },
            select: {
              revokedAt: true,
              scopes: true,
              legacyUnrestricted: true,
              userId: true,
              user: { select: { disabledAt: true } },
              client: { select: { status: true, scopes: true } },
            },
          })
        : null;
      const organizationRole =
        grant && webhook.owner.kind === "organization"
          ? ((
              await prisma.organizationMembership.findUnique({
                where: {
                  organizationId_userId: { organizationId: webhook.owner.organizationId, userId: grant.userId },
                },
                select: { role: true },
              })
            )?.role ?? null)
          : null;
      return {
        grant: grant && {
          revokedAt: grant.revokedAt,
          scopes: grant.scopes as Scope[],
          legacyUnrestricted: grant.legacyUnrestricted,
          userId: grant.userId,
          userDisabled: grant.user.disabledAt !== null,
        },
        client: grant ? { status: grant.client.status, scopes: grant.client.scopes as Scope[] } : null,
        organizationRole,
      };
    },
  };
}
