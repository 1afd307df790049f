// What the account and portal pages read and do: a user sees which apps send their notifications
// and where (the host), and stops one (only their own); a client's owner sees attempts and failure
// rates across users and replays a delivery (no one else can).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { WebhookActivity } from "@/components/portal/webhook-activity";
import {
  removeAppNotificationCommand,
  replayWebhookDeliveryCommand,
  sendWebhookTestCommand,
} from "@/lib/actions/webhook-commands";
import { listAppNotifications } from "@/lib/db/webhooks/app-notifications";
import { loadClientWebhookActivity } from "@/lib/db/webhooks/client-webhook-activity";
import type { DeliveryQueue } from "@/lib/server/webhooks/delivery-queue";
import { withTestDatabase } from "../test-database";
import { type World, callRoute, makeWorld } from "../scheduling/api-kit";
import {
  type Receiver,
  book,
  bookableEventType,
  createWebhook,
  eventually,
  startReceiver,
  startRunner,
} from "./webhook-kit";

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
  runner = startRunner(ctx.db, { retry: { delaysSeconds: [0.3, 0.3, 0.3] } });
});
afterAll(async () => {
  await runner.stop();
  await receiver.close();
});

describe("Authorized apps: where an app sends the user's notifications", () => {
  it("lists each subscription by host and lets only its user stop it", async () => {
    const personal = await createWebhook(world, `${receiver.url}?secret-path=1`, { triggers: ["BOOKING_CREATED"] });
    const org = await createWebhook(world, receiver.url, { orgId: world.orgId, triggers: ["BOOKING_CANCELLED"] });
    const listed = (await listAppNotifications(ctx.db.prisma, world.owner)).get(world.clientId)!;
    expect(listed.map((n) => n.webhookId).sort()).toEqual([personal.id, org.id].sort());
    const host = new URL(receiver.url).host;
    expect(listed.every((n) => n.host === host)).toBe(true);
    expect(listed.find((n) => n.webhookId === org.id)).toMatchObject({
      organizationName: "Org",
      triggers: ["BOOKING_CANCELLED"],
    });
    expect((await listAppNotifications(ctx.db.prisma, world.member)).size).toBe(0);

    expect(await removeAppNotificationCommand({ id: world.member }, { webhookId: personal.id })).toMatchObject({
      ok: false,
      code: "not_found",
    });
    expect(await removeAppNotificationCommand({ id: world.owner }, { webhookId: personal.id })).toMatchObject({
      ok: true,
    });
    expect(await ctx.db.prisma.webhook.count({ where: { id: personal.id } })).toBe(0);
    // Its bookings are no longer sent anywhere.
    await book(await bookableEventType(world));
    await new Promise((r) => setTimeout(r, 300));
    expect(await ctx.db.prisma.webhookDelivery.count({ where: { webhookId: personal.id } })).toBe(0);
  });
});

describe("the developer portal's webhook view", () => {
  it("counts attempts and failures per day across users, and lets only the owner replay", async () => {
    const hook = await createWebhook(world, receiver.url, { triggers: ["BOOKING_CREATED"] });
    receiver.status = 500;
    try {
      await book(await bookableEventType(world));
      await eventually(
        "a failed attempt",
        async () =>
          (await ctx.db.prisma.webhookAttempt.count({
            where: { delivery: { webhookId: hook.id }, statusCode: 500 },
          })) >= 1,
      );
    } finally {
      receiver.status = 200;
    }
    await eventually(
      "delivered",
      async () =>
        (await ctx.db.prisma.webhookDelivery.count({ where: { webhookId: hook.id, status: "DELIVERED" } })) === 1,
    );
    const activity = await loadClientWebhookActivity(ctx.db.prisma, world.clientDbId);
    const today = activity.days.at(-1)!;
    expect(today.attempts).toBeGreaterThanOrEqual(2);
    expect(today.failedAttempts).toBeGreaterThanOrEqual(1);
    const mine = activity.recent.filter((a) => a.deliveryId && a.host === new URL(receiver.url).host);
    expect(mine.some((a) => a.statusCode === 500 && a.responseBody === "ok")).toBe(true);
    expect(mine[0]!.requestHeaders["webhook-signature"]).toMatch(/^v1,/);
    expect(mine[0]!.requestBody).toContain("triggerEvent");

    const deliveryId = mine[0]!.deliveryId;
    expect(
      await replayWebhookDeliveryCommand({ id: world.member }, { clientId: world.clientId, deliveryId }),
    ).toMatchObject({
      ok: false,
      code: "not_found",
    });
    const replayed = await replayWebhookDeliveryCommand({ id: world.owner }, { clientId: world.clientId, deliveryId });
    expect(replayed).toMatchObject({ ok: true });
    await eventually(
      "replayed",
      async () =>
        (await ctx.db.prisma.webhookDelivery.count({ where: { webhookId: hook.id, status: "DELIVERED" } })) === 2,
    );
  });

  it("shows a payload only for attempts that reached the receiver; the API's delivery log holds none", async () => {
    const hook = await createWebhook(world, receiver.url, { triggers: ["BOOKING_CREATED"] });
    await receiver.down();
    try {
      await book(await bookableEventType(world));
      await eventually(
        "an attempt that never reached the receiver",
        async () =>
          (await ctx.db.prisma.webhookAttempt.count({
            where: { delivery: { webhookId: hook.id }, error: "network_error" },
          })) >= 1,
      );
    } finally {
      await receiver.up();
    }
    // Delivered by a retry once the receiver is back, or failed if every retry came too soon.
    await eventually(
      "the delivery finished",
      async () =>
        (await ctx.db.prisma.webhookDelivery.count({
          where: { webhookId: hook.id, status: { in: ["DELIVERED", "FAILED"] } },
        })) === 1,
    );
    const [delivery] = await ctx.db.prisma.webhookDelivery.findMany({ where: { webhookId: hook.id } });
    const activity = await loadClientWebhookActivity(ctx.db.prisma, world.clientDbId, { recent: 1000 });
    const attempts = activity.recent.filter((a) => a.deliveryId === delivery!.id);
    const missed = attempts.filter((a) => a.statusCode === null);
    const reached = attempts.filter((a) => a.statusCode !== null);
    expect(missed.length).toBeGreaterThanOrEqual(1);
    expect(missed.every((a) => a.requestBody === null)).toBe(true);
    for (const a of reached) expect(a.requestBody).toContain("ann@example.com");
    const html = renderToStaticMarkup(
      createElement(WebhookActivity, {
        clientId: world.clientId,
        activity: { ...activity, recent: missed },
        canReplay: false,
        timeZone: "UTC",
      }),
    );
    expect(html).toContain("payload not shown");
    expect(html).not.toContain("ann@example.com");
    expect(html).not.toContain("Ann");
    const log = await callRoute(
      { method: "GET", path: "/v2/webhooks/{webhookId}/deliveries" },
      { token: hook.token, params: { webhookId: hook.id } },
    );
    expect(log.status).toBe(200);
    const text = await log.text();
    expect(text).toContain(delivery!.id);
    expect(text).not.toContain("ann@example.com");
  });

  it("tells the owner which subscriptions were stopped and why", async () => {
    // Made on the test's receiver (an address that resolves here), then moved and stopped as the
    // delivery worker would stop them.
    const [gone, failing, fine] = [
      await createWebhook(world, receiver.url, { triggers: ["BOOKING_CREATED"] }),
      await createWebhook(world, receiver.url, { triggers: ["BOOKING_CREATED"] }),
      await createWebhook(world, receiver.url, { triggers: ["BOOKING_CREATED"] }),
    ];
    const at = new Date("2026-11-20T09:30:00Z");
    await ctx.db.prisma.webhook.update({
      where: { id: gone.id },
      data: { subscriberUrl: "https://gone.example.com/hook", active: false, disabledReason: "gone", disabledAt: at },
    });
    await ctx.db.prisma.webhook.update({
      where: { id: failing.id },
      data: {
        subscriberUrl: "https://failing.example.com/hook",
        active: false,
        disabledReason: "failing",
        disabledAt: new Date(at.getTime() - 60_000),
      },
    });
    await ctx.db.prisma.webhook.update({
      where: { id: fine.id },
      data: { subscriberUrl: "https://fine.example.com/hook" },
    });

    const activity = await loadClientWebhookActivity(ctx.db.prisma, world.clientDbId);
    expect(activity.stopped).toEqual([
      { webhookId: gone.id, host: "gone.example.com", reason: "gone", at },
      { webhookId: failing.id, host: "failing.example.com", reason: "failing", at: new Date(at.getTime() - 60_000) },
    ]);
    const html = renderToStaticMarkup(
      createElement(WebhookActivity, { clientId: world.clientId, activity, canReplay: false, timeZone: "UTC" }),
    );
    expect(html).toContain("Stopped subscriptions");
    expect(html).toContain("gone.example.com: stopped: the receiver said it no longer exists");
    expect(html).toContain("failing.example.com: stopped: every delivery failed for days");
    expect(html).not.toContain("fine.example.com:");
  });

  it("lets the owner send a signed test event to a live subscription they pick, which arrives; nobody else", async () => {
    const hook = await createWebhook(world, receiver.url, { triggers: ["BOOKING_CREATED"] });
    const paused = await createWebhook(world, receiver.url, { triggers: ["BOOKING_CREATED"] });
    await ctx.db.prisma.webhook.update({ where: { id: paused.id }, data: { active: false } });
    const offered = (await loadClientWebhookActivity(ctx.db.prisma, world.clientDbId)).testable.map((t) => t.webhookId);
    expect(offered).toContain(hook.id);
    expect(offered).not.toContain(paused.id);

    const send = (caller: string, webhookId: string) =>
      sendWebhookTestCommand({ id: caller }, { clientId: world.clientId, webhookId });
    expect(await send(world.member, hook.id)).toMatchObject({ ok: false, code: "not_found" });
    expect(await send(world.owner, paused.id)).toMatchObject({ ok: false, code: "not_sendable" });
    const sent = await send(world.owner, hook.id);
    if (!sent.ok) throw new Error(sent.message);
    await eventually(
      "the test event delivered",
      async () =>
        (await ctx.db.prisma.webhookDelivery.count({ where: { id: sent.data.deliveryId, status: "DELIVERED" } })) === 1,
    );
    const attempt = (await loadClientWebhookActivity(ctx.db.prisma, world.clientDbId, { recent: 1000 })).recent.find(
      (a) => a.messageId === sent.data.messageId,
    );
    expect(attempt).toMatchObject({ triggerEvent: "PING", statusCode: 200 });
    expect(attempt?.requestHeaders["webhook-signature"]).toMatch(/^v1,/);
  });
});
