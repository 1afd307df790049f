// The webhook operations over the real routes: test events, the delivery list, redelivery with the
// same webhook-id, secret rotation (both secrets verify during the overlap, checked with
// standardwebhooks), 410 disabling a subscription with the reason shown, and another app of the
// same user seeing none of it.
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DeliveryQueue } from "@/lib/server/webhooks/delivery-queue";
import { withTestDatabase } from "../test-database";
import { type World, callRoute, makeWorld } from "../scheduling/api-kit";
import { type Receiver, createWebhook, eventually, startReceiver, startRunner } from "./webhook-kit";

vi.hoisted(() => {
  process.env.WEBHOOK_ALLOW_LOOPBACK = "true";
});

const ctx = withTestDatabase();
let world: World;
let receiver: Receiver;
let runner: DeliveryQueue;

beforeAll(async () => {
  world = await makeWorld(ctx.db.prisma);
  receiver = await startReceiver();
  runner = startRunner(ctx.db);
});
afterAll(async () => {
  await runner.stop();
  await receiver.close();
});

type Json = { status: string; data: Record<string, unknown> & { id: string }; error?: { code: string } };
const call = async (token: string, method: "GET" | "POST" | "DELETE", path: string, params: Record<string, string>) => {
  const response = await callRoute({ method, path }, { token, params });
  return { status: response.status, body: (await response.json()) as Json };
};
const deliveries = async (token: string, webhookId: string) =>
  (await call(token, "GET", "/v2/webhooks/{webhookId}/deliveries", { webhookId })).body.data as unknown as {
    id: string;
    messageId: string;
    status: string;
    attempts: number;
    lastStatusCode: number | null;
    lastLatencyMs: number | null;
    nextAttemptAt: string | null;
    triggerEvent: string;
  }[];
const verifies = (secret: string, r: { body: string; headers: Record<string, unknown> }) => {
  try {
    new Webhook(secret).verify(r.body, r.headers as Record<string, string>);
    return true;
  } catch {
    return false;
  }
};

describe("the webhook operations", () => {
  it("send a test event, list the delivery and redeliver it with the same webhook-id", async () => {
    const hook = await createWebhook(world, receiver.url);
    const test = await call(hook.token, "POST", "/v2/webhooks/{webhookId}/test", { webhookId: hook.id });
    expect(test.status).toBe(200);
    expect(test.body.data).toMatchObject({ triggerEvent: "PING", status: "PENDING", attempts: 0 });
    await eventually("delivered", async () => (await deliveries(hook.token, hook.id))[0]?.status === "DELIVERED");
    const [listed] = await deliveries(hook.token, hook.id);
    expect(listed).toMatchObject({ attempts: 1, lastStatusCode: 200, nextAttemptAt: null, triggerEvent: "PING" });
    expect(listed!.lastLatencyMs).toBeGreaterThanOrEqual(0);

    const again = await call(hook.token, "POST", "/v2/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver", {
      webhookId: hook.id,
      deliveryId: listed!.id,
    });
    expect(again.status).toBe(200);
    expect(again.body.data.messageId).toBe(listed!.messageId);
    await eventually("redelivered", async () =>
      (await deliveries(hook.token, hook.id)).every((d) => d.status === "DELIVERED"),
    );
    const got = receiver.received.filter((r) => r.headers["webhook-id"] === listed!.messageId);
    expect(got).toHaveLength(2);
    expect(got.every((r) => verifies(hook.secret, r))).toBe(true);
  });

  it("rotates the secret: shown once, and both secrets verify each delivery for 24 hours", async () => {
    const hook = await createWebhook(world, receiver.url);
    const rotated = await call(hook.token, "POST", "/v2/webhooks/{webhookId}/rotate-secret", { webhookId: hook.id });
    expect(rotated.status).toBe(200);
    const secret = rotated.body.data.secret as string;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(hook.secret);
    const overlapEnds = Date.parse(rotated.body.data.previousSecretExpiresAt as string);
    expect(overlapEnds - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    const read = await call(hook.token, "GET", "/v2/webhooks/{webhookId}", { webhookId: hook.id });
    expect(JSON.stringify(read.body)).not.toContain("whsec_");
    const test = await call(hook.token, "POST", "/v2/webhooks/{webhookId}/test", { webhookId: hook.id });
    await eventually("delivered", () =>
      receiver.received.some((r) => r.headers["webhook-id"] === test.body.data.messageId),
    );
    const got = receiver.received.find((r) => r.headers["webhook-id"] === test.body.data.messageId)!;
    expect(verifies(secret, got)).toBe(true);
    expect(verifies(hook.secret, got)).toBe(true);
    expect(String(got.headers["webhook-signature"]).split(" ")).toHaveLength(2);
  });

  it("disables a subscription whose receiver answers 410 and says why; a test event is then refused", async () => {
    const hook = await createWebhook(world, receiver.url);
    receiver.status = 410;
    try {
      await call(hook.token, "POST", "/v2/webhooks/{webhookId}/test", { webhookId: hook.id });
      await eventually("disabled", async () => {
        const read = await call(hook.token, "GET", "/v2/webhooks/{webhookId}", { webhookId: hook.id });
        return read.body.data.disabledReason === "gone";
      });
    } finally {
      receiver.status = 200;
    }
    const read = await call(hook.token, "GET", "/v2/webhooks/{webhookId}", { webhookId: hook.id });
    expect(read.body.data).toMatchObject({ active: true, disabledReason: "gone" });
    expect(read.body.data.disabledAt).toEqual(expect.any(String));
    const test = await call(hook.token, "POST", "/v2/webhooks/{webhookId}/test", { webhookId: hook.id });
    expect(test.status).toBe(409);
    expect(test.body.error?.code).toBe("webhook_disabled");
  });

  it("shows another app of the same user none of an app's subscriptions", async () => {
    const hook = await createWebhook(world, receiver.url);
    const client = await ctx.db.prisma.oAuthClient.create({
      data: {
        clientId: `other-${Math.random().toString(36).slice(2)}`,
        name: "Other",
        ownerId: world.owner,
        kind: "CONFIDENTIAL",
        status: "APPROVED",
        scopes: ["WEBHOOK_WRITE", "WEBHOOK_READ"],
        redirectUris: ["http://localhost:8080/cb"],
      },
    });
    const other = await createWebhook({ ...world, clientId: client.clientId, clientDbId: client.id }, receiver.url);
    const params = { webhookId: hook.id };
    expect((await call(other.token, "GET", "/v2/webhooks/{webhookId}", params)).status).toBe(404);
    expect((await call(other.token, "POST", "/v2/webhooks/{webhookId}/rotate-secret", params)).status).toBe(404);
    expect((await call(other.token, "POST", "/v2/webhooks/{webhookId}/test", params)).status).toBe(404);
    expect((await call(other.token, "GET", "/v2/webhooks/{webhookId}/deliveries", params)).status).toBe(404);
    expect((await call(other.token, "DELETE", "/v2/webhooks/{webhookId}", params)).status).toBe(404);
    const list = (await call(other.token, "GET", "/v2/webhooks", {})).body.data as unknown as { id: string }[];
    expect(list.map((w) => w.id)).toEqual([other.id]);
    expect((await call(hook.token, "GET", "/v2/webhooks/{webhookId}", params)).status).toBe(200);
  });
});
