// The webhook core's ports. Adapters: lib/db/webhooks (Prisma), testing/ (memory), and in
// lib/server the job queues (pg-boss on PostgreSQL, an in-process runner on the embedded
// database), the guarded HTTP sender and the secret sealing.
import type { Scope } from "@/lib/oauth/scope-catalogue";
import type { MembershipRole } from "@/lib/scheduling/ports";

export type WebhookOwner =
  | { readonly kind: "user"; readonly userId: string }
  | { readonly kind: "organization"; readonly organizationId: string };

/** Who manages a subscription: its owner, through one app (the public client id). */
export interface SubscriptionScope {
  readonly owner: WebhookOwner;
  readonly clientId: string;
}

export type DisabledReason = "gone" | "failing";

export interface SubscriptionRecord {
  readonly id: string;
  readonly owner: WebhookOwner;
  readonly subscriberUrl: string;
  readonly triggers: readonly string[];
  readonly active: boolean;
  readonly createdAt: Date;
  readonly disabledAt: Date | null;
  readonly disabledReason: DisabledReason | null;
  /** While a rotated-out secret still signs. */
  readonly previousSecretExpiresAt: Date | null;
}

export interface NewSubscription {
  readonly owner: WebhookOwner;
  /** The grant the creating token carried; the store records its app with it. */
  readonly grantId: string;
  readonly subscriberUrl: string;
  readonly triggers: readonly string[];
  readonly active: boolean;
  readonly secretSealed: string;
}

export type DeliveryStatus = "PENDING" | "SENDING" | "DELIVERED" | "FAILED" | "CANCELLED";

export interface DeliveryRecord {
  readonly id: string;
  readonly messageId: string;
  readonly webhookId: string;
  readonly triggerEvent: string;
  readonly status: DeliveryStatus;
  readonly attempts: number;
  readonly nextAttemptAt: Date | null;
  readonly lastStatusCode: number | null;
  readonly lastLatencyMs: number | null;
  readonly lastError: string | null;
  readonly createdAt: Date;
  readonly finishedAt: Date | null;
}

export interface Page<T> {
  readonly items: T[];
  readonly nextCursor: string | null;
}

/** Subscriptions and their deliveries as their owner manages them through one app. */
export interface SubscriptionStore {
  create(input: NewSubscription): Promise<SubscriptionRecord>;
  list(scope: SubscriptionScope, page: { take: number; cursor?: string }): Promise<Page<SubscriptionRecord>>;
  find(scope: SubscriptionScope, id: string): Promise<SubscriptionRecord | null>;
  remove(scope: SubscriptionScope, id: string): Promise<boolean>;
  /** The current secret becomes the previous one (signing until `previousExpiresAt`); null when not found. */
  rotateSecret(
    scope: SubscriptionScope,
    id: string,
    change: { secretSealed: string; previousExpiresAt: Date },
  ): Promise<SubscriptionRecord | null>;
  listDeliveries(webhookId: string, page: { take: number; cursor?: string }): Promise<Page<DeliveryRecord>>;
  /**
   * A new delivery of an earlier delivery's event with the same message id, due at `now`, and
   * its first attempt enqueued in the same transaction; null when that delivery is not the webhook's.
   */
  redeliver(webhookId: string, deliveryId: string, now: Date): Promise<DeliveryRecord | null>;
  /** Records an event for this one subscription (a test) and enqueues its delivery. */
  deliverTestEvent(
    webhookId: string,
    event: { triggerEvent: string; body: string; now: Date },
  ): Promise<DeliveryRecord>;
}

/** A delivery claimed by one sender for one attempt, with what the attempt needs. */
export interface ClaimedDelivery {
  readonly id: string;
  readonly messageId: string;
  /** The number of this attempt (1 for the first). */
  readonly attempt: number;
  readonly body: string;
  readonly webhook: {
    readonly id: string;
    readonly owner: WebhookOwner;
    readonly subscriberUrl: string;
    readonly active: boolean;
    readonly disabledAt: Date | null;
    readonly grantId: string | null;
    readonly secretSealed: string | null;
    readonly previousSecretSealed: string | null;
    readonly previousSecretExpiresAt: Date | null;
    readonly failingSince: Date | null;
  };
}

/** What an attempt's outcome changes, written in one transaction. */
export interface AttemptRecord {
  readonly deliveryId: string;
  readonly attempt: number;
  readonly webhookId: string;
  /** null when nothing was sent (the delivery was cancelled before sending). */
  readonly log: {
    readonly startedAt: Date;
    readonly statusCode: number | null;
    readonly latencyMs: number;
    readonly error: string | null;
    readonly requestHeaders: Readonly<Record<string, string>>;
    readonly responseBody: string | null;
  } | null;
  readonly next:
    | { readonly status: "PENDING"; readonly at: Date; readonly error: string | null }
    | { readonly status: "DELIVERED" | "FAILED" | "CANCELLED"; readonly error: string | null; readonly at: Date };
  /** The subscription's failure streak after this attempt; undefined leaves it as it is. */
  readonly streak?: { readonly failingSince: Date | null; readonly disable: DisabledReason | null; readonly at: Date };
}

/** What decides, at send time, whether the app may still receive the subscription's events. */
export interface DeliveryAccessFacts {
  /** null when the grant no longer exists. */
  readonly grant: {
    readonly revokedAt: Date | null;
    readonly scopes: readonly Scope[];
    readonly legacyUnrestricted: boolean;
    readonly userId: string;
    readonly userDisabled: boolean;
  } | null;
  readonly client: { readonly status: string; readonly scopes: readonly Scope[] } | null;
  /** For an organization's subscription: the grant's user's role there (null: not a member). */
  readonly organizationRole: MembershipRole | null;
}

export interface DeliveryStore {
  /** Claims up to `limit` due deliveries (and stale claims of crashed senders), each for one sender. */
  claimDue(now: Date, limit: number, lockUntil: Date): Promise<ClaimedDelivery[]>;
  /** Claims this delivery for attempt `attempt` if that attempt is still to be made. */
  claimAttempt(deliveryId: string, attempt: number, now: Date, lockUntil: Date): Promise<ClaimedDelivery | null>;
  /** Writes the outcome unless another sender took the claim over meanwhile; enqueues a retry. */
  record(outcome: AttemptRecord): Promise<void>;
  accessFacts(webhook: ClaimedDelivery["webhook"]): Promise<DeliveryAccessFacts>;
}

/** One attempt that is due (now or later). */
export interface DueAttempt {
  readonly deliveryId: string;
  readonly attempt: number;
  readonly at: Date;
}

/** SQL inside the transaction that writes the delivery rows. */
export interface TransactionSql {
  query(text: string, values: readonly unknown[]): Promise<unknown[]>;
}

/**
 * The job port: makes sure a due attempt is run once, by one of the server processes. Two
 * adapters: pg-boss (a job per attempt, written in the same transaction as the delivery row) and
 * an in-process runner that polls the delivery rows themselves (enqueue writes nothing).
 */
export interface DeliveryJobs {
  enqueue(sql: TransactionSql, due: readonly DueAttempt[]): Promise<void>;
  /** After the transaction committed: start now rather than at the next poll. */
  wake(): void;
}

export type SendResult =
  | {
      readonly kind: "response";
      readonly status: number;
      readonly retryAfter: string | null;
      readonly body: string;
      readonly latencyMs: number;
    }
  | {
      readonly kind: "refused";
      readonly reason: "bad_url" | "not_https" | "userinfo" | "bad_port" | "not_public_address";
      readonly latencyMs: number;
    }
  | {
      readonly kind: "unreachable";
      readonly reason: "dns_failed" | "network_error" | "timeout";
      readonly latencyMs: number;
    };

export interface WebhookSender {
  post(url: string, headers: Record<string, string>, body: string): Promise<SendResult>;
}

/** Why an address is refused for a subscription (creation), or null when it may be used. */
export type AddressRefusal = "bad_url" | "not_https" | "userinfo" | "local_name" | "bad_port" | "not_public_address";
export interface AddressCheck {
  check(url: string): Promise<AddressRefusal | null>;
}

/**
 * Sends on request - a test event, a redelivery, the portal's replay - are each a POST to an
 * address the app chose: they spend one budget per subscription and one per app.
 */
export interface SendBudget {
  spend(key: {
    readonly clientId: string;
    readonly webhookId: string;
  }): Promise<{ readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number }>;
}

/** Secrets at rest: sealed (encrypted) for storage, opened for signing. */
export interface SecretBox {
  seal(secret: string): string;
  /** null when it cannot be opened (another server secret, tampering). */
  open(sealed: string): string | null;
}
