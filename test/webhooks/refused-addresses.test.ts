// Subscriptions to addresses webhooks are never sent to are refused when they are made (a clear
// 400, nothing stored), and an address that turns bad later - DNS now pointing at the cloud
// metadata service or at loopback - is refused when the attempt is made: nothing is connected to.
// WEBHOOK_ALLOW_LOOPBACK is not set here, as in production.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getLogger } from "@/lib/observability/logger";
import { deliveryDeps, deliveryWorker } from "@/lib/server/roots/webhooks";
import { createHttpSender } from "@/lib/server/webhooks/http-sender";
import { withTestDatabase } from "../test-database";
import { type World, callRoute, makeWorld, mintToken } from "../scheduling/api-kit";
import { book, bookableEventType, eventually } from "./webhook-kit";
import { createInProcessQueue } from "@/lib/server/webhooks/in-process-queue";

const ctx = withTestDatabase();
let world: World;
let server: Server;
let port = 0;
let connections = 0;

beforeAll(async () => {
  world = await makeWorld(ctx.db.prisma);
  server = createServer((_req, res) => res.writeHead(200).end());
  server.on("connection", () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const create = async (subscriberUrl: string) =>
  callRoute(
    { method: "POST", path: "/v2/webhooks" },
    {
      token: await mintToken(world, world.owner, ["WEBHOOK_WRITE"]),
      body: { subscriberUrl, triggers: ["BOOKING_CREATED"] },
    },
  );

describe("a subscription's address", () => {
  it("is refused when made, with a clear 400, for every class webhooks are not sent to", async () => {
    for (const url of [
      `http://hooks.example.com/x`,
      `https://user:pw@hooks.example.com/x`,
      `https://localhost:${port}/x`,
      `https://app.localhost/x`,
      `https://metadata.google.internal/x`,
      `https://127.0.0.1:${port}/x`,
      `https://[::1]/x`,
      `https://10.0.0.1/x`,
      `https://172.16.5.4/x`,
      `https://192.168.0.1/x`,
      `https://169.254.169.254/latest/meta-data`,
      `https://100.64.0.1/x`,
      `https://224.0.0.1/x`,
      `https://[fd00::1]/x`,
      `https://[fe80::1]/x`,
      `https://[::ffff:169.254.169.254]/x`,
      `https://[::ffff:127.0.0.1]/x`,
      `https://2130706433/x`,
    ]) {
      const response = await create(url);
      expect(response.status, url).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code, url).toMatch(/subscriber_url_refused|invalid_request/);
      expect(body.error.message.length).toBeGreaterThan(10);
    }
    expect(await ctx.db.prisma.webhook.count()).toBe(0);
    expect(connections).toBe(0);
  });

  it("names https's own port: any other is refused when made, and an older subscription's deliveries fail saying why", async () => {
    const made = await create("https://hooks.example.com:5432/x");
    expect(made.status).toBe(400);
    expect(await made.json()).toMatchObject({
      error: { code: "subscriber_url_refused", fieldErrors: { subscriberUrl: [expect.stringContaining("443")] } },
    });
    // One made before the rule (a name that did not resolve yet is accepted), moved to such a port:
    // every attempt is refused before any connection, and logged.
    const older = await create("https://older.example.org/hook");
    expect(older.status).toBe(201);
    const { id } = ((await older.json()) as { data: { id: string } }).data;
    await ctx.db.prisma.webhook.update({
      where: { id },
      data: { subscriberUrl: `https://older.example.org:${port}/hook` },
    });
    const warnings = vi.spyOn(getLogger(), "warn");
    await book(await bookableEventType(world));
    const queue = createInProcessQueue({ pollMs: 50, concurrency: 2 });
    await queue.start(deliveryWorker(deliveryDeps(ctx.db)));
    await eventually(
      "refused",
      async () => (await ctx.db.prisma.webhookDelivery.findFirst({ where: { webhookId: id } }))?.status === "FAILED",
    );
    await queue.stop();
    const delivery = await ctx.db.prisma.webhookDelivery.findFirstOrThrow({ where: { webhookId: id } });
    expect(delivery.lastError).toBe("refused_bad_port");
    expect(warnings).toHaveBeenCalledWith(
      { host: `older.example.org:${port}`, reason: "bad_port" },
      expect.stringContaining("port other than 443"),
    );
    expect(connections).toBe(0);
  });

  it("is refused when the attempt is made if DNS now points inside (rebinding), connecting nowhere", async () => {
    // Made while the name did not resolve (accepted: every attempt checks again).
    const response = await create("https://rebinding.example.org/hook");
    expect(response.status).toBe(201);
    const { id } = ((await response.json()) as { data: { id: string } }).data;
    await book(await bookableEventType(world));
    // At send time the name resolves to the metadata service, then to loopback.
    for (const address of ["169.254.169.254", "127.0.0.1"]) {
      const sender = createHttpSender({ allowLoopback: false, resolve: async () => [{ address, family: 4 }] });
      const queue = createInProcessQueue({ pollMs: 50, concurrency: 2 });
      await ctx.db.prisma.webhookDelivery.updateMany({
        where: { webhookId: id },
        data: { status: "PENDING", attempts: 0, nextAttemptAt: new Date() },
      });
      await queue.start(deliveryWorker(deliveryDeps(ctx.db, { sender })));
      await eventually(
        "refused",
        async () => (await ctx.db.prisma.webhookDelivery.findFirst({ where: { webhookId: id } }))?.status === "FAILED",
      );
      await queue.stop();
      const delivery = await ctx.db.prisma.webhookDelivery.findFirstOrThrow({ where: { webhookId: id } });
      expect(delivery.lastError).toBe("refused_not_public_address");
    }
    expect(connections).toBe(0);
  });
});
