import { describe, expect, it } from "vitest";
import { createMemoryWebhooks } from "../testing/memory-webhook-store";
import { type TestEventTarget, sendPortalTestEvent } from "./portal-test-event";

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
  const target: TestEventTarget = { clientId: "app", webhookId: subscription.id, active: true, disabledAt: null };
  return { deps, target, spends };
}

describe("the portal's test event", () => {
  it("queues a PING to the chosen subscription, spending the app's send budget", async () => {
    const { deps, target, spends } = await world(1);
    expect(await sendPortalTestEvent(deps, target)).toMatchObject({
      ok: true,
      data: { webhookId: target.webhookId, triggerEvent: "PING", status: "PENDING" },
    });
    expect(spends).toEqual([{ clientId: "app", webhookId: target.webhookId }]);
    expect(await sendPortalTestEvent(deps, target)).toEqual({
      ok: false,
      code: "rate_limited",
      retryAfterSeconds: 600,
    });
  });

  it("refuses a subscription that is not the owner's, is paused or was stopped, without spending", async () => {
    const { deps, target, spends } = await world(5);
    expect(await sendPortalTestEvent(deps, null)).toEqual({ ok: false, code: "not_found" });
    expect(await sendPortalTestEvent(deps, { ...target, active: false })).toEqual({ ok: false, code: "not_sendable" });
    expect(await sendPortalTestEvent(deps, { ...target, disabledAt: T0 })).toEqual({ ok: false, code: "not_sendable" });
    expect(spends).toEqual([]);
  });
});
