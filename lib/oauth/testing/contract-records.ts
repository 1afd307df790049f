// The records the store contract suites build: one clock and one way to name things, so suites
// that run against one database never collide.
import type { AuthorizationCodeRecord } from "../ports";

export const T0 = new Date("2030-01-01T00:00:00Z");
export const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
let sequence = 0;
export const unique = (prefix: string) => `${prefix}-${++sequence}-${Math.random().toString(36).slice(2)}`;

/** A live, unconsumed code of the client and user, valid ten minutes from T0, without PKCE. */
export function codeRecord(
  clientId: string,
  userId: string,
  over: Partial<AuthorizationCodeRecord> = {},
): AuthorizationCodeRecord {
  return {
    codeHash: unique("code"),
    clientId,
    userId,
    redirectUri: "https://app.example.com/cb",
    scopes: ["BOOKING_READ"],
    legacyUnrestricted: false,
    codeChallenge: null,
    issuedAt: T0,
    expiresAt: at(600),
    ...over,
  };
}
