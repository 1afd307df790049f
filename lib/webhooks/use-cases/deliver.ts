// One attempt of one claimed delivery: check at send time that the app may still receive it
// (lib/webhooks/rules/delivery-access.ts), sign with the current secret (and the previous one
// during a rotation), send through the guarded sender, and record what follows - delivered,
// retried later (retry-schedule.ts), failed, or the subscription disabled (410 Gone, or failing
// for days). Nothing is sent for a subscription that is inactive, disabled or no longer allowed.
import { attemptError, judgeAttempt } from "../rules/attempt-outcome";
import { deliveryBlock } from "../rules/delivery-access";
import { afterAttempt } from "../rules/failure-streak";
import { nextAttemptAt, parseRetryAfter, type RetryPolicy } from "../rules/retry-schedule";
import { deliveryHeaders } from "../rules/signature";
import type { AttemptRecord, ClaimedDelivery, DeliveryStore, SecretBox, WebhookSender } from "../ports";

export interface DeliveryDeps {
  readonly store: DeliveryStore;
  readonly sender: WebhookSender;
  readonly secrets: SecretBox;
  readonly retry: RetryPolicy;
  readonly now: () => Date;
  /** In [0, 1): the retry jitter. */
  readonly random: () => number;
  readonly disableAfterDays?: number;
}

/** How much of a receiver's answer is kept in the attempt log. */
export const KEPT_RESPONSE_CHARS = 2048;

function cancelled(claimed: ClaimedDelivery, error: string, at: Date): AttemptRecord {
  return {
    deliveryId: claimed.id,
    attempt: claimed.attempt,
    webhookId: claimed.webhook.id,
    log: null,
    next: { status: "CANCELLED", error, at },
  };
}

function signingSecrets(deps: DeliveryDeps, webhook: ClaimedDelivery["webhook"], now: Date): string[] | null {
  const current = webhook.secretSealed ? deps.secrets.open(webhook.secretSealed) : null;
  if (!current) return null;
  const previous =
    webhook.previousSecretSealed && webhook.previousSecretExpiresAt && webhook.previousSecretExpiresAt > now
      ? deps.secrets.open(webhook.previousSecretSealed)
      : null;
  return previous ? [current, previous] : [current];
}

export async function attemptDelivery(deps: DeliveryDeps, claimed: ClaimedDelivery): Promise<AttemptRecord> {
  const record = await decide(deps, claimed);
  await deps.store.record(record);
  return record;
}

async function decide(deps: DeliveryDeps, claimed: ClaimedDelivery): Promise<AttemptRecord> {
  const { webhook } = claimed;
  if (!webhook.active || webhook.disabledAt) return cancelled(claimed, "webhook_disabled", deps.now());
  const block = deliveryBlock(webhook.owner, await deps.store.accessFacts(webhook));
  if (block) return cancelled(claimed, block, deps.now());
  const startedAt = deps.now();
  const secrets = signingSecrets(deps, webhook, startedAt);
  if (!secrets) return cancelled(claimed, "secret_unreadable", startedAt);

  const headers = deliveryHeaders({
    messageId: claimed.messageId,
    timestampSeconds: Math.floor(startedAt.getTime() / 1000),
    body: claimed.body,
    secrets,
  });
  const result = await deps.sender.post(webhook.subscriberUrl, headers, claimed.body);
  const now = deps.now();
  const verdict = judgeAttempt(result);
  const error = attemptError(result);
  const log = {
    startedAt,
    statusCode: result.kind === "response" ? result.status : null,
    latencyMs: result.latencyMs,
    error,
    requestHeaders: headers,
    responseBody: result.kind === "response" ? result.body.slice(0, KEPT_RESPONSE_CHARS) : null,
  };
  const streak = afterAttempt({
    failingSince: webhook.failingSince,
    delivered: verdict === "delivered",
    now,
    ...(deps.disableAfterDays !== undefined ? { disableAfterDays: deps.disableAfterDays } : {}),
  });
  const base = { deliveryId: claimed.id, attempt: claimed.attempt, webhookId: webhook.id, log };
  const disable = verdict === "gone" ? ("gone" as const) : streak.disable ? ("failing" as const) : null;
  const streakChange = { failingSince: streak.failingSince, disable, at: now };

  if (verdict === "delivered")
    return { ...base, next: { status: "DELIVERED", error: null, at: now }, streak: streakChange };
  if (verdict === "retry" && !disable) {
    const at = nextAttemptAt(deps.retry, {
      attempt: claimed.attempt,
      now,
      random: deps.random(),
      retryAfterSeconds:
        result.kind === "response" && result.status === 429 ? parseRetryAfter(result.retryAfter, now) : null,
    });
    if (at) return { ...base, next: { status: "PENDING", at, error }, streak: streakChange };
  }
  return { ...base, next: { status: "FAILED", error, at: now }, streak: streakChange };
}
