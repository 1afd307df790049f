// Two server processes share the deliveries without sending one attempt twice: two runners, each
// with its own connection pool on PostgreSQL (pg-boss) or two pollers on one PGlite database,
// BOOKINGS bookings -> as many deliveries, every webhook-id received exactly once.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "@/lib/db/open-database";
import type { DeliveryQueue } from "@/lib/server/webhooks/delivery-queue";
import { createHttpSender } from "@/lib/server/webhooks/http-sender";
import type { WebhookSender } from "@/lib/webhooks/ports";
import { type World, makeWorld } from "../scheduling/api-kit";
import { withTestDatabase } from "../test-database";
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
/** 200 on PostgreSQL, where two processes share pg-boss; the embedded database (one process,
 *  computing in it) shows the same contention with 100. */
const BOOKINGS = process.env.TEST_DATABASE_URL ? 200 : 100;
let world: World;
let receiver: Receiver;
const runners: DeliveryQueue[] = [];
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  world = await makeWorld(ctx.db.prisma);
  receiver = await startReceiver();
});
afterAll(async () => {
  await Promise.all(runners.map((r) => r.stop()));
  for (const close of closers) await close();
  await receiver.close();
});

describe("two runners on one database", () => {
  it(`deliver ${BOOKINGS} bookings' events exactly once between them`, { timeout: 240_000 }, async () => {
    const hook = await createWebhook(world, receiver.url, { triggers: ["BOOKING_CREATED"] });
    const eventType = await bookableEventType(world);
    // The second "process": its own pool on PostgreSQL; on PGlite the one database is shared.
    let second: Database = ctx.db;
    if (ctx.db.kind === "postgres") {
      const other = await ctx.db.openAnother();
      closers.push(() => other.close());
      second = other;
    }
    const sent = [0, 0];
    const counting = (i: number): WebhookSender => {
      const http = createHttpSender({ allowLoopback: true });
      return { post: (url, headers, body) => ((sent[i] = sent[i]! + 1), http.post(url, headers, body)) };
    };
    runners.push(startRunner(ctx.db, { sender: counting(0) }), startRunner(ctx.db, { sender: counting(1) }, second));
    for (let i = 0; i < BOOKINGS; i++) await book(eventType);
    await eventually(
      `${BOOKINGS} delivered`,
      async () =>
        (await ctx.db.prisma.webhookDelivery.count({ where: { webhookId: hook.id, status: "DELIVERED" } })) ===
        BOOKINGS,
      180_000,
    );
    await new Promise((r) => setTimeout(r, 1000));
    const ids = receiver.received.map((r) => r.headers["webhook-id"]);
    expect(ids).toHaveLength(BOOKINGS);
    expect(new Set(ids).size).toBe(BOOKINGS);
    const attempts = await ctx.db.prisma.webhookAttempt.count({ where: { delivery: { webhookId: hook.id } } });
    expect(attempts).toBe(BOOKINGS);
    // Both took part.
    expect(sent[0]! + sent[1]!).toBe(BOOKINGS);
    expect(Math.min(...sent)).toBeGreaterThan(0);
  });
});
