// A test event or a redelivery is a POST that changes none of the person's data: their Authorized
// apps page must not say the app "changed your webhooks" for it.
import { describe, expect, it } from "vitest";
import { createWebhookOp, redeliverWebhookOp, testWebhookOp } from "./webhooks";

describe("webhook operations as the Authorized apps page counts them", () => {
  it("declares test events and redeliveries as changing nothing, and creating a webhook as a change", () => {
    expect(testWebhookOp.doc.changesNothing).toBe(true);
    expect(redeliverWebhookOp.doc.changesNothing).toBe(true);
    expect(createWebhookOp.doc.changesNothing).toBeUndefined();
  });
});
