// Subscriptions as their owner manages them through an app: make one (its URL checked, a secret
// made and shown once), rotate its secret, list its deliveries, redeliver one, send a test event.
// Every call is scoped to the owner AND the app: an app never sees or touches another app's
// subscriptions (a rotated secret in the wrong hands would let it forge deliveries). A test
// event or a redelivery is a POST to an address the app chose: each spends the send budget.
import { type Outcome, type Refused, type Succeeded, fail, ok } from "@/lib/outcome";
import { ROTATION_OVERLAP_HOURS, newWebhookSecret } from "../rules/webhook-secret";
import { subscriberUrlProblem } from "../rules/subscriber-url";
import { testEventBody, TEST_TRIGGER } from "../event-body";
import type {
  AddressCheck,
  AddressRefusal,
  DeliveryRecord,
  Page,
  SecretBox,
  SendBudget,
  SubscriptionRecord,
  SubscriptionScope,
  SubscriptionStore,
} from "../ports";

export interface SubscriptionDeps {
  readonly store: SubscriptionStore;
  readonly addresses: AddressCheck;
  readonly secrets: SecretBox;
  readonly randomBytes: (n: number) => Uint8Array;
  readonly now: () => Date;
  /** WEBHOOK_ALLOW_LOOPBACK: http and localhost receivers (development and tests only). */
  readonly allowLoopback: boolean;
  /** WEBHOOK_ALLOWED_PORTS: the ports besides 443 a subscriber URL may name. */
  readonly allowedPorts: readonly number[];
  readonly sendBudget: SendBudget;
}

/** A subscription with its secret in clear: the only answers that carry it, once. */
export type WithSecret = { subscription: SubscriptionRecord; secret: string };

export type CreateResult = Succeeded<WithSecret> | (Refused<"address_refused"> & { reason: AddressRefusal });

export async function createSubscription(
  deps: SubscriptionDeps,
  scope: SubscriptionScope & { grantId: string },
  input: { subscriberUrl: string; triggers: readonly string[]; active: boolean },
): Promise<CreateResult> {
  const problem =
    subscriberUrlProblem(input.subscriberUrl, deps.allowLoopback, deps.allowedPorts) ??
    (await deps.addresses.check(input.subscriberUrl));
  if (problem) return { ...fail("address_refused"), reason: problem };
  const secret = newWebhookSecret(deps.randomBytes);
  const subscription = await deps.store.create({
    owner: scope.owner,
    grantId: scope.grantId,
    subscriberUrl: input.subscriberUrl,
    triggers: [...new Set(input.triggers)],
    active: input.active,
    secretSealed: deps.secrets.seal(secret),
  });
  return ok({ subscription, secret });
}

export async function rotateSubscriptionSecret(
  deps: SubscriptionDeps,
  scope: SubscriptionScope,
  id: string,
): Promise<Outcome<WithSecret, "not_found">> {
  const secret = newWebhookSecret(deps.randomBytes);
  const previousExpiresAt = new Date(deps.now().getTime() + ROTATION_OVERLAP_HOURS * 3_600_000);
  const subscription = await deps.store.rotateSecret(scope, id, {
    secretSealed: deps.secrets.seal(secret),
    previousExpiresAt,
  });
  return subscription ? ok({ subscription, secret }) : fail("not_found");
}

export async function listSubscriptionDeliveries(
  deps: SubscriptionDeps,
  scope: SubscriptionScope,
  id: string,
  page: { take: number; cursor?: string },
): Promise<Outcome<Page<DeliveryRecord>, "not_found">> {
  if (!(await deps.store.find(scope, id))) return fail("not_found");
  return ok(await deps.store.listDeliveries(id, page));
}

type Sendable = Outcome<SubscriptionRecord, "not_found" | "subscription_disabled">;

async function sendable(deps: SubscriptionDeps, scope: SubscriptionScope, id: string): Promise<Sendable> {
  const subscription = await deps.store.find(scope, id);
  if (!subscription) return fail("not_found");
  if (!subscription.active || subscription.disabledAt) return fail("subscription_disabled");
  return ok(subscription);
}

/** The subscription's or the app's send budget is spent for now. */
export type SendsSpent = Refused<"rate_limited"> & { readonly retryAfterSeconds: number };

export type DeliveryResult = Outcome<DeliveryRecord, "not_found" | "subscription_disabled"> | SendsSpent;

/** Spends one send of the subscription's and the app's budgets; the refusal when either is spent. */
export async function spendSend(
  deps: Pick<SubscriptionDeps, "sendBudget">,
  clientId: string,
  webhookId: string,
): Promise<SendsSpent | null> {
  const verdict = await deps.sendBudget.spend({ clientId, webhookId });
  return verdict.allowed ? null : { ...fail("rate_limited"), retryAfterSeconds: verdict.retryAfterSeconds };
}

/** The same event again, with the same webhook-id, signed with the current secrets when sent. */
export async function redeliver(
  deps: SubscriptionDeps,
  scope: SubscriptionScope,
  id: string,
  deliveryId: string,
): Promise<DeliveryResult> {
  const found = await sendable(deps, scope, id);
  if (!found.ok) return found;
  const spent = await spendSend(deps, scope.clientId, id);
  if (spent) return spent;
  const delivery = await deps.store.redeliver(id, deliveryId, deps.now());
  return delivery ? ok(delivery) : fail("not_found");
}

export async function sendTestEvent(
  deps: SubscriptionDeps,
  scope: SubscriptionScope,
  id: string,
): Promise<DeliveryResult> {
  const found = await sendable(deps, scope, id);
  if (!found.ok) return found;
  const spent = await spendSend(deps, scope.clientId, id);
  if (spent) return spent;
  const now = deps.now();
  return ok(await deps.store.deliverTestEvent(id, { triggerEvent: TEST_TRIGGER, body: testEventBody(id, now), now }));
}
