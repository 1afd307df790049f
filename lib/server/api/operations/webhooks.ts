// Webhook operations shared by the personal (/v2/webhooks) and organization paths: a
// subscription belongs to its owner (the user, or the organization) AND the app whose token made
// it - another app of the same user neither sees nor touches it.
import { paginationQuery, deletedSchema } from "@/lib/scheduling/schemas/common";
import {
  createWebhookSchema,
  webhookDeliverySchema,
  webhookSchema,
  webhookWithSecretSchema,
} from "@/lib/scheduling/schemas/webhooks";
import type { DeliveryRecord, SubscriptionRecord, SubscriptionScope } from "@/lib/webhooks/ports";
import {
  createSubscription,
  listSubscriptionDeliveries,
  redeliver,
  rotateSubscriptionSecret,
  sendTestEvent,
} from "@/lib/webhooks/use-cases/subscriptions";
import type { ApiContext } from "@/lib/server/api/operation-types";
import { notFound, listPage, realmOf, success } from "@/lib/server/api/responses";
import { addressRefused, sendRefused, webhookFailure } from "@/lib/server/api/webhook-failures";
import { subscriptionDeps } from "@/lib/server/roots/webhooks";
import { operation } from "./operation";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function webhookView(s: SubscriptionRecord) {
  return {
    id: s.id,
    subscriberUrl: s.subscriberUrl,
    triggers: s.triggers,
    active: s.active,
    createdAt: s.createdAt.toISOString(),
    disabledAt: iso(s.disabledAt),
    disabledReason: s.disabledReason,
    previousSecretExpiresAt: iso(s.previousSecretExpiresAt),
  };
}

export function deliveryView(d: DeliveryRecord) {
  return {
    id: d.id,
    webhookId: d.webhookId,
    messageId: d.messageId,
    triggerEvent: d.triggerEvent,
    status: d.status,
    attempts: d.attempts,
    nextAttemptAt: iso(d.nextAttemptAt),
    lastStatusCode: d.lastStatusCode,
    lastLatencyMs: d.lastLatencyMs,
    lastError: d.lastError,
    createdAt: d.createdAt.toISOString(),
    finishedAt: iso(d.finishedAt),
  };
}

/** The owner the path reaches and the calling app; null on a team path (teams have no webhooks). */
function scopeOf<Q, B>(ctx: ApiContext<Q, B>): (SubscriptionScope & { grantId: string }) | null {
  const realm = realmOf(ctx);
  const access = ctx.access!;
  const owner =
    realm.kind === "user"
      ? ({ kind: "user", userId: realm.userId } as const)
      : realm.kind === "organization"
        ? ({ kind: "organization", organizationId: realm.organizationId } as const)
        : null;
  return owner ? { owner, clientId: access.clientId, grantId: access.grantId } : null;
}

export const listWebhooksOp = operation(
  { summary: "List webhooks", query: paginationQuery, paginated: true, response: webhookSchema },
  async (ctx) => {
    const scope = scopeOf(ctx);
    if (!scope) return listPage({ items: [], nextCursor: null });
    const result = await (await subscriptionDeps()).store.list(scope, ctx.query);
    return listPage({ items: result.items.map(webhookView), nextCursor: result.nextCursor });
  },
);

export const createWebhookOp = operation(
  {
    summary: "Create a webhook (the answer shows its signing secret, once)",
    body: createWebhookSchema,
    response: webhookWithSecretSchema,
    successStatus: 201,
  },
  async (ctx) => {
    const scope = scopeOf(ctx);
    if (!scope) return notFound();
    const result = await createSubscription(await subscriptionDeps(), scope, ctx.body);
    if (!result.ok) return addressRefused(result.reason);
    return success({ ...webhookView(result.data.subscription), secret: result.data.secret }, 201);
  },
);

export const getWebhookOp = operation({ summary: "Get a webhook", response: webhookSchema }, async (ctx) => {
  const scope = scopeOf(ctx);
  const found = scope && (await (await subscriptionDeps()).store.find(scope, ctx.params.webhookId!));
  return found ? success(webhookView(found)) : notFound("webhook");
});

export const deleteWebhookOp = operation({ summary: "Delete a webhook", response: deletedSchema }, async (ctx) => {
  const scope = scopeOf(ctx);
  return scope && (await (await subscriptionDeps()).store.remove(scope, ctx.params.webhookId!))
    ? success({ id: ctx.params.webhookId })
    : notFound("webhook");
});

export const rotateWebhookSecretOp = operation(
  {
    summary: "Rotate a webhook's signing secret (the previous one keeps signing for 24 hours)",
    response: webhookWithSecretSchema,
  },
  async (ctx) => {
    const scope = scopeOf(ctx);
    if (!scope) return notFound("webhook");
    const result = await rotateSubscriptionSecret(await subscriptionDeps(), scope, ctx.params.webhookId!);
    return result.ok
      ? success({ ...webhookView(result.data.subscription), secret: result.data.secret })
      : webhookFailure(result.code);
  },
);

export const listWebhookDeliveriesOp = operation(
  {
    summary: "List a webhook's recent deliveries (status, attempts, response code, latency, next retry)",
    query: paginationQuery,
    paginated: true,
    response: webhookDeliverySchema,
  },
  async (ctx) => {
    const scope = scopeOf(ctx);
    if (!scope) return notFound("webhook");
    const result = await listSubscriptionDeliveries(await subscriptionDeps(), scope, ctx.params.webhookId!, ctx.query);
    return result.ok
      ? listPage({ items: result.data.items.map(deliveryView), nextCursor: result.data.nextCursor })
      : webhookFailure(result.code);
  },
);

/** Each test event or redelivery is one POST to the app's receiver: they share these budgets. */
const SEND_BUDGET = "Too many test events and redeliveries for this webhook, or for this app across its webhooks";

export const redeliverWebhookOp = operation(
  {
    summary: "Deliver an earlier event again (same webhook-id, current secrets)",
    response: webhookDeliverySchema,
    budget: SEND_BUDGET,
    changesNothing: true,
  },
  async (ctx) => {
    const scope = scopeOf(ctx);
    if (!scope) return notFound("webhook");
    const result = await redeliver(await subscriptionDeps(), scope, ctx.params.webhookId!, ctx.params.deliveryId!);
    return result.ok ? success(deliveryView(result.data)) : sendRefused(result);
  },
);

export const testWebhookOp = operation(
  {
    summary: "Send a test event (PING) to the webhook",
    response: webhookDeliverySchema,
    budget: SEND_BUDGET,
    changesNothing: true,
  },
  async (ctx) => {
    const scope = scopeOf(ctx);
    if (!scope) return notFound("webhook");
    const result = await sendTestEvent(await subscriptionDeps(), scope, ctx.params.webhookId!);
    return result.ok ? success(deliveryView(result.data)) : sendRefused(result);
  },
);
