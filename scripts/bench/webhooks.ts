// `npm run bench:webhooks`: webhook delivery against a loopback receiver, in one run on a throw-away
// PostgreSQL database (BENCH_DATABASE_URL names the server, default the local one; pg-boss) or,
// with --embedded, the embedded database (the in-process runner). It measures
//  - deliveries per second: a backlog of N booking events drained by one process's worker
//    (8 attempts in flight) into a receiver that answers at once;
//  - the booking's latency (p50, p99) while deliveries go to that healthy receiver, and again
//    while every delivery hangs on a receiver that accepts and never answers (until the 10 s
//    deadline): the ratio shows that a booking's answer never waits for a receiver.
// Bookings run through the public booking use case in-process (the transaction with its outbox
// write, as the route runs it, without HTTP in front), 10 at a time. --quick: fewer bookings.
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { scratchDatabase } from "../scratch-database.mjs";
import { writeResults } from "./report";

const embedded = process.argv.includes("--embedded");
const quick = process.argv.includes("--quick");
const BACKLOG = quick ? 200 : 1000;
const BOOKINGS = quick ? 200 : 600;
const CONCURRENCY = 10;

Object.assign(process.env, {
  WEBHOOK_ALLOW_LOOPBACK: "true",
  RATE_LIMITS: "off",
  AUTH_SECRET: "bench-secret-that-is-long-enough-0123456789abcdef",
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "bench-webhooks-")),
  LOG_LEVEL: "silent",
});

const { installDatabase } = await import("@/lib/db/db");
const { migrate } = await import("@/lib/db/migrate");
const { openDatabase } = await import("@/lib/db/open-database");
const { createPublicBooking } = await import("@/lib/scheduling/public-booking");
const { publicBookingDeps } = await import("@/lib/server/roots/scheduling");
const { closeWebhookQueue, deliveryDeps, deliveryWorker, queueFor, subscriptionDeps } = await import(
  "@/lib/server/roots/webhooks"
);
const { createSubscription } = await import("@/lib/webhooks/use-cases/subscriptions");

const serverUrl = process.env.BENCH_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
const scratch = embedded ? null : await scratchDatabase(serverUrl, "bench_webhooks");
const db = scratch
  ? await openDatabase({ databaseUrl: scratch.url, pool: { max: 20 } })
  : await openDatabase({ dataDir: undefined });
await migrate(db.sql);
installDatabase(db);
const prisma = db.prisma;

/** A receiver that answers 204 at once, or accepts and never answers. */
function receiver(
  mode: "healthy" | "hanging",
): Promise<{ url: string; count: () => number; close: () => Promise<void> }> {
  let received = 0;
  const server: Server = createServer((req, res) => {
    req.resume();
    received += 1;
    if (mode === "healthy") req.on("end", () => res.writeHead(204).end());
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
        count: () => received,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    ),
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

let slot = 0;
/** `count` bookings, CONCURRENCY at a time, spread over the hosts' event types (one host's bookings take turns). */
async function bookMany(eventTypeIds: readonly string[], count: number) {
  const latencies: number[] = [];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        next += 1;
        slot += 1;
        const eventTypeId = eventTypeIds[slot % eventTypeIds.length]!;
        // Each host's own half hours, skipping 23:30 (no whole slot before midnight).
        const half = Math.floor(slot / eventTypeIds.length);
        const start = new Date(Date.UTC(2031, 0, 1) + (half + Math.floor(half / 47)) * 30 * 60_000);
        const t = performance.now();
        const result = await createPublicBooking(await publicBookingDeps(), {
          eventTypeId,
          start,
          attendee: { name: "Bench", email: "bench@example.com", timeZone: "UTC" },
        });
        latencies.push(performance.now() - t);
        if (!result.ok) throw new Error(`booking failed: ${result.code}`);
      }
    }),
  );
  const sorted = latencies.sort((a, b) => a - b);
  return {
    bookings: count,
    perSecond: count / ((performance.now() - started) / 1000),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
}

async function waitDelivered(webhookIds: string[], expected: number, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const done = await prisma.webhookDelivery.count({ where: { webhookId: { in: webhookIds }, status: "DELIVERED" } });
    if (done >= expected) return;
    if (Date.now() > deadline) throw new Error(`only ${done} of ${expected} delivered`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const results: Record<string, unknown> = {};
const healthy = await receiver("healthy");
const hanging = await receiver("hanging");
const queue = queueFor(db);
try {
  // The world: CONCURRENCY hosts, each with an always-open event type and a live grant of one app.
  const tag = randomBytes(4).toString("hex");
  const owner = await prisma.user.create({
    data: { email: `dev-${tag}@example.com`, username: `dev-${tag}`, name: "Developer", passwordHash: "x" },
  });
  const client = await prisma.oAuthClient.create({
    data: {
      clientId: `bench-${tag}`,
      name: "Bench",
      ownerId: owner.id,
      kind: "CONFIDENTIAL",
      status: "APPROVED",
      scopes: ["WEBHOOK_WRITE"],
      redirectUris: ["https://bench.example/cb"],
    },
  });
  const hosts: { id: string; grantId: string; eventTypeId: string }[] = [];
  for (let i = 0; i < CONCURRENCY; i++) {
    const host = await prisma.user.create({
      data: { email: `host-${i}-${tag}@example.com`, username: `host-${i}-${tag}`, name: "Host", passwordHash: "x" },
    });
    const grant = await prisma.grant.create({
      data: {
        clientId: client.id,
        userId: host.id,
        scopes: ["WEBHOOK_WRITE"],
        authorizationCodeHash: `bench-${i}-${tag}`,
      },
    });
    const schedule = await prisma.schedule.create({
      data: {
        userId: host.id,
        name: "Always",
        timeZone: "UTC",
        rules: { create: [{ days: [0, 1, 2, 3, 4, 5, 6], startTime: "00:00", endTime: "23:59" }] },
      },
    });
    const eventType = await prisma.eventType.create({
      data: { hostId: host.id, scheduleId: schedule.id, title: "Call", slug: "call", lengthInMinutes: 30 },
    });
    hosts.push({ id: host.id, grantId: grant.id, eventTypeId: eventType.id });
  }
  const eventTypes = hosts.map((h) => h.eventTypeId);
  const subscribe = async (url: string) => {
    const ids: string[] = [];
    for (const host of hosts) {
      const made = await createSubscription(
        await subscriptionDeps(),
        { owner: { kind: "user", userId: host.id }, clientId: client.clientId, grantId: host.grantId },
        { subscriberUrl: url, triggers: ["BOOKING_CREATED"], active: true },
      );
      if (!made.ok) throw new Error(`subscription refused: ${made.reason}`);
      ids.push(made.data.subscription.id);
    }
    return ids;
  };

  // 1. Deliveries per second: a backlog, then one worker drains it.
  const toHealthy = await subscribe(healthy.url);
  const backlog = await bookMany(eventTypes, BACKLOG);
  const drainStart = performance.now();
  await queue.start(deliveryWorker(deliveryDeps(db)));
  await waitDelivered(toHealthy, BACKLOG);
  const deliveriesPerSecond = BACKLOG / ((performance.now() - drainStart) / 1000);
  results.deliveries = { backlog: BACKLOG, perSecond: deliveriesPerSecond, received: healthy.count() };

  // 2. Booking latency while deliveries flow to a healthy receiver.
  const whileHealthy = await bookMany(eventTypes, BOOKINGS);
  await waitDelivered(toHealthy, BACKLOG + BOOKINGS);

  // 3. The same with every delivery hanging: the worker's slots fill with attempts that wait 10 s.
  await prisma.webhook.updateMany({ where: { id: { in: toHealthy } }, data: { active: false } });
  await subscribe(hanging.url);
  const whileHanging = await bookMany(eventTypes, BOOKINGS);
  results.booking = {
    backlogWithoutDeliveries: backlog,
    whileHealthy,
    whileHanging,
    hangingReceiverConnections: hanging.count(),
  };
  results.ratios = {
    deliveriesPerSecondToBookingsPerSecond: deliveriesPerSecond / whileHealthy.perSecond,
    bookingP99HangingToHealthy: whileHanging.p99 / whileHealthy.p99,
    bookingP50HangingToHealthy: whileHanging.p50 / whileHealthy.p50,
  };
} finally {
  await closeWebhookQueue(db);
  await healthy.close();
  await hanging.close();
  await db.close();
  await scratch?.drop();
}

const fmt = (n: number) => n.toFixed(1);
const booking = results.booking as Record<string, { perSecond: number; p50: number; p99: number }>;
const ratios = results.ratios as Record<string, number>;
console.log(`\nwebhooks bench (${embedded ? "embedded database, in-process runner" : "PostgreSQL, pg-boss"})`);
console.log(
  `deliveries/s to a loopback receiver (backlog of ${BACKLOG}): ${fmt((results.deliveries as { perSecond: number }).perSecond)}`,
);
for (const [name, r] of Object.entries(booking).filter(([, v]) => typeof v === "object" && "p99" in v))
  console.log(
    `booking ${name.padEnd(26)} ${fmt(r.perSecond).padStart(7)} /s   p50 ${fmt(r.p50).padStart(6)} ms   p99 ${fmt(r.p99).padStart(6)} ms`,
  );
console.log(`ratio deliveries/s : bookings/s          ${ratios.deliveriesPerSecondToBookingsPerSecond!.toFixed(2)}`);
console.log(`ratio booking p99, hanging : healthy     ${ratios.bookingP99HangingToHealthy!.toFixed(2)}`);
console.log(`ratio booking p50, hanging : healthy     ${ratios.bookingP50HangingToHealthy!.toFixed(2)}`);
const file = writeResults({
  bench: "webhooks",
  date: new Date().toISOString(),
  database: embedded ? "pglite" : "postgres",
  machine: { cpus: cpus().length, model: cpus()[0]?.model, loadAverage: loadavg() },
  ...results,
});
console.log(`results in ${file}`);
process.exit(0);
