import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SecretBox, SendResult, WebhookSender } from "../ports";
import { DEFAULT_RETRY_POLICY } from "../rules/retry-schedule";
import { newWebhookSecret } from "../rules/webhook-secret";
import { createMemoryWebhooks, type MemoryWebhooks } from "../testing/memory-webhook-store";
import { attemptDelivery, type DeliveryDeps } from "./deliver";

const T0 = new Date("2030-06-01T12:00:00.000Z");
// Sealing is not the point here: a reversible marker keeps the test readable.
const box: SecretBox = { seal: (s) => `sealed:${s}`, open: (s) => (s.startsWith("sealed:") ? s.slice(7) : null) };

let m: MemoryWebhooks;
let now: Date;
let answers: SendResult[];
let sent: { url: string; headers: Record<string, string>; body: string }[];
let deps: DeliveryDeps;
let secret: string;
let webhookId: string;

const sender: WebhookSender = {
  async post(url, headers, body) {
    sent.push({ url, headers, body });
    return answers.shift() ?? { kind: "response", status: 200, retryAfter: null, body: "ok", latencyMs: 5 };
  },
};
const status = (code: number, retryAfter: string | null = null): SendResult => ({
  kind: "response",
  status: code,
  retryAfter,
  body: "",
  latencyMs: 5,
});

// standardwebhooks checks the timestamp against the clock: the test's clock.
const verify = (secretValue: string, message: { body: string; headers: Record<string, string> }) => {
  vi.setSystemTime(now);
  return new Webhook(secretValue).verify(message.body, message.headers);
};
afterEach(() => {
  vi.useRealTimers();
});

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  m = createMemoryWebhooks();
  now = T0;
  answers = [];
  sent = [];
  secret = newWebhookSecret(randomBytes);
  m.grants.set("g1", {
    clientId: "app",
    userId: "u1",
    revokedAt: null,
    scopes: ["WEBHOOK_WRITE"],
    legacyUnrestricted: false,
    userDisabled: false,
    client: { status: "APPROVED", scopes: ["WEBHOOK_WRITE"] },
  });
  webhookId = (
    await m.subscriptions.create({
      owner: { kind: "user", userId: "u1" },
      grantId: "g1",
      subscriberUrl: "https://hooks.example.com/in",
      triggers: ["BOOKING_CREATED"],
      active: true,
      secretSealed: box.seal(secret),
    })
  ).id;
  deps = { store: m.deliveries, sender, secrets: box, retry: DEFAULT_RETRY_POLICY, now: () => now, random: () => 0 };
});

async function attemptDue() {
  const [claimed] = await m.deliveries.claimDue(now, 1, new Date(now.getTime() + 60_000));
  if (!claimed) throw new Error("nothing due");
  return attemptDelivery(deps, claimed);
}
const row = (id: string) => m.deliveryRows.get(id)!;

describe("one delivery attempt", () => {
  it("sends the body signed with the subscription's secret and records it delivered", async () => {
    const id = m.addDelivery(webhookId, T0, '{"triggerEvent":"BOOKING_CREATED"}');
    await attemptDue();
    expect(sent).toHaveLength(1);
    expect(verify(secret, sent[0]!)).toEqual({ triggerEvent: "BOOKING_CREATED" });
    expect(row(id)).toMatchObject({ status: "DELIVERED", attempts: 1, lastStatusCode: 200 });
  });

  it("retries timeouts, connection errors, 3xx, 5xx and 429 on the schedule, honouring Retry-After", async () => {
    const id = m.addDelivery(webhookId, T0);
    answers = [
      { kind: "unreachable", reason: "timeout", latencyMs: 10_000 },
      { kind: "unreachable", reason: "network_error", latencyMs: 1 },
      status(302),
      status(503),
      status(429, "7200"),
    ];
    const expectedDelays = [10, 60, 300, 1800, 7200];
    for (const delay of expectedDelays) {
      await attemptDue();
      expect(row(id).status).toBe("PENDING");
      expect(row(id).nextAttemptAt!.getTime() - now.getTime()).toBe(delay * 1000);
      now = row(id).nextAttemptAt!;
    }
    await attemptDue();
    expect(row(id)).toMatchObject({ status: "DELIVERED", attempts: 6 });
    expect(m.jobs.filter((j) => j.deliveryId === id).map((j) => j.attempt)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("gives up after the last attempt", async () => {
    const id = m.addDelivery(webhookId, T0);
    for (let i = 0; i < 9; i++) {
      answers.push(status(500));
      await attemptDue();
      if (row(id).nextAttemptAt) now = row(id).nextAttemptAt!;
    }
    expect(row(id)).toMatchObject({ status: "FAILED", attempts: 9, lastError: "http_500" });
    expect(sent).toHaveLength(9);
  });

  it("ends as failed on another 4xx, and disables the subscription on 410 Gone", async () => {
    const first = m.addDelivery(webhookId, T0);
    answers = [status(400)];
    await attemptDue();
    expect(row(first)).toMatchObject({ status: "FAILED", lastError: "http_400" });
    expect(m.subscriptionRows.get(webhookId)!.disabledAt).toBe(null);
    const second = m.addDelivery(webhookId, T0);
    answers = [status(410)];
    await attemptDue();
    expect(row(second)).toMatchObject({ status: "FAILED", lastError: "http_410" });
    expect(m.subscriptionRows.get(webhookId)).toMatchObject({ disabledAt: T0, disabledReason: "gone" });
    // Nothing more is sent to a disabled subscription.
    const third = m.addDelivery(webhookId, T0);
    await attemptDue();
    expect(row(third)).toMatchObject({ status: "CANCELLED", lastError: "webhook_disabled" });
    expect(sent).toHaveLength(2);
  });

  it("disables a subscription failing for five days in a row, and a success resets the streak", async () => {
    answers = [status(500)];
    m.addDelivery(webhookId, T0);
    await attemptDue();
    expect(m.subscriptionRows.get(webhookId)!.failingSince).toEqual(T0);
    now = new Date(T0.getTime() + 2 * 86_400_000);
    m.addDelivery(webhookId, now);
    await attemptDue();
    expect(m.subscriptionRows.get(webhookId)!.failingSince).toBe(null);
    answers = [status(500)];
    m.addDelivery(webhookId, now);
    await attemptDue();
    now = new Date(now.getTime() + 5 * 86_400_000);
    answers = [status(500)];
    m.addDelivery(webhookId, now);
    await attemptDue();
    expect(m.subscriptionRows.get(webhookId)).toMatchObject({ disabledReason: "failing", disabledAt: now });
  });

  it("sends nothing once the grant is revoked or the client loses the scope", async () => {
    const a = m.addDelivery(webhookId, T0);
    m.grants.set("g1", { ...m.grants.get("g1")!, revokedAt: T0 });
    await attemptDue();
    expect(row(a)).toMatchObject({ status: "CANCELLED", lastError: "grant_revoked" });
    m.grants.set("g1", {
      ...m.grants.get("g1")!,
      revokedAt: null,
      client: { status: "APPROVED", scopes: ["WEBHOOK_READ"] },
    });
    const b = m.addDelivery(webhookId, T0);
    await attemptDue();
    expect(row(b)).toMatchObject({ status: "CANCELLED", lastError: "scope_removed" });
    expect(sent).toHaveLength(0);
  });

  it("signs with both secrets during a rotation's overlap, and only the new one after it", async () => {
    const next = newWebhookSecret(randomBytes);
    await m.subscriptions.rotateSecret({ owner: { kind: "user", userId: "u1" }, clientId: "app" }, webhookId, {
      secretSealed: box.seal(next),
      previousExpiresAt: new Date(T0.getTime() + 86_400_000),
    });
    m.addDelivery(webhookId, T0);
    await attemptDue();
    expect(sent[0]!.headers["webhook-signature"]!.split(" ")).toHaveLength(2);
    expect(verify(secret, sent[0]!)).toBeTruthy();
    expect(verify(next, sent[0]!)).toBeTruthy();
    now = new Date(T0.getTime() + 86_400_001);
    m.addDelivery(webhookId, now);
    await attemptDue();
    expect(sent[1]!.headers["webhook-signature"]!.split(" ")).toHaveLength(1);
    expect(verify(next, sent[1]!)).toBeTruthy();
    expect(() => verify(secret, sent[1]!)).toThrow(/No matching signature/);
  });
});
