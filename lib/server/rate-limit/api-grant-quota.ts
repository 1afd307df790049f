// The per-grant quota of token-protected API calls (API_GRANT), counted in this process's memory:
// the hot path (/v2/me) pays a map lookup, never a store round trip. The reading it returns is
// what the answer's RateLimit field says.
import { RateLimiterMemory, type RateLimiterRes } from "rate-limiter-flexible";
import { securityEvent } from "@/lib/observability/security-event";
import { getConfig } from "../roots/config";
import { processLimits } from "./limits";
import type { Verdict } from "./rate-limiter";

const slot = globalThis as unknown as { __apiGrantQuota?: RateLimiterMemory };

function quota(): RateLimiterMemory {
  if (!slot.__apiGrantQuota) {
    const { points, seconds } = processLimits().API_GRANT;
    slot.__apiGrantQuota = new RateLimiterMemory({ keyPrefix: "api-grant", points, duration: seconds });
  }
  return slot.__apiGrantQuota;
}

const seconds = (ms: number) => Math.ceil(ms / 1000);

/** Spends one call of `grantId`'s quota; refused (with what to wait) once the window's are spent. */
export async function spendGrantQuota(grantId: string): Promise<Verdict> {
  if (!getConfig().rateLimits) return { allowed: true };
  try {
    const res = await quota().consume(grantId);
    return {
      allowed: true,
      reading: { limit: "API_GRANT", remaining: res.remainingPoints, resetSeconds: seconds(res.msBeforeNext) },
    };
  } catch (error) {
    const res = error as RateLimiterRes;
    securityEvent("rate_limited", { limiter: "API_GRANT" });
    const retryAfterSeconds = Math.max(1, seconds(res.msBeforeNext));
    return {
      allowed: false,
      retryAfterSeconds,
      reading: { limit: "API_GRANT", remaining: 0, resetSeconds: retryAfterSeconds },
    };
  }
}
