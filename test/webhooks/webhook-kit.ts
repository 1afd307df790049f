// Fixtures for the delivery tests: a real HTTP receiver on loopback (it can go down and come
// back on the same port), an app with a live grant, bookable event types (personal and in an
// organization's team), and a delivery runner of the kind the database uses - pg-boss on
// PostgreSQL, the in-process poller on PGlite - with test dependencies (short retries).
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect } from "vitest";
import type { Database } from "@/lib/db/open-database";
import type { Scope } from "@/lib/oauth/scope-catalogue";
import { createPublicBooking } from "@/lib/scheduling/public-booking";
import { publicBookingDeps } from "@/lib/server/roots/scheduling";
import { deliveryDeps, deliveryWorker } from "@/lib/server/roots/webhooks";
import type { DeliveryQueue } from "@/lib/server/webhooks/delivery-queue";
import { createInProcessQueue } from "@/lib/server/webhooks/in-process-queue";
import { createPgBossQueue } from "@/lib/server/webhooks/pg-boss-queue";
import type { DeliveryDeps } from "@/lib/webhooks/use-cases/deliver";
import { type World, callRoute, mintToken } from "../scheduling/api-kit";

export interface Received {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

export interface Receiver {
  readonly url: string;
  readonly received: Received[];
  /** The status the next requests get (200 by default). */
  status: number;
  /** Stops listening: connections are refused until `up()`. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  let server: Server;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on("data", (c: Buffer) => chunks.push(c));
        req.on("end", () => {
          received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
          res.writeHead(receiver.status, { "content-type": "text/plain" }).end("ok");
        });
      });
      server.listen(port, "127.0.0.1", () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  await listen();
  const receiver: Receiver = {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    status: 200,
    down: stop,
    up: listen,
    close: stop,
  };
  return receiver;
}

/** Waits until `check` holds (polling), or fails naming what it waited for. */
export async function eventually(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 40_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) expect.fail(`timed out waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A runner like the server's for this database, with test dependencies; `jobsDb` is another process's pools. */
export function startRunner(
  db: Database,
  over: Partial<DeliveryDeps> = {},
  jobsDb: Database = db,
  sweep: { sweepIntervalMs?: number } = {},
): DeliveryQueue {
  const queue =
    db.kind === "postgres" && jobsDb.pool
      ? createPgBossQueue(
          { jobs: jobsDb.pool, sessions: jobsDb.session },
          { workers: 4, pollingIntervalSeconds: 0.5, ...sweep },
        )
      : createInProcessQueue({ pollMs: 50, concurrency: 8 });
  void queue.start(deliveryWorker(deliveryDeps(db, over)));
  return queue;
}

/** Every day 00:00-24:00 UTC, 30-minute slots, in 2031 and later. */
export async function bookableEventType(
  world: World,
  options: { teamId?: string; requiresConfirmation?: boolean } = {},
): Promise<string> {
  const { prisma } = world;
  const schedule = await prisma.schedule.create({
    data: {
      userId: world.owner,
      name: "Always",
      timeZone: "UTC",
      rules: { create: [{ days: [0, 1, 2, 3, 4, 5, 6], startTime: "00:00", endTime: "23:59" }] },
    },
  });
  return (
    await prisma.eventType.create({
      data: {
        hostId: world.owner,
        teamId: options.teamId ?? null,
        scheduleId: schedule.id,
        title: "Call",
        slug: `call-${Math.random().toString(36).slice(2)}`,
        lengthInMinutes: 30,
        requiresConfirmation: options.requiresConfirmation ?? false,
      },
    })
  ).id;
}

const firstSlot = Date.UTC(2031, 0, 1) + Math.floor(Math.random() * 500) * 86_400_000;
let slot = 0;
/** A fresh free slot start: each call the next half hour (23:30 has no whole slot before midnight). */
export function nextSlot(): Date {
  slot += 1;
  const start = new Date(firstSlot + slot * 30 * 60_000);
  return start.getUTCHours() === 23 && start.getUTCMinutes() === 30 ? nextSlot() : start;
}

/** A booking through the public booking use case (no HTTP, no per-address limit). */
export async function book(eventTypeId: string, start = nextSlot()) {
  const result = await createPublicBooking(await publicBookingDeps(), {
    eventTypeId,
    start,
    attendee: { name: "Ann", email: "ann@example.com", timeZone: "UTC" },
  });
  if (!result.ok) throw new Error(`booking failed: ${result.code}`);
  return result.data;
}

export async function createWebhook(
  world: World,
  url: string,
  options: { scopes?: Scope[]; triggers?: string[]; orgId?: string; userId?: string } = {},
) {
  const org = options.orgId !== undefined;
  const token = await mintToken(
    world,
    options.userId ?? world.owner,
    options.scopes ?? [org ? "ORG_WEBHOOK_WRITE" : "WEBHOOK_WRITE", org ? "ORG_WEBHOOK_READ" : "WEBHOOK_READ"],
  );
  const response = await callRoute(
    { method: "POST", path: org ? "/v2/organizations/{orgId}/webhooks" : "/v2/webhooks" },
    {
      token,
      params: org ? { orgId: options.orgId! } : {},
      body: {
        subscriberUrl: url,
        triggers: options.triggers ?? [
          "BOOKING_CREATED",
          "BOOKING_CANCELLED",
          "BOOKING_RESCHEDULED",
          "BOOKING_CONFIRMED",
          "BOOKING_REJECTED",
        ],
      },
    },
  );
  const body = (await response.json()) as { data: { id: string; secret: string } };
  expect(response.status, JSON.stringify(body)).toBe(201);
  return { id: body.data.id, secret: body.data.secret, token };
}
