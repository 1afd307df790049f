// The developer portal's "Send test event": a client's owner sends a signed PING to one of the
// client's subscriptions (whichever user's it is), as the app itself can through the API. It spends
// the same send budget as the app's own test events, so the portal is no way around it.
import { type Outcome, fail, ok } from "@/lib/outcome";
import { TEST_TRIGGER, testEventBody } from "../event-body";
import type { DeliveryRecord } from "../ports";
import { type SendsSpent, type SubscriptionDeps, spendSend } from "./subscriptions";

/** A subscription of one of the owner's clients (found by the caller), with what decides a send. */
export interface TestEventTarget {
  /** The client's public id: the app whose budget the test spends. */
  readonly clientId: string;
  readonly webhookId: string;
  readonly active: boolean;
  readonly disabledAt: Date | null;
}

export type PortalTestEventResult = Outcome<DeliveryRecord, "not_found" | "not_sendable"> | SendsSpent;

export async function sendPortalTestEvent(
  deps: Pick<SubscriptionDeps, "store" | "sendBudget" | "now">,
  target: TestEventTarget | null,
): Promise<PortalTestEventResult> {
  if (!target) return fail("not_found");
  if (!target.active || target.disabledAt) return fail("not_sendable");
  const spent = await spendSend(deps, target.clientId, target.webhookId);
  if (spent) return spent;
  const now = deps.now();
  return ok(
    await deps.store.deliverTestEvent(target.webhookId, {
      triggerEvent: TEST_TRIGGER,
      body: testEventBody(target.webhookId, now),
      now,
    }),
  );
}
