// One contract for every adapter of the webhook ports: the memory store and the Prisma store
// answer the same way - subscriptions scoped to their owner and app, secret rotation, and the
// claims that let several senders share the deliveries without taking one attempt twice.
import { describe, expect, it } from "vitest";
import type { Scope } from "@/lib/oauth/scope-catalogue";
import type { MembershipRole } from "@/lib/scheduling/ports";
import type { AttemptRecord, DeliveryStore, DueAttempt, SubscriptionScope, SubscriptionStore } from "../ports";

export interface WebhookFixture {
  readonly subscriptions: SubscriptionStore;
  readonly deliveries: DeliveryStore;
  /** What the stores handed to the job port. */
  readonly jobs: DueAttempt[];
  /** A user's live grant of a new app; the app's public client id. */
  addGrant(input?: {
    scopes?: Scope[];
    userId?: string;
  }): Promise<{ userId: string; grantId: string; clientId: string }>;
  addOrganization(userId: string, role: MembershipRole): Promise<string>;
  revokeGrant(grantId: string): Promise<void>;
  /** What the outbox writes: an event and its delivery to one subscription, due at `at`. */
  addDelivery(webhookId: string, at: Date): Promise<string>;
  delivery(
    id: string,
  ): Promise<{ status: string; attempts: number; nextAttemptAt: Date | null; lastError: string | null }>;
  subscriptionState(
    id: string,
  ): Promise<{ failingSince: Date | null; disabledAt: Date | null; disabledReason: string | null }>;
}

const T0 = new Date("2030-06-01T12:00:00.000Z");
const later = (ms: number) => new Date(T0.getTime() + ms);
/** The first attempt's outcome, delivered at T0 with no attempt log. */
const firstAttemptDelivered = (deliveryId: string, webhookId: string): AttemptRecord => ({
  deliveryId,
  attempt: 1,
  webhookId,
  log: null,
  next: { status: "DELIVERED", error: null, at: T0 },
});

async function subscription(f: WebhookFixture, scopes: Scope[] = ["WEBHOOK_WRITE"]) {
  const grant = await f.addGrant({ scopes });
  const scope: SubscriptionScope = { owner: { kind: "user", userId: grant.userId }, clientId: grant.clientId };
  const created = await f.subscriptions.create({
    owner: scope.owner,
    grantId: grant.grantId,
    subscriberUrl: "https://hooks.example.com/in",
    triggers: ["BOOKING_CREATED"],
    active: true,
    secretSealed: "sealed-1",
  });
  return { ...grant, scope, id: created.id, created };
}

export function webhookStoreContract(name: string, setup: () => WebhookFixture) {
  describe(`${name}: webhook store contract`, () => {
    it("keeps a subscription to its owner and the app that made it", async () => {
      const f = setup();
      const s = await subscription(f);
      expect(s.created).toMatchObject({
        subscriberUrl: "https://hooks.example.com/in",
        active: true,
        disabledAt: null,
      });
      expect(await f.subscriptions.find(s.scope, s.id)).toMatchObject({ id: s.id });
      const otherApp = await f.addGrant({ userId: s.userId });
      const sameUserOtherApp: SubscriptionScope = { owner: s.scope.owner, clientId: otherApp.clientId };
      expect(await f.subscriptions.find(sameUserOtherApp, s.id)).toBe(null);
      expect((await f.subscriptions.list(sameUserOtherApp, { take: 10 })).items).toEqual([]);
      expect(await f.subscriptions.remove(sameUserOtherApp, s.id)).toBe(false);
      expect(
        await f.subscriptions.rotateSecret(sameUserOtherApp, s.id, { secretSealed: "x", previousExpiresAt: T0 }),
      ).toBe(null);
      const stranger = await f.addGrant();
      const otherUser: SubscriptionScope = { owner: { kind: "user", userId: stranger.userId }, clientId: s.clientId };
      expect(await f.subscriptions.find(otherUser, s.id)).toBe(null);
      expect((await f.subscriptions.list(s.scope, { take: 10 })).items.map((i) => i.id)).toEqual([s.id]);
      expect(await f.subscriptions.remove(s.scope, s.id)).toBe(true);
      expect(await f.subscriptions.find(s.scope, s.id)).toBe(null);
    });

    it("rotates a secret: the current one becomes the previous one until the overlap ends", async () => {
      const f = setup();
      const s = await subscription(f);
      const rotated = await f.subscriptions.rotateSecret(s.scope, s.id, {
        secretSealed: "sealed-2",
        previousExpiresAt: later(1000),
      });
      expect(rotated?.previousSecretExpiresAt).toEqual(later(1000));
      const deliveryId = await f.addDelivery(s.id, T0);
      const [claimed] = await f.deliveries.claimDue(T0, 10, later(60_000));
      expect(claimed).toMatchObject({
        id: deliveryId,
        webhook: { secretSealed: "sealed-2", previousSecretSealed: "sealed-1" },
      });
    });

    it("claims a due delivery once among concurrent senders, and nothing not yet due", async () => {
      const f = setup();
      const s = await subscription(f);
      const ids = [];
      for (let i = 0; i < 12; i++) ids.push(await f.addDelivery(s.id, T0));
      const notYet = await f.addDelivery(s.id, later(5_000));
      const claims = await Promise.all([1, 2, 3, 4].map(() => f.deliveries.claimDue(T0, 5, later(60_000))));
      const claimed = claims.flat().map((c) => c.id);
      expect(new Set(claimed).size).toBe(claimed.length);
      expect([...claimed].sort()).toEqual([...ids].sort());
      expect(claims.flat().every((c) => c.attempt === 1 && c.body.length > 0)).toBe(true);
      expect(await f.deliveries.claimDue(T0, 5, later(60_000))).toEqual([]);
      expect((await f.delivery(notYet)).status).toBe("PENDING");
    });

    it("claims one named attempt once, and takes over the claim of a sender that died", async () => {
      const f = setup();
      const s = await subscription(f);
      const id = await f.addDelivery(s.id, T0);
      expect(await f.deliveries.claimAttempt(id, 2, T0, later(60_000))).toBe(null);
      const first = await f.deliveries.claimAttempt(id, 1, T0, later(60_000));
      expect(first?.attempt).toBe(1);
      expect(await f.deliveries.claimAttempt(id, 1, T0, later(60_000))).toBe(null);
      // Its sender never came back: after the claim's time the attempt is taken over.
      expect(await f.deliveries.claimDue(later(30_000), 5, later(90_000))).toEqual([]);
      const takeover = await f.deliveries.claimDue(later(61_000), 5, later(121_000));
      expect(takeover.map((c) => [c.id, c.attempt])).toEqual([[id, 2]]);
      // The first sender's late outcome changes nothing.
      await f.deliveries.record(firstAttemptDelivered(id, s.id));
      expect(await f.delivery(id)).toMatchObject({ status: "SENDING", attempts: 2 });
    });

    it("records a retry with its time and enqueues the next attempt, then a final outcome", async () => {
      const f = setup();
      const s = await subscription(f);
      const id = await f.addDelivery(s.id, T0);
      const [claimed] = await f.deliveries.claimDue(T0, 1, later(60_000));
      const log = {
        startedAt: T0,
        statusCode: 503,
        latencyMs: 12,
        error: "http_503",
        requestHeaders: { "webhook-id": "m" },
        responseBody: "down",
      };
      await f.deliveries.record({
        deliveryId: id,
        attempt: claimed!.attempt,
        webhookId: s.id,
        log,
        next: { status: "PENDING", at: later(10_000), error: "http_503" },
        streak: { failingSince: T0, disable: null, at: T0 },
      });
      expect(await f.delivery(id)).toMatchObject({
        status: "PENDING",
        attempts: 1,
        nextAttemptAt: later(10_000),
        lastError: "http_503",
      });
      expect(f.jobs.filter((j) => j.deliveryId === id)).toEqual([
        { deliveryId: id, attempt: 1, at: T0 },
        { deliveryId: id, attempt: 2, at: later(10_000) },
      ]);
      expect(await f.deliveries.claimDue(later(5_000), 1, later(65_000))).toEqual([]);
      const [again] = await f.deliveries.claimDue(later(10_000), 1, later(70_000));
      expect(again?.webhook.failingSince).toEqual(T0);
      await f.deliveries.record({
        deliveryId: id,
        attempt: 2,
        webhookId: s.id,
        log: { ...log, statusCode: 410, error: "http_410" },
        next: { status: "FAILED", error: "http_410", at: later(10_000) },
        streak: { failingSince: T0, disable: "gone", at: later(10_000) },
      });
      expect(await f.delivery(id)).toMatchObject({ status: "FAILED", attempts: 2, nextAttemptAt: null });
      expect(await f.subscriptionState(s.id)).toEqual({
        failingSince: T0,
        disabledAt: later(10_000),
        disabledReason: "gone",
      });
      expect((await f.subscriptions.find(s.scope, s.id))?.disabledReason).toBe("gone");
    });

    it("redelivers with the same message id, lists deliveries newest first, sends a test event", async () => {
      const f = setup();
      const s = await subscription(f);
      const other = await subscription(f);
      const id = await f.addDelivery(s.id, T0);
      const [claimed] = await f.deliveries.claimDue(T0, 1, later(60_000));
      await f.deliveries.record(firstAttemptDelivered(id, s.id));
      expect(await f.subscriptions.redeliver(other.id, id, later(1000))).toBe(null);
      const again = await f.subscriptions.redeliver(s.id, id, later(1000));
      expect(again).toMatchObject({
        messageId: claimed!.messageId,
        status: "PENDING",
        attempts: 0,
        triggerEvent: "BOOKING_CREATED",
      });
      const test = await f.subscriptions.deliverTestEvent(s.id, { triggerEvent: "PING", body: "{}", now: later(2000) });
      expect(test.messageId).not.toBe(claimed!.messageId);
      const listed = await f.subscriptions.listDeliveries(s.id, { take: 2 });
      expect(listed.items.map((d) => d.id)).toEqual([test.id, again!.id]);
      expect(listed.nextCursor).not.toBe(null);
      expect(
        (await f.subscriptions.listDeliveries(s.id, { take: 2, cursor: listed.nextCursor! })).items.map((d) => d.id),
      ).toEqual([id]);
      expect(f.jobs.map((j) => j.deliveryId)).toEqual(expect.arrayContaining([again!.id, test.id]));
    });

    it("reports the grant, the client and the organization role a delivery decision needs", async () => {
      const f = setup();
      const s = await subscription(f, ["WEBHOOK_WRITE", "ORG_WEBHOOK_WRITE"]);
      const id = await f.addDelivery(s.id, T0);
      const [claimed] = await f.deliveries.claimDue(T0, 1, later(60_000));
      const facts = await f.deliveries.accessFacts(claimed!.webhook);
      expect(facts.grant).toMatchObject({ revokedAt: null, userId: s.userId, userDisabled: false });
      expect([...facts.grant!.scopes].sort()).toEqual(["ORG_WEBHOOK_WRITE", "WEBHOOK_WRITE"]);
      expect(facts.client?.status).toBe("APPROVED");
      await f.revokeGrant(s.grantId);
      expect((await f.deliveries.accessFacts(claimed!.webhook)).grant?.revokedAt).not.toBe(null);
      const org = await f.addOrganization(s.userId, "ADMIN");
      const orgFacts = await f.deliveries.accessFacts({
        ...claimed!.webhook,
        owner: { kind: "organization", organizationId: org },
      });
      expect(orgFacts.organizationRole).toBe("ADMIN");
      expect((await f.deliveries.accessFacts({ ...claimed!.webhook, grantId: null })).grant).toBe(null);
      void id;
    });
  });
}
