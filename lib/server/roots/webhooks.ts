// Composition root of webhook delivery: the job queue for the configured database (pg-boss on
// PostgreSQL, the in-process runner on the embedded one), the booking outbox, the subscription
// use cases' and the delivery use case's dependencies, and the per-process worker started with
// the server.
import { randomBytes, randomUUID } from "node:crypto";
import { getDatabase, getPrisma } from "@/lib/db/db";
import type { Database } from "@/lib/db/open-database";
import { createPrismaAppNotifications, listAppNotifications } from "@/lib/db/webhooks/app-notifications";
import { type BookingOutbox, createBookingOutbox } from "@/lib/db/webhooks/booking-outbox";
import {
  findOwnedClientDelivery,
  findOwnedClientWebhook,
  loadClientWebhookActivity,
} from "@/lib/db/webhooks/client-webhook-activity";
import { createPrismaDeliveryStore } from "@/lib/db/webhooks/prisma-delivery-store";
import { createPrismaSubscriptionStore } from "@/lib/db/webhooks/prisma-subscription-store";
import { getLogger } from "@/lib/observability/logger";
import type { SecretBox } from "@/lib/webhooks/ports";
import type { AppNotificationDeps } from "@/lib/webhooks/use-cases/app-notifications";
import { DEFAULT_RETRY_POLICY } from "@/lib/webhooks/rules/retry-schedule";
import { attemptDelivery, type DeliveryDeps } from "@/lib/webhooks/use-cases/deliver";
import type { SubscriptionDeps } from "@/lib/webhooks/use-cases/subscriptions";
import { getConfig } from "./config";
import { decryptWithSecret, encryptWithSecret, WEBHOOK_SECRET_PURPOSE } from "../secrets/key-encryption";
import { createAddressCheck } from "../webhooks/address-check";
import { CLAIM_LOCK_MS, type DeliveryQueue, type DeliveryWorker } from "../webhooks/delivery-queue";
import { createHttpSender } from "../webhooks/http-sender";
import { createInProcessQueue } from "../webhooks/in-process-queue";
import { createPgBossQueue } from "../webhooks/pg-boss-queue";
import { webhookSendBudget } from "../webhooks/send-budget";

export const webhookIds = {
  /** The `webhook-id` header: unique per event and subscription. */
  messageId: () => `msg_${randomBytes(16).toString("base64url")}`,
  rowId: () => randomUUID(),
};

export function webhookSecretBox(authSecret: string): SecretBox {
  return {
    seal: (secret) => encryptWithSecret(authSecret, secret, WEBHOOK_SECRET_PURPOSE),
    open: (sealed) => decryptWithSecret(authSecret, sealed, WEBHOOK_SECRET_PURPOSE),
  };
}

const slot = globalThis as unknown as {
  __webhookQueues?: WeakMap<Database, DeliveryQueue>;
  __webhookWorker?: { queue: DeliveryQueue; db: Database };
};

/** The queue of a database: pg-boss on PostgreSQL, the in-process runner on PGlite. */
export function queueFor(db: Database): DeliveryQueue {
  slot.__webhookQueues ??= new WeakMap();
  let queue = slot.__webhookQueues.get(db);
  if (!queue) {
    queue =
      db.kind === "postgres" && db.pool
        ? createPgBossQueue({ jobs: db.pool, sessions: db.session }, { claimSeconds: getConfig().webhookClaimSeconds })
        : createInProcessQueue();
    slot.__webhookQueues.set(db, queue);
  }
  return queue;
}

export async function deliveryQueue(): Promise<DeliveryQueue> {
  return queueFor(await getDatabase());
}

export async function bookingOutbox(): Promise<BookingOutbox> {
  return createBookingOutbox(await deliveryQueue(), webhookIds);
}

export async function subscriptionDeps(): Promise<SubscriptionDeps> {
  const db = await getDatabase();
  const config = getConfig();
  return {
    store: createPrismaSubscriptionStore(db.prisma, queueFor(db), webhookIds),
    addresses: createAddressCheck({
      allowLoopback: config.webhookAllowLoopback,
      allowedPorts: config.webhookAllowedPorts,
    }),
    secrets: webhookSecretBox(config.authSecret),
    randomBytes,
    now: () => new Date(),
    allowLoopback: config.webhookAllowLoopback,
    allowedPorts: config.webhookAllowedPorts,
    sendBudget: webhookSendBudget,
  };
}

export function deliveryDeps(db: Database, over: Partial<DeliveryDeps> = {}): DeliveryDeps {
  const config = getConfig();
  return {
    store: createPrismaDeliveryStore(db.prisma, queueFor(db)),
    sender: createHttpSender({
      allowLoopback: config.webhookAllowLoopback,
      allowedPorts: config.webhookAllowedPorts,
    }),
    secrets: webhookSecretBox(config.authSecret),
    retry: DEFAULT_RETRY_POLICY,
    now: () => new Date(),
    random: Math.random,
    ...over,
  };
}

/**
 * The worker side of a queue: claims through the delivery store (each claim holds `claimMs`, after
 * which another process may take the attempt over), attempts with the use case.
 */
export function deliveryWorker(deps: DeliveryDeps, claimMs = CLAIM_LOCK_MS): DeliveryWorker {
  const lockUntil = () => new Date(deps.now().getTime() + claimMs);
  return {
    claimDue: (limit) => deps.store.claimDue(deps.now(), limit, lockUntil()),
    claimOverdue: (limit, graceMs) => deps.store.claimDue(new Date(deps.now().getTime() - graceMs), limit, lockUntil()),
    claimAttempt: (deliveryId, attempt) => deps.store.claimAttempt(deliveryId, attempt, deps.now(), lockUntil()),
    handle: async (claimed) => {
      await attemptDelivery(deps, claimed);
    },
    onError: (error) => getLogger().warn({ err: error }, "webhooks: delivery work failed; it is tried again"),
  };
}

/** Starts this process's delivery worker (once). */
export async function startWebhookDelivery(): Promise<void> {
  if (slot.__webhookWorker) return;
  const db = await getDatabase();
  const queue = queueFor(db);
  slot.__webhookWorker = { queue, db };
  try {
    await queue.start(deliveryWorker(deliveryDeps(db), getConfig().webhookClaimSeconds * 1000));
  } catch (error) {
    slot.__webhookWorker = undefined;
    throw error;
  }
}

/** Stops the worker and waits for attempts in flight (shutdown, tests). */
export async function stopWebhookDelivery(): Promise<void> {
  const worker = slot.__webhookWorker;
  slot.__webhookWorker = undefined;
  if (worker) await worker.queue.stop();
}

/** Before a database closes: its queue stops (pg-boss's timers and connections with it). */
export async function closeWebhookQueue(db: Database): Promise<void> {
  if (slot.__webhookWorker?.db === db) await stopWebhookDelivery();
  const queue = slot.__webhookQueues?.get(db);
  slot.__webhookQueues?.delete(db);
  await queue?.stop();
}

/** The account page's list of apps that notify about the user's bookings. */
export async function appNotifications(userId: string) {
  return listAppNotifications(await getPrisma(), userId);
}

/** Stopping an app's notifications to the user (lib/webhooks/use-cases/app-notifications.ts). */
export async function appNotificationDeps(): Promise<AppNotificationDeps> {
  return { notifications: createPrismaAppNotifications(await getPrisma()) };
}

/** The developer portal's view of a client's webhook deliveries. */
export async function clientWebhookActivity(clientId: string) {
  return loadClientWebhookActivity(await getPrisma(), clientId);
}

/** A delivery of a client the caller owns, or null. */
export async function ownedClientDelivery(query: Parameters<typeof findOwnedClientDelivery>[1]) {
  return findOwnedClientDelivery(await getPrisma(), query);
}

/** A subscription of a client the caller owns, or null. */
export async function ownedClientWebhook(query: Parameters<typeof findOwnedClientWebhook>[1]) {
  return findOwnedClientWebhook(await getPrisma(), query);
}
