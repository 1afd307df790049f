// Checked with the Standard Webhooks reference library, not with our own code.
import { createHmac, randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { deliveryHeaders } from "./signature";
import { newWebhookSecret, secretKey } from "./webhook-secret";

const body = JSON.stringify({ triggerEvent: "BOOKING_CREATED", payload: { uid: "b1" } });
const now = Math.floor(Date.now() / 1000);

describe("delivery signatures", () => {
  it("verify with the standardwebhooks library", () => {
    const secret = newWebhookSecret(randomBytes);
    const headers = deliveryHeaders({ messageId: "msg_1", timestampSeconds: now, body, secrets: [secret] });
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it("fail with another secret, another body or another id", () => {
    const secret = newWebhookSecret(randomBytes);
    const headers = deliveryHeaders({ messageId: "msg_1", timestampSeconds: now, body, secrets: [secret] });
    expect(() => new Webhook(newWebhookSecret(randomBytes)).verify(body, headers)).toThrow();
    expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow();
    expect(() => new Webhook(secret).verify(body, { ...headers, "webhook-id": "msg_2" })).toThrow();
  });

  it("carry one signature per secret during a rotation, each verifying", () => {
    const [next, previous] = [newWebhookSecret(randomBytes), newWebhookSecret(randomBytes)];
    const headers = deliveryHeaders({ messageId: "m", timestampSeconds: now, body, secrets: [next, previous] });
    expect(headers["webhook-signature"]!.split(" ")).toHaveLength(2);
    expect(new Webhook(next).verify(body, headers)).toBeTruthy();
    expect(new Webhook(previous).verify(body, headers)).toBeTruthy();
    expect(headers["x-cal-signature-256"]!.split(" ")).toEqual([
      createHmac("sha256", next).update(body).digest("hex"),
      createHmac("sha256", previous).update(body).digest("hex"),
    ]);
  });

  it("makes secrets of 32 random bytes with the whsec_ prefix", () => {
    const secret = newWebhookSecret(randomBytes);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(secretKey(secret)).toHaveLength(32);
    expect(secretKey("whsec_short")).toBe(null);
    expect(secretKey("sk_abc")).toBe(null);
  });
});
