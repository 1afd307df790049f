// Slows password guessing: at most a budget of sign-in attempts per email (and per address)
// within the window. An attempt spends its point BEFORE the password is hashed and compared, so
// a burst of parallel guesses gets no more comparisons than the budget, and refused attempts cost
// no scrypt work. A success gives its point back and clears the email's count, so people who
// know their password are never slowed. Counted in the shared rate-limit store (database or
// Redis): locks survive restarts, hold across server processes, and cannot be evicted by flooding
// other emails. Known and unknown emails are counted alike.
import { LIMITS } from "@/lib/server/rate-limit/limits";
import { forget, giveBack, hit } from "@/lib/server/rate-limit/rate-limiter";

export const MAX_FAILURES = LIMITS.SIGN_IN_ACCOUNT.points;

/** Spends one attempt for the email and the address; true when either budget is spent. */
export async function spendSignInAttempt(email: string, address: string): Promise<boolean> {
  const [byAccount, byAddress] = await Promise.all([hit("SIGN_IN_ACCOUNT", email), hit("SIGN_IN_IP", address)]);
  return !byAccount.allowed || !byAddress.allowed;
}

/** The attempt was no failure: the email starts afresh, the address gets its point back. */
export async function recordSignInSuccess(email: string, address: string): Promise<void> {
  await Promise.all([forget("SIGN_IN_ACCOUNT", email), giveBack("SIGN_IN_IP", address)]);
}
