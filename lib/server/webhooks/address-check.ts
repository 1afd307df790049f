// The check a subscription's URL gets when it is made (the core has already refused bad syntax
// and local names): its addresses after DNS must be ones a delivery may go to. A name that does
// not resolve (yet) is accepted: every attempt resolves and checks again, which is what holds.
import type { LookupAddress } from "node:dns";
import type { AddressCheck } from "@/lib/webhooks/ports";
import { resolveTarget } from "../net/guarded-request";
import { webhookPolicy } from "./http-sender";

const DNS_BUDGET_MS = 2_000;

export function createAddressCheck(options: {
  allowLoopback: boolean;
  allowedPorts?: readonly number[];
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
}): AddressCheck {
  const policy = webhookPolicy(options);
  const resolve = (hostname: string) =>
    Promise.race([
      policy.resolve(hostname),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("DNS timeout")), DNS_BUDGET_MS).unref()),
    ]);
  return {
    async check(url) {
      const result = await resolveTarget(url, { ...policy, resolve });
      if (result.ok || result.refusal === "dns_failed") return null;
      return result.refusal;
    },
  };
}
