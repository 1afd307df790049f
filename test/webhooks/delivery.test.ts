// Webhook delivery end to end, over the real routes, database and job queue (pg-boss on
// PostgreSQL, the in-process runner on PGlite) to a real HTTP receiver on loopback
// (WEBHOOK_ALLOW_LOOPBACK=true): every trigger from every path that makes it happen, signatures
// checked with the standardwebhooks library, retries while the receiver is down, nothing for a
// revoked grant, a suspended client or a removed scope, and nothing lost when the runner stops
// between the commit and the send.
import { createHmac } from "node:crypto";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { revokeAppAccess } from "@/lib/db/grants/revoke-app-access";
import type { DeliveryQueue } from "@/lib/server/webhooks/delivery-queue";
import { withTestDatabase } from "../test-database";
import { type World, callRoute, makeWorld, mintToken } from "../scheduling/api-kit";
import {
  type Receiver,
  book,
  bookableEventType,
  createWebhook,
  eventually,
  nextSlot,
  startReceiver,
  startRunner,
} from "./webhook-kit";

vi.hoisted(() => {
  process.env.WEBHOOK_ALLOW_LOOPBACK = "true";
});

const ctx = withTestDatabase();
let world: World;
let receiver: Receiver;
let runner: DeliveryQueue | null = null;
const SHORT_RETRIES = { delaysSeconds: [0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3] };

const run = () => {
  runner = startRunner(ctx.db, { retry: SHORT_RETRIES });
};
const stopRunner = async () => {
  await runner?.stop();
  runner = null;
};

beforeAll(async () => {
  world = await makeWorld(ctx.db.prisma);
  receiver = await startReceiver();
});
afterAll(async () => {
  await stopRunner();
  await receiver.close();
});

type Delivered = { triggerEvent: string; createdAt: string; payload: Record<string, unknown> & { uid: string } };
const deliveriesOf = (webhookId: string) =>
  ctx.db.prisma.webhookDelivery.findMany({ where: { webhookId }, orderBy: { createdAt: "asc" } });

/** An approved app of the world's owner with webhook scopes: one per case, so each touches only its own. */
async function newApp(name: string): Promise<World> {
  const client = await ctx.db.prisma.oAuthClient.create({
    data: {
      clientId: `app-${Math.random().toString(36).slice(2)}`,
      name,
      ownerId: world.owner,
      kind: "CONFIDENTIAL",
      status: "APPROVED",
      scopes: ["WEBHOOK_WRITE", "WEBHOOK_READ"],
      redirectUris: ["http://localhost:8080/cb"],
    },
  });
  return { ...world, clientId: client.clientId, clientDbId: client.id };
}

describe("webhook delivery", () => {
  it("delivers each trigger once, from whichever path made it happen, signed (standardwebhooks verifies)", async () => {
    run();
    const hook = await createWebhook(world, receiver.url);
    const before = receiver.received.length;
    const instant = await bookableEventType(world);
    const confirmed = await bookableEventType(world, { requiresConfirmation: true });
    const host = await mintToken(world, world.owner, ["BOOKING_WRITE"]);
    const post = (path: string, params: Record<string, string>, body?: unknown) =>
      callRoute({ method: "POST", path }, { token: host, params, ...(body ? { body } : {}) });

    // Public: create, reschedule and cancel with the attendee's secret.
    const created = await callRoute(
      { method: "POST", path: "/v2/bookings" },
      {
        address: "203.0.113.7",
        body: {
          eventTypeId: instant,
          start: nextSlot().toISOString(),
          attendee: { name: "Ann", email: "a@example.com" },
        },
      },
    );
    expect(created.status).toBe(201);
    const { uid, attendeeSecret } = ((await created.json()) as { data: { uid: string; attendeeSecret: string } }).data;
    const publicPost = (action: string, body: unknown) =>
      callRoute(
        { method: "POST", path: `/v2/bookings/{bookingUid}/${action}` },
        { params: { bookingUid: uid }, body, address: "203.0.113.7" },
      );
    expect((await publicPost("reschedule", { attendeeSecret, start: nextSlot().toISOString() })).status).toBe(200);
    expect((await publicPost("cancel", { attendeeSecret })).status).toBe(200);
    // Host: confirm, decline, cancel.
    const pendingA = await book(confirmed);
    const pendingB = await book(confirmed);
    expect((await post("/v2/bookings/{bookingUid}/confirm", { bookingUid: pendingA.booking.uid })).status).toBe(200);
    expect(
      (await post("/v2/bookings/{bookingUid}/decline", { bookingUid: pendingB.booking.uid }, { reason: "busy" }))
        .status,
    ).toBe(200);
    expect((await post("/v2/bookings/{bookingUid}/cancel-as-host", { bookingUid: pendingA.booking.uid })).status).toBe(
      200,
    );

    await eventually("8 deliveries", () => receiver.received.length - before >= 8);
    await new Promise((r) => setTimeout(r, 500));
    const got = receiver.received.slice(before);
    expect(got).toHaveLength(8);
    const events = got.map((r) => {
      const verified = new Webhook(hook.secret).verify(r.body, r.headers as Record<string, string>) as Delivered;
      expect(r.headers["x-cal-signature-256"]).toBe(createHmac("sha256", hook.secret).update(r.body).digest("hex"));
      expect(r.headers["content-type"]).toBe("application/json");
      return verified;
    });
    expect(new Set(got.map((r) => r.headers["webhook-id"])).size).toBe(8);
    expect(events.map((e) => e.triggerEvent).sort()).toEqual(
      [
        "BOOKING_CREATED",
        "BOOKING_RESCHEDULED",
        "BOOKING_CANCELLED",
        "BOOKING_CREATED",
        "BOOKING_CREATED",
        "BOOKING_CONFIRMED",
        "BOOKING_REJECTED",
        "BOOKING_CANCELLED",
      ].sort(),
    );
    const forUid = events.filter((e) => e.payload.uid === uid).map((e) => e.triggerEvent);
    expect(forUid).toEqual(expect.arrayContaining(["BOOKING_CREATED", "BOOKING_RESCHEDULED", "BOOKING_CANCELLED"]));
    // The host's view: uid included, never the attendee's secret or its hash.
    for (const e of events) {
      expect(Object.keys(e.payload).sort()).toEqual(
        ["attendee", "cancellationReason", "end", "eventTypeId", "hostId", "start", "status", "title", "uid"].sort(),
      );
      expect(JSON.stringify(e)).not.toContain(attendeeSecret);
    }
    const rows = await deliveriesOf(hook.id);
    expect(rows.every((d) => d.status === "DELIVERED" && d.attempts === 1)).toBe(true);
  });

  it("tells an organization's subscription about its teams' bookings, and the host's own", async () => {
    const org = await createWebhook(world, receiver.url, { orgId: world.orgId, triggers: ["BOOKING_CREATED"] });
    const personal = await createWebhook(world, receiver.url, { triggers: ["BOOKING_CREATED"] });
    const teamEventType = await bookableEventType(world, { teamId: world.teamId });
    const before = receiver.received.length;
    const { booking } = await book(teamEventType);
    await eventually(
      "both subscriptions",
      async () =>
        (await deliveriesOf(org.id)).some((d) => d.status === "DELIVERED") &&
        (await deliveriesOf(personal.id)).some((d) => d.status === "DELIVERED"),
    );
    const mine = receiver.received.slice(before).filter((r) => r.body.includes(booking.uid));
    expect(
      mine.filter((r) => {
        try {
          return new Webhook(org.secret).verify(r.body, r.headers as Record<string, string>);
        } catch {
          return false;
        }
      }),
    ).toHaveLength(1);
    // A personal event type's booking is not the organization's.
    const personalOnly = await book(await bookableEventType(world));
    await eventually(
      "personal delivery",
      async () => (await deliveriesOf(personal.id)).filter((d) => d.status === "DELIVERED").length >= 2,
    );
    expect((await deliveriesOf(org.id)).length).toBe(1);
    void personalOnly;
  });

  it("retries while the receiver is down and delivers when it is back, with the same webhook-id", async () => {
    const hook = await createWebhook(world, receiver.url, { triggers: ["BOOKING_CREATED"] });
    // The fourth attempt waits 8 s: time to see three failures and bring the receiver back first,
    // however slowly a loaded machine polls.
    await stopRunner();
    runner = startRunner(ctx.db, { retry: { delaysSeconds: [0.3, 0.3, 8, 0.3, 0.3, 0.3, 0.3, 0.3] } });
    await receiver.down();
    const before = receiver.received.length;
    try {
      await book(await bookableEventType(world));
      // Three attempts made and recorded as failed (a claim alone counts the attempt before it is sent).
      await eventually("three failed attempts", async () => {
        const [delivery] = await deliveriesOf(hook.id);
        return delivery?.status === "PENDING" && delivery.attempts === 3;
      });
    } finally {
      await receiver.up();
    }
    await eventually("delivered", async () => (await deliveriesOf(hook.id))[0]?.status === "DELIVERED");
    const [delivery] = await deliveriesOf(hook.id);
    expect(delivery!.attempts).toBe(4);
    const attempts = await ctx.db.prisma.webhookAttempt.findMany({
      where: { deliveryId: delivery!.id },
      orderBy: { number: "asc" },
    });
    expect(attempts.map((a) => a.error)).toEqual(["network_error", "network_error", "network_error", null]);
    expect(attempts[3]!.statusCode).toBe(200);
    // Other subscriptions of this host got the booking too; this one's arrived once.
    const got = receiver.received.slice(before).filter((r) => r.headers["webhook-id"] === delivery!.messageId);
    expect(got).toHaveLength(1);
    expect(new Webhook(hook.secret).verify(got[0]!.body, got[0]!.headers as Record<string, string>)).toBeTruthy();
  });

  it("sends nothing queued for a grant that was revoked, a client suspended, or a scope removed", async () => {
    await stopRunner();
    const eventType = await bookableEventType(world);
    const revoked = await createWebhook(world, receiver.url, { triggers: ["BOOKING_CREATED"], userId: world.owner });
    // One app per case, so each change touches only its own subscription.
    const otherApp = () => newApp("Other");
    const suspendedApp = await otherApp();
    const suspended = await createWebhook(suspendedApp, receiver.url, { triggers: ["BOOKING_CREATED"] });
    const narrowedApp = await otherApp();
    const narrowed = await createWebhook(narrowedApp, receiver.url, { triggers: ["BOOKING_CREATED"] });
    await book(eventType);
    for (const hook of [revoked, suspended, narrowed])
      expect((await deliveriesOf(hook.id)).map((d) => d.status)).toEqual(["PENDING"]);

    await revokeAppAccess({ userId: world.owner, clientId: world.clientId });
    await ctx.db.prisma.oAuthClient.update({ where: { id: suspendedApp.clientDbId }, data: { status: "SUSPENDED" } });
    await ctx.db.prisma.oAuthClient.update({
      where: { id: narrowedApp.clientDbId },
      data: { scopes: ["WEBHOOK_READ"] },
    });
    const before = receiver.received.length;
    run();
    for (const [hook, reason] of [
      [revoked, "grant_revoked"],
      [suspended, "client_not_approved"],
      [narrowed, "scope_removed"],
    ] as const)
      await eventually(`${reason} cancelled`, async () => (await deliveriesOf(hook.id))[0]?.status === "CANCELLED");
    for (const [hook, reason] of [
      [revoked, "grant_revoked"],
      [suspended, "client_not_approved"],
      [narrowed, "scope_removed"],
    ] as const)
      expect((await deliveriesOf(hook.id))[0]!.lastError).toBe(reason);
    // And nothing new is even queued for the revoked grant.
    await book(eventType);
    await new Promise((r) => setTimeout(r, 500));
    expect(await deliveriesOf(revoked.id)).toHaveLength(1);
    expect(receiver.received.length).toBe(before);
  });

  it("answers the booking without waiting for a receiver that hangs", async () => {
    const app = await newApp("Hang");
    const hangs: ServerResponse[] = [];
    const hanging = createServer((req, res) => {
      req.resume();
      hangs.push(res);
    });
    await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/hook`;
      const hook = await createWebhook(app, url, {
        triggers: ["BOOKING_CREATED"],
      });
      if (!runner) run();
      const eventType = await bookableEventType(world);
      await book(eventType);
      await eventually("the attempt hangs", () => hangs.length === 1);
      // The receiver holds the first attempt open; the next booking is answered meanwhile.
      const started = Date.now();
      const { booking } = await book(eventType);
      expect(booking.status).toBe("ACCEPTED");
      expect(Date.now() - started).toBeLessThan(5_000);
      expect((await deliveriesOf(hook.id)).map((d) => d.status)).toContain("SENDING");
    } finally {
      for (const res of hangs) res.destroy();
      hanging.closeAllConnections();
      await new Promise((resolve) => hanging.close(resolve));
    }
  });

  it("loses nothing when the runner stops between the commit and the send: delivered after the restart", async () => {
    // A fresh app: the previous test revoked the world's grants.
    const app = await newApp("Crash");
    const hook = await createWebhook(app, receiver.url, { triggers: ["BOOKING_CREATED"] });
    await stopRunner();
    const { booking } = await book(await bookableEventType(world));
    await new Promise((r) => setTimeout(r, 300));
    expect((await deliveriesOf(hook.id)).map((d) => d.status)).toEqual(["PENDING"]);
    expect(receiver.received.some((r) => r.body.includes(booking.uid))).toBe(false);
    run();
    await eventually("delivered after restart", async () => (await deliveriesOf(hook.id))[0]?.status === "DELIVERED");
    expect(receiver.received.filter((r) => r.body.includes(booking.uid))).toHaveLength(1);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "delivers an attempt whose pg-boss job was lost, once it is overdue (the sweep)",
    async () => {
      const app = await newApp("Lost job");
      const hook = await createWebhook(app, receiver.url, { triggers: ["BOOKING_CREATED"] });
      await stopRunner();
      const { booking } = await book(await bookableEventType(world));
      const [delivery] = await deliveriesOf(hook.id);
      // The job is gone and the attempt 20 minutes overdue.
      await ctx.db.prisma.$executeRaw`DELETE FROM pgboss.job WHERE data->>'deliveryId' = ${delivery!.id}`;
      await ctx.db.prisma.webhookDelivery.update({
        where: { id: delivery!.id },
        data: { nextAttemptAt: new Date(Date.now() - 20 * 60_000) },
      });
      runner = startRunner(ctx.db, { retry: SHORT_RETRIES }, ctx.db, { sweepIntervalMs: 100 });
      await eventually("swept and delivered", async () => (await deliveriesOf(hook.id))[0]?.status === "DELIVERED");
      const sent = receiver.received.filter((r) => r.headers["webhook-id"] === delivery!.messageId);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.body).toContain(booking.uid);
      expect((await deliveriesOf(hook.id))[0]?.attempts).toBe(1);
    },
  );
});
