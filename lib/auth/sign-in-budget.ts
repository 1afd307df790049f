// How many password guesses a caller gets, decided from counts alone (the counting is the rate
// limiter's). Nobody can lock an account from afar:
// - A browser the account signed in from before presents a device cookie (device-cookie.ts); its
//   failures count against that cookie only, so other people's guesses never refuse it, and a
//   stolen cookie is itself bounded.
// - Any other caller is counted per (account, address) and per address: those budgets refuse,
//   but only that address. Per account, across every address, failures past a free allowance
//   make each further attempt wait its turn, the wait doubling per failure up to a cap: an
//   attacker with many addresses is slowed to a known number of guesses per window, and the
//   owner with the right password is kept waiting at most the cap, never refused for good.
// Counts include the attempt being decided (each attempt is counted before its password check). An
// account count the store could not give (Infinity) asks for the longest wait: a failing store
// slows guesses, it never hands the allowance out again.

export interface SignInBudget {
  /** Attempts per (account, address) from a browser without the account's device cookie. */
  readonly accountAddress: number;
  /** Attempts per address from browsers without a device cookie (across accounts). */
  readonly address: number;
  /** Attempts per device cookie. */
  readonly device: number;
  /** Attempts per account, from any address without a device cookie, before each must wait. */
  readonly accountFree: number;
  /** Window of the account's count, in seconds (the allowance is per window). */
  readonly accountWindowSeconds: number;
  /** The wait after the first attempt past the allowance; it doubles per further attempt. */
  readonly firstWaitSeconds: number;
  /** The longest wait between two attempts on one account. */
  readonly maxWaitSeconds: number;
}

export type BudgetDecision =
  | { readonly kind: "allow" }
  /** Only the caller's own budget is spent: this address (or this device cookie) waits for its window. */
  | { readonly kind: "refuse"; readonly over: "account_address" | "address" | "device" }
  /** Allowed if it is the account's turn; the next attempt on the account then waits `seconds`. */
  | { readonly kind: "wait_turn"; readonly seconds: number };

const ALLOW: BudgetDecision = { kind: "allow" };

export function decideDeviceAttempt(budget: SignInBudget, deviceAttempts: number): BudgetDecision {
  return deviceAttempts > budget.device ? { kind: "refuse", over: "device" } : ALLOW;
}

export function decideUnknownDeviceAttempt(
  budget: SignInBudget,
  counts: { readonly accountAddress: number; readonly address: number; readonly account: number },
): BudgetDecision {
  if (counts.accountAddress > budget.accountAddress) return { kind: "refuse", over: "account_address" };
  if (counts.address > budget.address) return { kind: "refuse", over: "address" };
  const seconds = turnSeconds(budget, counts.account);
  return seconds > 0 ? { kind: "wait_turn", seconds } : ALLOW;
}

/** The gap an attempt with this account count imposes on the next one; 0 within the allowance. */
export function turnSeconds(budget: SignInBudget, accountAttempts: number): number {
  const past = accountAttempts - budget.accountFree;
  if (past <= 0) return 0;
  // 2^30 already exceeds any sensible cap; bounding the exponent keeps the number finite. At
  // least a second: a turn is a store entry with a lifetime in whole seconds.
  const doubled = budget.firstWaitSeconds * 2 ** Math.min(past - 1, 30);
  return Math.max(1, Math.min(budget.maxWaitSeconds, doubled));
}

/**
 * The most password checks one account gets per window from callers without its device cookie,
 * however many addresses they use: the free allowance, then one per turn, each turn at least the
 * previous attempt's wait after it.
 */
export function unknownDeviceGuessesPerWindow(budget: SignInBudget): number {
  let guesses = budget.accountFree;
  let at = 0;
  while (at < budget.accountWindowSeconds) {
    guesses += 1;
    at += turnSeconds(budget, guesses);
  }
  return guesses;
}
