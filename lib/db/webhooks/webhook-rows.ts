// Rows of the webhook tables as the core's records, and the shared selects and filters.
import type {
  ClaimedDelivery,
  DeliveryRecord,
  DisabledReason,
  SubscriptionRecord,
  SubscriptionScope,
  TransactionSql,
  WebhookOwner,
} from "@/lib/webhooks/ports";
import type { Prisma } from "../generated/client";

export const SUBSCRIPTION_SELECT = {
  id: true,
  userId: true,
  organizationId: true,
  subscriberUrl: true,
  triggers: true,
  active: true,
  createdAt: true,
  disabledAt: true,
  disabledReason: true,
  previousSecretExpiresAt: true,
} as const satisfies Prisma.WebhookSelect;

type SubscriptionRow = Prisma.WebhookGetPayload<{ select: typeof SUBSCRIPTION_SELECT }>;

export function ownerOf(row: { userId: string | null; organizationId: string | null }): WebhookOwner {
  if (row.organizationId) return { kind: "organization", organizationId: row.organizationId };
  if (row.userId) return { kind: "user", userId: row.userId };
  throw new Error("a webhook without an owner");
}

export function ownerWhere(owner: WebhookOwner): Prisma.WebhookWhereInput {
  return owner.kind === "user" ? { userId: owner.userId } : { organizationId: owner.organizationId };
}

/** The owner's subscriptions made through this app (by its public client id). */
export function scopeWhere(scope: SubscriptionScope): Prisma.WebhookWhereInput {
  return { ...ownerWhere(scope.owner), client: { clientId: scope.clientId } };
}

const DISABLED_REASONS: readonly string[] = ["gone", "failing"] satisfies DisabledReason[];

/** A stored reason as the domain's type; anything else (none, or unknown) as null. */
export const disabledReasonOf = (stored: string | null): DisabledReason | null =>
  stored !== null && DISABLED_REASONS.includes(stored) ? (stored as DisabledReason) : null;

export function toSubscription(row: SubscriptionRow): SubscriptionRecord {
  return {
    id: row.id,
    owner: ownerOf(row),
    subscriberUrl: row.subscriberUrl,
    triggers: row.triggers,
    active: row.active,
    createdAt: row.createdAt,
    disabledAt: row.disabledAt,
    disabledReason: disabledReasonOf(row.disabledReason),
    previousSecretExpiresAt: row.previousSecretExpiresAt,
  };
}

export const DELIVERY_SELECT = {
  id: true,
  messageId: true,
  webhookId: true,
  status: true,
  attempts: true,
  nextAttemptAt: true,
  lastStatusCode: true,
  lastLatencyMs: true,
  lastError: true,
  createdAt: true,
  finishedAt: true,
  event: { select: { triggerEvent: true } },
} as const satisfies Prisma.WebhookDeliverySelect;

type DeliveryRow = Prisma.WebhookDeliveryGetPayload<{ select: typeof DELIVERY_SELECT }>;

export function toDelivery({ event, ...row }: DeliveryRow): DeliveryRecord {
  return { ...row, triggerEvent: event.triggerEvent };
}

export const CLAIM_SELECT = {
  id: true,
  messageId: true,
  attempts: true,
  event: { select: { body: true } },
  webhook: {
    select: {
      id: true,
      userId: true,
      organizationId: true,
      subscriberUrl: true,
      active: true,
      disabledAt: true,
      grantId: true,
      secretSealed: true,
      previousSecretSealed: true,
      previousSecretExpiresAt: true,
      failingSince: true,
    },
  },
} as const satisfies Prisma.WebhookDeliverySelect;

type ClaimRow = Prisma.WebhookDeliveryGetPayload<{ select: typeof CLAIM_SELECT }>;

export function toClaimed(row: ClaimRow): ClaimedDelivery {
  const { userId, organizationId, ...webhook } = row.webhook;
  return {
    id: row.id,
    messageId: row.messageId,
    attempt: row.attempts,
    body: row.event.body,
    webhook: { ...webhook, owner: ownerOf({ userId, organizationId }) },
  };
}

/** `timestamp(3)` columns hold UTC: raw statements compare with a UTC literal. */
export const utc = (date: Date) => date.toISOString().replace("T", " ").replace("Z", "");

/** The job port's view of an interactive transaction. */
export function transactionSql(tx: Prisma.TransactionClient): TransactionSql {
  return {
    query: (text, values) => tx.$queryRawUnsafe<unknown[]>(text, ...values.map((v) => (v === undefined ? null : v))),
  };
}
