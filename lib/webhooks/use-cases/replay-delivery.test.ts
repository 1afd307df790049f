import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createMemoryWebhooks } from "../testing/memory-webhook-store";
import { type ReplayTarget, replayDelivery } from "./replay-delivery";

const T0 = new Date("2030-06-01T12:00:00.000Z");

async function world(sendsAllowed: number) {
  const m = createMemoryWebhooks();
  m.grants.set("g1", {
    clientId: "app",
    userId: "u1",
    revokedAt: null,
    scopes: ["WEBHOOK_WRITE"],
    legacyUnrestricted: false,
    userDisabled: false,
    client: { status: "APPROVED", scopes: ["WEBHOOK_WRITE"] },
  });
  const subscription = await m.subscriptions.create({
    owner: { kind: "user", userId: "u1" },
    grantId: "g1",
    subscriberUrl: "https://hooks.example.com/in",
    triggers: ["BOOKING_CREATED"],
    active: true,
    secretSealed: "sealed",
  });
  const delivery = await m.subscriptions.deliverTestEvent(subscription.id, {
    triggerEvent: "PING",
    body: "{}",
    now: T0,
  });
  const spends: unknown[] = [];
  const deps = {
    store: m.subscriptions,
    now: () => T0,
    sendBudget: {
      spend: async (key: { clientId: string; webhookId: string }) => {
        spends.push(key);
        return spends.length <= sendsAllowed
          ? ({ allowed: true } as const)
          : ({ allowed: false, retryAfterSeconds: 600 } as const);
      },
    },
  };
  const target: ReplayTarget = {
    clientId: "app",
    deliveryId: delivery.id,
    webhookId: subscription.id,
    active: true,
    disabledAt: null,
  };
  return { m, deps, target, spends };
}

describe("the portal's replay of a delivery", () => {
  it("sends it again with the same webhook-id, spending the app's send budget like its own redeliveries", async () => {
    const { deps, target, spends } = await world(1);
    expect(await replayDelivery(deps, target)).toMatchObject({ ok: true, data: { status: "PENDING" } });
    expect(spends).toEqual([{ clientId: "app", webhookId: target.webhookId }]);
    expect(await replayDelivery(deps, target)).toEqual({ ok: false, code: "rate_limited", retryAfterSeconds: 600 });
  });

  it("sends nothing, and spends nothing, for a missing delivery or a paused or stopped subscription", async () => {
    const { deps, target, spends } = await world(10);
    expect(await replayDelivery(deps, null)).toEqual({ ok: false, code: "not_found" });
    expect(await replayDelivery(deps, { ...target, active: false })).toEqual({ ok: false, code: "not_replayable" });
    expect(await replayDelivery(deps, { ...target, disabledAt: T0 })).toEqual({ ok: false, code: "not_replayable" });
    expect(spends).toEqual([]);
    expect(await replayDelivery(deps, { ...target, deliveryId: randomUUID() })).toEqual({
      ok: false,
      code: "not_found",
    });
  });
});
