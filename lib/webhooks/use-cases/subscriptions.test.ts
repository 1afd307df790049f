import { randomBytes } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import type { AddressRefusal, SubscriptionScope } from "../ports";
import { createMemoryWebhooks, type MemoryWebhooks } from "../testing/memory-webhook-store";
import {
  createSubscription,
  redeliver,
  rotateSubscriptionSecret,
  sendTestEvent,
  type SubscriptionDeps,
} from "./subscriptions";

const T0 = new Date("2030-06-01T12:00:00.000Z");
let m: MemoryWebhooks;
let deps: SubscriptionDeps;
let refusal: AddressRefusal | null;
/** Sends the budget was asked for, and how many it allows before refusing. */
let spends: { clientId: string; webhookId: string }[];
let sendsAllowed: number;
const scope: SubscriptionScope & { grantId: string } = {
  owner: { kind: "user", userId: "u1" },
  clientId: "app",
  grantId: "g1",
};
const input = {
  subscriberUrl: "https://hooks.example.com/in",
  triggers: ["BOOKING_CREATED", "BOOKING_CREATED"],
  active: true,
};

beforeEach(() => {
  m = createMemoryWebhooks();
  refusal = null;
  spends = [];
  sendsAllowed = Number.POSITIVE_INFINITY;
  m.grants.set("g1", {
    clientId: "app",
    userId: "u1",
    revokedAt: null,
    scopes: ["WEBHOOK_WRITE"],
    legacyUnrestricted: false,
    userDisabled: false,
    client: { status: "APPROVED", scopes: ["WEBHOOK_WRITE"] },
  });
  deps = {
    store: m.subscriptions,
    addresses: { check: async () => refusal },
    secrets: { seal: (s) => `sealed:${s}`, open: (s) => s.slice(7) },
    randomBytes,
    now: () => T0,
    allowLoopback: false,
    allowedPorts: [8443],
    sendBudget: {
      spend: async (key) => {
        spends.push(key);
        return spends.length <= sendsAllowed ? { allowed: true } : { allowed: false, retryAfterSeconds: 1800 };
      },
    },
  };
});

describe("making a subscription", () => {
  it("hands its secret out once and stores it only sealed", async () => {
    const result = await createSubscription(deps, scope, input);
    if (!result.ok) throw new Error("refused");
    expect(result.data.secret).toMatch(/^whsec_/);
    expect(result.data.subscription.triggers).toEqual(["BOOKING_CREATED"]);
    expect(m.subscriptionRows.get(result.data.subscription.id)!.secretSealed).toBe(`sealed:${result.data.secret}`);
    expect(JSON.stringify(result.data.subscription)).not.toContain(result.data.secret);
  });

  it("is refused for a URL the rules or the address check refuse, storing nothing", async () => {
    expect(await createSubscription(deps, scope, { ...input, subscriberUrl: "https://localhost/x" })).toEqual({
      ok: false,
      code: "address_refused",
      reason: "local_name",
    });
    expect(
      await createSubscription(deps, scope, { ...input, subscriberUrl: "https://hooks.example.com:5432/x" }),
    ).toMatchObject({ reason: "bad_port" });
    refusal = "not_public_address";
    expect(await createSubscription(deps, scope, input)).toMatchObject({ reason: "not_public_address" });
    expect(m.subscriptionRows.size).toBe(0);
    refusal = null;
    expect(
      await createSubscription(deps, scope, { ...input, subscriberUrl: "https://hooks.example.com:8443/x" }),
    ).toMatchObject({ ok: true });
  });
});

describe("a subscription's secret, tests and redeliveries", () => {
  it("rotates: a new secret once, the previous one signing for 24 more hours", async () => {
    const made = await createSubscription(deps, scope, input);
    if (!made.ok) throw new Error("refused");
    const rotated = await rotateSubscriptionSecret(deps, scope, made.data.subscription.id);
    if (!rotated.ok) throw new Error("not found");
    expect(rotated.data.secret).not.toBe(made.data.secret);
    expect(rotated.data.subscription.previousSecretExpiresAt).toEqual(new Date(T0.getTime() + 24 * 3_600_000));
    expect(await rotateSubscriptionSecret(deps, { ...scope, clientId: "other" }, made.data.subscription.id)).toEqual({
      ok: false,
      code: "not_found",
    });
  });

  it("sends a test event and redelivers only for an active subscription of the app", async () => {
    const made = await createSubscription(deps, scope, input);
    if (!made.ok) throw new Error("refused");
    const id = made.data.subscription.id;
    const test = await sendTestEvent(deps, scope, id);
    expect(test).toMatchObject({ ok: true, data: { triggerEvent: "PING", status: "PENDING" } });
    if (!test.ok) return;
    expect(await redeliver(deps, scope, id, test.data.id)).toMatchObject({
      ok: true,
      data: { messageId: test.data.messageId },
    });
    expect(await redeliver(deps, { ...scope, clientId: "other" }, id, test.data.id)).toEqual({
      ok: false,
      code: "not_found",
    });
    m.subscriptionRows.set(id, { ...m.subscriptionRows.get(id)!, disabledAt: T0, disabledReason: "gone" });
    expect(await sendTestEvent(deps, scope, id)).toEqual({ ok: false, code: "subscription_disabled" });
  });

  it("spends the send budget of the subscription and the app on each test event and redelivery", async () => {
    const made = await createSubscription(deps, scope, input);
    if (!made.ok) throw new Error("refused");
    const id = made.data.subscription.id;
    sendsAllowed = 2;
    const test = await sendTestEvent(deps, scope, id);
    if (!test.ok) throw new Error("refused");
    expect(await redeliver(deps, scope, id, test.data.id)).toMatchObject({ ok: true });
    // Not asked for what is not sent: another app's call, a disabled subscription.
    expect(await sendTestEvent(deps, { ...scope, clientId: "other" }, id)).toMatchObject({ code: "not_found" });
    expect(spends).toEqual([
      { clientId: "app", webhookId: id },
      { clientId: "app", webhookId: id },
    ]);
    const before = (await m.subscriptions.listDeliveries(id, { take: 100 })).items.length;
    expect(await redeliver(deps, scope, id, test.data.id)).toEqual({
      ok: false,
      code: "rate_limited",
      retryAfterSeconds: 1800,
    });
    expect(await sendTestEvent(deps, scope, id)).toMatchObject({ code: "rate_limited" });
    expect((await m.subscriptions.listDeliveries(id, { take: 100 })).items).toHaveLength(before);
  });
});
