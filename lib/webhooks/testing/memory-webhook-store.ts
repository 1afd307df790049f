// In-memory adapters of the webhook ports, for unit tests of the core and the contract suite.
import type { Scope } from "@/lib/oauth/scope-catalogue";
import type { MembershipRole } from "@/lib/scheduling/ports";
import type {
  ClaimedDelivery,
  DeliveryAccessFacts,
  DeliveryRecord,
  DeliveryStatus,
  DeliveryStore,
  DisabledReason,
  DueAttempt,
  SubscriptionRecord,
  SubscriptionScope,
  SubscriptionStore,
  WebhookOwner,
} from "../ports";
import { deliveryAfterAttempt } from "../rules/delivery-after-attempt";

type SubscriptionRow = SubscriptionRecord & {
  clientId: string;
  grantId: string | null;
  secretSealed: string | null;
  previousSecretSealed: string | null;
  failingSince: Date | null;
};
type DeliveryRow = Omit<DeliveryRecord, "triggerEvent"> & { eventId: string; lockedUntil: Date | null };
export type MemoryGrant = {
  clientId: string;
  userId: string;
  revokedAt: Date | null;
  scopes: Scope[];
  legacyUnrestricted: boolean;
  userDisabled: boolean;
  client: { status: string; scopes: Scope[] };
};

export interface MemoryWebhooks {
  subscriptions: SubscriptionStore;
  deliveries: DeliveryStore;
  /** Jobs handed to the job port, in order. */
  jobs: DueAttempt[];
  grants: Map<string, MemoryGrant>;
  /** `${organizationId}|${userId}` -> role */
  organizationRoles: Map<string, MembershipRole>;
  subscriptionRows: Map<string, SubscriptionRow>;
  deliveryRows: Map<string, DeliveryRow>;
  events: Map<string, { triggerEvent: string; body: string }>;
  attempts: { deliveryId: string; number: number; statusCode: number | null; error: string | null }[];
  /** The outbox's part: an event and its delivery to one subscription, due at `at`. */
  addDelivery(webhookId: string, at: Date, body?: string): string;
}

const sameOwner = (a: WebhookOwner, b: WebhookOwner) =>
  a.kind === "user"
    ? b.kind === "user" && a.userId === b.userId
    : b.kind === "organization" && a.organizationId === b.organizationId;

export function createMemoryWebhooks(): MemoryWebhooks {
  const subscriptionRows = new Map<string, SubscriptionRow>();
  const deliveryRows = new Map<string, DeliveryRow>();
  const events = new Map<string, { triggerEvent: string; body: string }>();
  const grants = new Map<string, MemoryGrant>();
  const organizationRoles = new Map<string, MembershipRole>();
  const attempts: MemoryWebhooks["attempts"] = [];
  const jobs: DueAttempt[] = [];
  let sequence = 0;
  const next = (prefix: string) => `${prefix}-${String(++sequence).padStart(6, "0")}`;

  const record = (row: SubscriptionRow): SubscriptionRecord => ({
    id: row.id,
    owner: row.owner,
    subscriberUrl: row.subscriberUrl,
    triggers: [...row.triggers],
    active: row.active,
    createdAt: row.createdAt,
    disabledAt: row.disabledAt,
    disabledReason: row.disabledReason,
    previousSecretExpiresAt: row.previousSecretExpiresAt,
  });
  const inScope = (row: SubscriptionRow | undefined, scope: SubscriptionScope): row is SubscriptionRow =>
    row !== undefined && row.clientId === scope.clientId && sameOwner(row.owner, scope.owner);
  const delivery = ({ eventId, lockedUntil: _lock, ...row }: DeliveryRow): DeliveryRecord => ({
    ...row,
    triggerEvent: events.get(eventId)!.triggerEvent,
  });
  const page = <T extends { id: string }>(rows: T[], p: { take: number; cursor?: string }) => {
    const start = p.cursor ? rows.findIndex((r) => r.id === p.cursor) + 1 : 0;
    const items = rows.slice(start, start + p.take);
    return { items, nextCursor: rows.length > start + p.take ? items[items.length - 1]!.id : null };
  };
  const newDelivery = (webhookId: string, eventId: string, messageId: string, at: Date): DeliveryRow => {
    const row: DeliveryRow = {
      id: next("delivery"),
      messageId,
      webhookId,
      eventId,
      status: "PENDING",
      attempts: 0,
      nextAttemptAt: at,
      lockedUntil: null,
      lastStatusCode: null,
      lastLatencyMs: null,
      lastError: null,
      createdAt: at,
      finishedAt: null,
    };
    deliveryRows.set(row.id, row);
    jobs.push({ deliveryId: row.id, attempt: 1, at });
    return row;
  };
  const claim = (row: DeliveryRow, lockUntil: Date): ClaimedDelivery => {
    const claimed = { ...row, status: "SENDING" as DeliveryStatus, attempts: row.attempts + 1, lockedUntil: lockUntil };
    deliveryRows.set(row.id, claimed);
    const hook = subscriptionRows.get(row.webhookId)!;
    return {
      id: row.id,
      messageId: row.messageId,
      attempt: claimed.attempts,
      body: events.get(row.eventId)!.body,
      webhook: {
        id: hook.id,
        owner: hook.owner,
        subscriberUrl: hook.subscriberUrl,
        active: hook.active,
        disabledAt: hook.disabledAt,
        grantId: hook.grantId,
        secretSealed: hook.secretSealed,
        previousSecretSealed: hook.previousSecretSealed,
        previousSecretExpiresAt: hook.previousSecretExpiresAt,
        failingSince: hook.failingSince,
      },
    };
  };
  const stale = (row: DeliveryRow, now: Date) =>
    row.status === "SENDING" && row.lockedUntil !== null && row.lockedUntil < now;

  const subscriptions: SubscriptionStore = {
    async create(input) {
      const grant = grants.get(input.grantId);
      if (!grant) throw new Error("memory store: unknown grant");
      const row: SubscriptionRow = {
        id: next("webhook"),
        owner: input.owner,
        subscriberUrl: input.subscriberUrl,
        triggers: [...input.triggers],
        active: input.active,
        createdAt: new Date(),
        disabledAt: null,
        disabledReason: null,
        previousSecretExpiresAt: null,
        clientId: grant.clientId,
        grantId: input.grantId,
        secretSealed: input.secretSealed,
        previousSecretSealed: null,
        failingSince: null,
      };
      subscriptionRows.set(row.id, row);
      return record(row);
    },
    async list(scope, p) {
      const rows = [...subscriptionRows.values()]
        .filter((r) => inScope(r, scope))
        .sort((a, b) => a.id.localeCompare(b.id));
      const { items, nextCursor } = page(rows, p);
      return { items: items.map(record), nextCursor };
    },
    async find(scope, id) {
      const row = subscriptionRows.get(id);
      return inScope(row, scope) ? record(row) : null;
    },
    async remove(scope, id) {
      if (!inScope(subscriptionRows.get(id), scope)) return false;
      subscriptionRows.delete(id);
      for (const [key, d] of deliveryRows) if (d.webhookId === id) deliveryRows.delete(key);
      return true;
    },
    async rotateSecret(scope, id, change) {
      const row = subscriptionRows.get(id);
      if (!inScope(row, scope)) return null;
      const rotated: SubscriptionRow = {
        ...row,
        secretSealed: change.secretSealed,
        previousSecretSealed: row.secretSealed,
        previousSecretExpiresAt: row.secretSealed ? change.previousExpiresAt : null,
      };
      subscriptionRows.set(id, rotated);
      return record(rotated);
    },
    async listDeliveries(webhookId, p) {
      const rows = [...deliveryRows.values()]
        .filter((d) => d.webhookId === webhookId)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id));
      const { items, nextCursor } = page(rows, p);
      return { items: items.map(delivery), nextCursor };
    },
    async redeliver(webhookId, deliveryId, now) {
      const earlier = deliveryRows.get(deliveryId);
      if (!earlier || earlier.webhookId !== webhookId) return null;
      return delivery(newDelivery(webhookId, earlier.eventId, earlier.messageId, now));
    },
    async deliverTestEvent(webhookId, event) {
      const eventId = next("event");
      events.set(eventId, { triggerEvent: event.triggerEvent, body: event.body });
      return delivery(newDelivery(webhookId, eventId, next("msg"), event.now));
    },
  };

  const deliveries: DeliveryStore = {
    async claimDue(now, limit, lockUntil) {
      const due = [...deliveryRows.values()]
        .filter((d) => (d.status === "PENDING" && d.nextAttemptAt !== null && d.nextAttemptAt <= now) || stale(d, now))
        .sort((a, b) => (a.nextAttemptAt?.getTime() ?? 0) - (b.nextAttemptAt?.getTime() ?? 0))
        .slice(0, limit);
      return due.map((d) => claim(d, lockUntil));
    },
    async claimAttempt(deliveryId, attempt, now, lockUntil) {
      const row = deliveryRows.get(deliveryId);
      if (!row) return null;
      const due = (row.status === "PENDING" && row.attempts === attempt - 1) || stale(row, now);
      return due ? claim(row, lockUntil) : null;
    },
    async record(outcome) {
      const { next: step, log } = outcome;
      if (log)
        attempts.push({
          deliveryId: outcome.deliveryId,
          number: outcome.attempt,
          statusCode: log.statusCode,
          error: log.error,
        });
      const row = deliveryRows.get(outcome.deliveryId);
      if (row && row.status === "SENDING" && row.attempts === outcome.attempt) {
        deliveryRows.set(row.id, { ...row, ...deliveryAfterAttempt(outcome) });
        if (step.status === "PENDING") jobs.push({ deliveryId: row.id, attempt: outcome.attempt + 1, at: step.at });
      }
      const hook = subscriptionRows.get(outcome.webhookId);
      if (hook && outcome.streak) {
        const { failingSince, disable, at } = outcome.streak;
        const disabled =
          disable && !hook.disabledAt ? { disabledAt: at, disabledReason: disable as DisabledReason } : {};
        subscriptionRows.set(hook.id, { ...hook, failingSince, ...disabled });
      }
    },
    async accessFacts(webhook): Promise<DeliveryAccessFacts> {
      const grant = webhook.grantId ? grants.get(webhook.grantId) : undefined;
      if (!grant) return { grant: null, client: null, organizationRole: null };
      const organizationRole =
        webhook.owner.kind === "organization"
          ? (organizationRoles.get(`${webhook.owner.organizationId}|${grant.userId}`) ?? null)
          : null;
      const { client, clientId: _clientId, ...facts } = grant;
      return { grant: facts, client, organizationRole };
    },
  };

  return {
    subscriptions,
    deliveries,
    jobs,
    grants,
    organizationRoles,
    subscriptionRows,
    deliveryRows,
    events,
    attempts,
    addDelivery(webhookId, at, body = '{"triggerEvent":"BOOKING_CREATED"}') {
      const eventId = next("event");
      events.set(eventId, { triggerEvent: "BOOKING_CREATED", body });
      return newDelivery(webhookId, eventId, next("msg"), at).id;
    },
  };
}
