// Test events, redeliveries and the portal's replays are each a POST to an address the app chose:
// they share a budget per subscription and one per app. Past it, the API answers 429 with
// Retry-After in its envelope and the portal words the wait; nothing more is queued to be sent.
// Budgets of an hour, so none refills while the test runs, however slow the machine.
import { describe, expect, it } from "vitest";
import { OPERATION_ROUTES } from "@/app/v2/operation-routes";
import { replayWebhookDeliveryCommand } from "@/lib/actions/webhook-commands";
import { apiOpenApiDocument } from "@/lib/server/api/openapi";
import { withTestDatabase } from "../test-database";
import { type World, callRoute, makeWorld, mintToken } from "../scheduling/api-kit";

process.env.RATE_LIMIT_WEBHOOK_SEND_SUBSCRIPTION = "3/3600";
process.env.RATE_LIMIT_WEBHOOK_SEND_APP = "5/3600";

const ctx = withTestDatabase();

type Answer = {
  status: number;
  retryAfter: string | null;
  body: { status: string; data: { id: string }; error?: { code: string; message: string } };
};
async function call(token: string, path: string, params: Record<string, string>, body?: unknown): Promise<Answer> {
  const response = await callRoute({ method: "POST", path }, { token, params, body });
  return { status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.json() };
}

/** A subscription of the world's app (a name that does not resolve yet is accepted; nothing is sent here). */
async function subscribe(world: World, token: string): Promise<string> {
  const made = await call(
    token,
    "/v2/webhooks",
    {},
    { subscriberUrl: "https://budget.example.org/hook", triggers: ["BOOKING_CREATED"] },
  );
  expect(made.status).toBe(201);
  return made.body.data.id;
}

const test = (token: string, webhookId: string) => call(token, "/v2/webhooks/{webhookId}/test", { webhookId });
const redeliver = (token: string, webhookId: string, deliveryId: string) =>
  call(token, "/v2/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver", { webhookId, deliveryId });
const deliveries = (webhookId: string) => ctx.db.prisma.webhookDelivery.count({ where: { webhookId } });

describe("the send budget of test events, redeliveries and replays", () => {
  it("is shared per subscription and per app; past it a 429 with Retry-After, and nothing queued", async () => {
    const world = await makeWorld(ctx.db.prisma);
    const token = await mintToken(world, world.owner, ["WEBHOOK_WRITE", "WEBHOOK_READ"]);
    const [a, b, c] = [await subscribe(world, token), await subscribe(world, token), await subscribe(world, token)];

    // The subscription's 3: a test event and two redeliveries of it.
    const first = await test(token, a);
    expect(first.status).toBe(200);
    expect((await redeliver(token, a, first.body.data.id)).status).toBe(200);
    expect((await redeliver(token, a, first.body.data.id)).status).toBe(200);
    for (const refused of [await redeliver(token, a, first.body.data.id), await test(token, a)]) {
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(refused.body).toMatchObject({ status: "error", error: { code: "rate_limited" } });
    }
    // The portal's replay spends the same budget.
    const replay = await replayWebhookDeliveryCommand(
      { id: world.owner },
      { clientId: world.clientId, deliveryId: first.body.data.id },
    );
    expect(replay).toMatchObject({
      ok: false,
      code: "rate_limited",
      message: expect.stringMatching(/^Too many replays/),
    });
    expect(await deliveries(a)).toBe(3);

    // The app's 5: two more on another subscription; then none on a third, whose own budget is untouched.
    expect((await test(token, b)).status).toBe(200);
    expect((await test(token, b)).status).toBe(200);
    const appSpent = await test(token, c);
    expect(appSpent.status).toBe(429);
    expect(Number(appSpent.retryAfter)).toBeGreaterThan(0);
    expect(await deliveries(b)).toBe(2);
    expect(await deliveries(c)).toBe(0);
  });

  it("is documented: the API reference lists the 429 of both operations", () => {
    const doc = apiOpenApiDocument(OPERATION_ROUTES) as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    };
    for (const path of ["/v2/webhooks/{webhookId}/test", "/v2/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver"])
      expect(doc.paths[path]?.post?.responses["429"]?.description, path).toMatch(/test events and redeliveries/);
  });

  it("is the app's own: another app's budget is untouched", async () => {
    const world = await makeWorld(ctx.db.prisma);
    const token = await mintToken(world, world.owner, ["WEBHOOK_WRITE", "WEBHOOK_READ"]);
    const hook = await subscribe(world, token);
    for (let i = 0; i < 3; i++) expect((await test(token, hook)).status).toBe(200);
    expect((await test(token, hook)).status).toBe(429);
    // A second world is a second app (and owner).
    const other = await makeWorld(ctx.db.prisma);
    const otherToken = await mintToken(other, other.owner, ["WEBHOOK_WRITE", "WEBHOOK_READ"]);
    expect((await test(otherToken, await subscribe(other, otherToken))).status).toBe(200);
  });
});
