// Guards every password check (sign-in, and the current password when changing it) with the
// budget of sign-in-budget.ts. The attempt is counted BEFORE the password is hashed and compared,
// so a burst of parallel guesses gets no more comparisons than the budget, and a refused attempt
// costs no hashing work. A success gives its points back (it was no failure). Counted in the shared
// rate-limit store (database or Redis): counts survive restarts, hold across server processes and
// cannot be evicted by flooding other keys. Known and unknown emails are counted alike.
import { LIMITS, type LimitName, configuredLimits } from "@/lib/server/rate-limit/limits";
import { type Count, claimTurn, count, forget, giveBack, refusedByRule } from "@/lib/server/rate-limit/rate-limiter";
import {
  type BudgetDecision,
  type SignInBudget,
  decideDeviceAttempt,
  decideUnknownDeviceAttempt,
} from "./sign-in-budget";

/** The account-wide wait: 1 s after the first attempt past the allowance, doubling, at most a minute. */
export const SIGN_IN_TURN_WAIT = { firstSeconds: 1, maxSeconds: 60 } as const;

export function signInBudget(env: Record<string, string | undefined> = process.env): SignInBudget {
  const limits = configuredLimits(env);
  return {
    accountAddress: limits.SIGN_IN_ACCOUNT_IP.points,
    address: limits.SIGN_IN_IP.points,
    device: limits.SIGN_IN_DEVICE.points,
    accountFree: limits.SIGN_IN_ACCOUNT.points,
    accountWindowSeconds: limits.SIGN_IN_ACCOUNT.seconds,
    firstWaitSeconds: SIGN_IN_TURN_WAIT.firstSeconds,
    maxWaitSeconds: SIGN_IN_TURN_WAIT.maxSeconds,
  };
}

/** Failed attempts one account and address get per window from a browser without a device cookie. */
export const MAX_FAILURES = LIMITS.SIGN_IN_ACCOUNT_IP.points;

export interface PasswordCaller {
  /** The account as typed (normalised email), known or not. */
  readonly account: string;
  readonly address: string;
  /** The id in a genuine device cookie bound to this account; null for any other browser. */
  readonly deviceId: string | null;
}

export type ThrottleRefusal = {
  /** `too_many_attempts`: this address or device is out of attempts for its window. `wait_turn`: the account is being guessed at; try again shortly. */
  readonly code: "too_many_attempts" | "wait_turn";
  readonly retryAfterSeconds: number;
  readonly limiter: LimitName | "SIGN_IN_ACCOUNT_TURN";
};

export type Guarded =
  | { readonly ok: true; readonly passed: boolean }
  | { readonly ok: false; readonly refusal: ThrottleRefusal };

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const pairKey = (caller: PasswordCaller) => `${caller.address}|${caller.account}`;

/** Runs `check` (the password comparison) only if the caller's budget allows it, and settles the counts by its result. */
export async function guardPasswordCheck(caller: PasswordCaller, check: () => Promise<boolean>): Promise<Guarded> {
  const budget = signInBudget();
  return caller.deviceId === null
    ? guardUnknownDevice(budget, caller, check)
    : guardDevice(budget, caller.deviceId, check);
}

async function guardDevice(budget: SignInBudget, deviceId: string, check: () => Promise<boolean>): Promise<Guarded> {
  const spent = await count("SIGN_IN_DEVICE", deviceId);
  if (decideDeviceAttempt(budget, spent.count).kind === "refuse") return refuse("SIGN_IN_DEVICE", spent);
  const passed = await check();
  if (passed) await forget("SIGN_IN_DEVICE", deviceId);
  return { ok: true, passed };
}

const OVER: Record<"account_address" | "address" | "device", LimitName> = {
  account_address: "SIGN_IN_ACCOUNT_IP",
  address: "SIGN_IN_IP",
  device: "SIGN_IN_DEVICE",
};

async function guardUnknownDevice(
  budget: SignInBudget,
  caller: PasswordCaller,
  check: () => Promise<boolean>,
): Promise<Guarded> {
  const [pair, address, account] = await Promise.all([
    count("SIGN_IN_ACCOUNT_IP", pairKey(caller)),
    count("SIGN_IN_IP", caller.address),
    count("SIGN_IN_ACCOUNT", caller.account),
  ]);
  const decision: BudgetDecision = decideUnknownDeviceAttempt(budget, {
    accountAddress: pair.count,
    address: address.count,
    account: account.count,
  });
  if (decision.kind === "refuse") {
    // Refused before any password was compared: the account's count holds failures, not this.
    if (account.spent) await giveBack("SIGN_IN_ACCOUNT", caller.account);
    return refuse(OVER[decision.over], decision.over === "address" ? address : pair);
  }
  if (decision.kind === "wait_turn") {
    const turn = await claimTurn("SIGN_IN_ACCOUNT_TURN", caller.account, decision.seconds);
    if (!turn.allowed) {
      // No password compared: the account and the pair get their points back, so the owner's
      // retries cost them nothing; the address keeps its point, so nobody polls for the turn
      // faster than the per-address budget allows.
      await settle(caller, "refused", account);
      return {
        ok: false,
        refusal: { code: "wait_turn", retryAfterSeconds: turn.retryAfterSeconds, limiter: "SIGN_IN_ACCOUNT_TURN" },
      };
    }
  }
  const passed = await check();
  if (passed) await settle(caller, "passed", account);
  return { ok: true, passed };
}

/**
 * Takes back what an attempt that was no failure spent; a success also clears its pair's failures.
 * A point the account's count never got (the store could not count it) is not given back: it
 * would lower the count below the failures it holds, and an attacker who can make the store fail
 * part of the time would wind the count down.
 */
async function settle(caller: PasswordCaller, how: "passed" | "refused", account: Count): Promise<void> {
  await Promise.all([
    how === "passed" ? forget("SIGN_IN_ACCOUNT_IP", pairKey(caller)) : giveBack("SIGN_IN_ACCOUNT_IP", pairKey(caller)),
    how === "passed" ? giveBack("SIGN_IN_IP", caller.address) : Promise.resolve(),
    account.spent ? giveBack("SIGN_IN_ACCOUNT", caller.account) : Promise.resolve(),
  ]);
}

function refuse(limiter: LimitName, spent: Count): Guarded {
  refusedByRule(limiter, spent.msBeforeReset);
  return {
    ok: false,
    refusal: { code: "too_many_attempts", retryAfterSeconds: seconds(spent.msBeforeReset), limiter },
  };
}
