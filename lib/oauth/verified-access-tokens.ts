// Access tokens this process has already verified, by the hash of the token, for their remaining
// lifetime. A token's signature and claims cannot change, so a token presented again skips the
// ECDSA verification and the claim checks. Only the verification is remembered: whether the
// token's grant and client are still live is read on every request (bearer-access.ts), so a
// revocation still takes effect on the next request. Only tokens that verified are kept (a forged
// or expired token is verified, and refused, every time), under the key set and the issuer and
// audiences they verified against, and at most `maxEntries` of them (the oldest go first).
import { hashSecret } from "./constant-time";
import type { VerifiedAccessToken, VerifiedAccessTokens, VerifyAccessTokenOptions } from "./access-token";

export type { VerifiedAccessTokens };

export const DEFAULT_VERIFIED_ACCESS_TOKENS = 10_000;

type Entry = { token: VerifiedAccessToken; issuer: string; audience: string };

const audienceOf = (options: VerifyAccessTokenOptions) =>
  typeof options.audience === "string" ? options.audience : options.audience.join(" ");

export function createVerifiedAccessTokens(maxEntries = DEFAULT_VERIFIED_ACCESS_TOKENS): VerifiedAccessTokens {
  // Per key set: keys rotated or reloaded start afresh, and a key dropped from the set verifies nothing.
  const byKeySet = new WeakMap<object, Map<string, Entry>>();
  return {
    find(token, options) {
      const entries = byKeySet.get(options.getKey);
      if (entries === undefined) return undefined;
      const key = hashSecret(token);
      const entry = entries.get(key);
      if (entry === undefined || entry.issuer !== options.issuer || entry.audience !== audienceOf(options))
        return undefined;
      const now = Math.floor(options.now.getTime() / 1000);
      const tolerance = options.clockToleranceSeconds ?? 0;
      const { exp, iat } = entry.token.claims;
      if (exp <= now - tolerance) {
        entries.delete(key);
        return undefined;
      }
      return iat > now + tolerance ? undefined : entry.token;
    },
    remember(token, options, verified) {
      let entries = byKeySet.get(options.getKey);
      if (entries === undefined) {
        entries = new Map();
        byKeySet.set(options.getKey, entries);
      }
      while (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      entries.set(hashSecret(token), { token: verified, issuer: options.issuer, audience: audienceOf(options) });
    },
  };
}
