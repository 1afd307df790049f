// Slows password guessing: after too many failed sign-ins for one email (or from one address)
// within the window, further attempts are refused until it has passed - before any password
// hashing, so refused attempts cost no scrypt work. Counted in the shared rate-limit store
// (database or Redis): locks survive restarts, hold across server processes, and cannot be
// evicted by flooding other emails. Known and unknown emails are counted alike.
import { LIMITS } from "@/lib/server/rate-limit/limits";
import { forget, hit, isExhausted } from "@/lib/server/rate-limit/rate-limiter";

export const MAX_FAILURES = LIMITS.SIGN_IN_ACCOUNT.points;

export async function signInRefused(email: string, address: string): Promise<boolean> {
  const [byAccount, byAddress] = await Promise.all([isExhausted("SIGN_IN_ACCOUNT", email), isExhausted("SIGN_IN_IP", address)]);
  return !byAccount.allowed || !byAddress.allowed;
}

export async function recordSignInFailure(email: string, address: string): Promise<void> {
  await Promise.all([hit("SIGN_IN_ACCOUNT", email), hit("SIGN_IN_IP", address)]);
}

export async function recordSignInSuccess(email: string): Promise<void> {
  await forget("SIGN_IN_ACCOUNT", email);
}
