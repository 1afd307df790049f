// The developer portal's replay: a client's owner sends one of the client's deliveries again,
// whichever of its users' subscriptions it went to. It spends the same send budget as the app's
// own test events and redeliveries, so the portal is no way around it.
import { type Outcome, fail, ok } from "@/lib/outcome";
import type { DeliveryRecord } from "../ports";
import { type SendsSpent, type SubscriptionDeps, spendSend } from "./subscriptions";

/** A delivery of one of the owner's clients (found by the caller), with what decides a replay. */
export interface ReplayTarget {
  /** The client's public id: the app whose budget the replay spends. */
  readonly clientId: string;
  readonly deliveryId: string;
  readonly webhookId: string;
  readonly active: boolean;
  readonly disabledAt: Date | null;
}

export type ReplayResult = Outcome<DeliveryRecord, "not_found" | "not_replayable"> | SendsSpent;

export async function replayDelivery(
  deps: Pick<SubscriptionDeps, "store" | "sendBudget" | "now">,
  target: ReplayTarget | null,
): Promise<ReplayResult> {
  if (!target) return fail("not_found");
  if (!target.active || target.disabledAt) return fail("not_replayable");
  const spent = await spendSend(deps, target.clientId, target.webhookId);
  if (spent) return spent;
  const delivery = await deps.store.redeliver(target.webhookId, target.deliveryId, deps.now());
  return delivery ? ok(delivery) : fail("not_found");
}
