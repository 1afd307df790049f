// The rate limiters, on the shared store: Redis when REDIS_URL is set, else the database (the
// embedded one or PostgreSQL). If the store fails, a per-process memory limiter takes over for
// that call, so an outage of the store neither lifts the limits nor fails the request. A count a
// rule reads past its limit (the account-wide sign-in count) has no such stand-in: a fresh count
// in memory would hand out the allowance again whenever the store fails part of a burst, so an
// uncounted attempt reads as unknown and the rule assumes the worst.
import { type RateLimiterAbstract, RateLimiterMemory, type RateLimiterRes } from "rate-limiter-flexible";
import { getLogger } from "@/lib/observability/logger";
import { securityEvent } from "@/lib/observability/security-event";
import { getConfig } from "../roots/config";
import { rateLimitStore } from "../roots/rate-limit-store";
import { type LimitName, configuredLimits } from "./limits";

/** Turns (one caller at a time, spaced by a gap the caller names) of the account-wide sign-in pace. */
export type TurnName = "SIGN_IN_ACCOUNT_TURN";
/** The longest gap a turn may impose (an upper bound; the caller's rule picks the gap). */
const TURN_MAX_SECONDS = 3600;

/**
 * What a counted request learned of its budget, from the count itself (no further store round
 * trip): the RateLimit field's remaining quota and seconds to the window's end. Absent where
 * nothing was counted (limits off, a turn).
 */
export interface QuotaReading {
  readonly limit: LimitName;
  readonly remaining: number;
  readonly resetSeconds: number;
}
export type Verdict =
  | { allowed: true; reading?: QuotaReading }
  | { allowed: false; retryAfterSeconds: number; reading?: QuotaReading };

const ALLOWED: Verdict = { allowed: true };
const slot = globalThis as unknown as { __rateLimiters?: Map<string, Promise<RateLimiterAbstract>> };

interface Shape {
  readonly prefix: string;
  readonly points: number;
  readonly seconds: number;
  /** Refuse a key over its limit from memory, without asking the store (not for exact counts). */
  readonly blockInMemory: boolean;
  /** Count in this process's memory when the store fails (not for exact counts). */
  readonly insured: boolean;
}

async function build(shape: Shape): Promise<RateLimiterAbstract> {
  return rateLimitStore({
    keyPrefix: `rl:${shape.prefix}`,
    points: shape.points,
    duration: shape.seconds,
    // Once a key is over its limit (a spend was refused), this process refuses it without asking
    // the store again. Not at the last allowed spend: a point given back may lift it again.
    inMemoryBlockOnConsumed: shape.blockInMemory ? shape.points + 1 : 0,
    insuranceLimiter: shape.insured
      ? new RateLimiterMemory({ points: shape.points, duration: shape.seconds })
      : undefined,
  });
}

function cached(id: string, shape: () => Shape): Promise<RateLimiterAbstract> {
  slot.__rateLimiters ??= new Map();
  let found = slot.__rateLimiters.get(id);
  if (!found) {
    found = build(shape());
    slot.__rateLimiters.set(id, found);
    // A build that failed (the database away at the first count) is tried again by the next call.
    found.catch(() => slot.__rateLimiters?.delete(id));
  }
  return found;
}

/** Limits whose count must stay exact past the limit (the caller's rule reads it): never blocked or counted in memory. */
const EXACT_COUNTS: ReadonlySet<LimitName> = new Set(["SIGN_IN_ACCOUNT"]);

function limiter(name: LimitName): Promise<RateLimiterAbstract> {
  return cached(name, () => {
    const limit = configuredLimits(process.env)[name];
    const exact = EXACT_COUNTS.has(name);
    return { prefix: name, points: limit.points, seconds: limit.seconds, blockInMemory: !exact, insured: !exact };
  });
}

/** A store failure on a limit without insurance: logged, and the caller decides what an unknown count means. */
function storeFailed(name: LimitName, err: unknown): void {
  getLogger().warn({ err, limiter: name }, "Rate-limit store failed: this count is unknown");
}

/** Every refusal, however it was decided, is logged and counted in rate_limit_rejections_total. */
function refusedFor(name: LimitName | TurnName, msBeforeNext: number): Verdict {
  securityEvent("rate_limited", { limiter: name });
  const retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  if (name === "SIGN_IN_ACCOUNT_TURN") return { allowed: false, retryAfterSeconds };
  return { allowed: false, retryAfterSeconds, reading: { limit: name, remaining: 0, resetSeconds: retryAfterSeconds } };
}

/**
 * Whether a store's rejection is its refusal (a RateLimiterRes: over the limit) rather than a
 * failure. Read by its shape, not its class: the built server bundles the sign-in route and the
 * pages' server actions apart, each with its own copy of the library, while the limiters are the
 * process's (built by whichever ran first), so a refusal may come from the other copy's class.
 */
function isRefusal(error: unknown): error is RateLimiterRes {
  if (typeof error !== "object" || error === null || error instanceof Error) return false;
  const { msBeforeNext, consumedPoints } = error as Partial<RateLimiterRes>;
  return typeof msBeforeNext === "number" && typeof consumedPoints === "number";
}

function refused(name: LimitName, res: RateLimiterRes): Verdict {
  return refusedFor(name, res.msBeforeNext);
}

/** Spends one point of `key`'s budget; refused once the budget of the window is spent. The verdict reads what is left. */
export async function hit(name: LimitName, key: string): Promise<Verdict> {
  if (!getConfig().rateLimits) return ALLOWED;
  try {
    const res = await (await limiter(name)).consume(key);
    return {
      allowed: true,
      reading: { limit: name, remaining: res.remainingPoints, resetSeconds: Math.ceil(res.msBeforeNext / 1000) },
    };
  } catch (error) {
    if (isRefusal(error)) return refused(name, error);
    throw error;
  }
}

/**
 * Whether this process already knows `key` is over its limit (no store round trip): for hot
 * paths that only count failures. Other processes learn it at the key's next counted failure.
 */
export async function isBlockedHere(name: LimitName, key: string): Promise<Verdict> {
  if (!getConfig().rateLimits) return ALLOWED;
  const store = (await limiter(name)) as RateLimiterAbstract & {
    getInMemoryBlockMsBeforeExpire?: (rlKey: string) => number;
  };
  const ms = store.getInMemoryBlockMsBeforeExpire?.(store.getKey(key)) ?? 0;
  return ms > 0 ? refusedFor(name, ms) : ALLOWED;
}

/**
 * Gives back one point `key` spent (an attempt counted up front that turned out to be no failure).
 * Best effort on a limit without insurance: a point the failing store keeps only makes the key
 * wait sooner, and its window ends it.
 */
export async function giveBack(name: LimitName, key: string): Promise<void> {
  if (!getConfig().rateLimits) return;
  await uninsuredMayFail(name, async () => {
    await (await limiter(name)).reward(key, 1);
  });
}

async function uninsuredMayFail(name: LimitName, step: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch (error) {
    if (!EXACT_COUNTS.has(name)) throw error;
    storeFailed(name, error);
  }
}

export interface Count {
  /** Points spent in the window, this one included; Infinity when the store could not count (a limit without insurance). */
  readonly count: number;
  /** Whether this call's point was spent (and so may be given back): not when the store could not count. */
  readonly spent: boolean;
  readonly msBeforeReset: number;
}

/**
 * Spends one point of `key` and says how many the window holds, for a rule that decides from
 * counts itself (never refuses here). A key this process already knows to be over its limit
 * reads as one past the limit, without a store round trip.
 */
export async function count(name: LimitName, key: string): Promise<Count> {
  if (!getConfig().rateLimits) return { count: 0, msBeforeReset: 0, spent: false };
  const store = await limiter(name);
  try {
    const res = await store.consume(key);
    return { count: res.consumedPoints, msBeforeReset: res.msBeforeNext, spent: true };
  } catch (error) {
    if (!isRefusal(error)) {
      if (!EXACT_COUNTS.has(name)) throw error;
      storeFailed(name, error);
      return { count: Number.POSITIVE_INFINITY, msBeforeReset: store.duration * 1000, spent: false };
    }
    // Refused means over the limit; a refusal from memory carries no count of its own.
    return { count: Math.max(error.consumedPoints, store.points + 1), msBeforeReset: error.msBeforeNext, spent: true };
  }
}

/** Records a refusal a rule decided from counts: logged and counted like every other. */
export function refusedByRule(name: LimitName, msBeforeNext: number): Verdict {
  return refusedFor(name, msBeforeNext);
}

/**
 * Takes `key`'s turn: granted to exactly one caller (one atomic increment in the shared store),
 * after which the key's next turn comes `seconds` later. Refused with the time left otherwise.
 * Of concurrent claims, the one that reaches the store first sets the gap (any of them may win the turn).
 */
export async function claimTurn(name: TurnName, key: string, seconds: number): Promise<Verdict> {
  if (!getConfig().rateLimits) return ALLOWED;
  const store = await cached(`turn:${name}`, () => ({
    prefix: name,
    points: 1,
    seconds: TURN_MAX_SECONDS,
    blockInMemory: true,
    insured: true,
  }));
  try {
    await store.consume(key, 1, { customDuration: Math.max(1, Math.ceil(seconds)) });
    return ALLOWED;
  } catch (error) {
    if (isRefusal(error)) return refusedFor(name, error.msBeforeNext);
    throw error;
  }
}

/** Forgets `key`'s spending (a successful sign-in clears its failures). */
export async function forget(name: LimitName, key: string): Promise<void> {
  if (!getConfig().rateLimits) return;
  await uninsuredMayFail(name, async () => {
    await (await limiter(name)).delete(key);
  });
}
