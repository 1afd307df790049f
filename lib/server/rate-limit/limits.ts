// Every rate limit of the service: how many points a key may spend per window. A key is an email,
// a client id, a user id or a client address, never a secret. Each can be changed with an
// environment variable `RATE_LIMIT_<NAME>=<points>/<seconds>` (e.g. RATE_LIMIT_SIGN_IN_ACCOUNT=5/900).
export interface Limit {
  readonly points: number;
  readonly seconds: number;
  readonly what: string;
}

export const LIMITS = {
  SIGN_IN_ACCOUNT: {
    points: 10,
    seconds: 15 * 60,
    what: "sign-in attempts per email (spent before the password check; a success clears them)",
  },
  SIGN_IN_IP: {
    points: 50,
    seconds: 15 * 60,
    what: "sign-in attempts per client address (spent before the password check; a success gives its point back)",
  },
  SIGN_UP_IP: { points: 10, seconds: 60 * 60, what: "sign-up attempts per client address" },
  REGISTRATION_ACCOUNT: { points: 10, seconds: 24 * 3600, what: "OAuth clients registered per account" },
  // Keyed by the address as well as the client: client ids are public, so a budget per client_id
  // alone would let anyone lock every client out of its own endpoints from anywhere.
  TOKEN_CLIENT_FAILURES: {
    points: 30,
    seconds: 60,
    what: "failed client authentications (invalid_client) at the token, revocation and introspection endpoints per client_id and client address",
  },
  TOKEN_GRANT_FAILURES: {
    points: 30,
    seconds: 60,
    what: "dead codes or tokens (invalid_grant) sent by an authenticated client per client and client address",
  },
  TOKEN_IP_FAILURES: {
    points: 60,
    seconds: 60,
    what: "refused token, revocation and introspection requests (invalid_client or invalid_grant) per client address",
  },
  AUTHORIZE_IP: { points: 120, seconds: 60, what: "authorization requests and consent posts per client address" },
  BOOKING_IP: { points: 20, seconds: 60 * 60, what: "public bookings (no token) per client address" },
  BOOKING_CHANGE_IP: {
    points: 30,
    seconds: 60 * 60,
    what: "public cancellations and reschedules (no token) per client address",
  },
  REGISTRATION_IP: { points: 20, seconds: 24 * 3600, what: "OAuth clients registered per client address" },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

/** The limits with any `RATE_LIMIT_<NAME>` override applied; a malformed override is a start-up error. */
export function configuredLimits(env: Record<string, string | undefined>): Record<LimitName, Limit> {
  const result = { ...LIMITS } as Record<LimitName, Limit>;
  for (const name of Object.keys(LIMITS) as LimitName[]) {
    const raw = env[`RATE_LIMIT_${name}`];
    if (raw === undefined || raw === "") continue;
    const match = /^(\d{1,9})\/(\d{1,9})$/.exec(raw);
    if (!match || Number(match[1]) < 1 || Number(match[2]) < 1)
      throw new Error(`RATE_LIMIT_${name} must look like <points>/<seconds>, e.g. 10/900`);
    result[name] = { ...LIMITS[name], points: Number(match[1]), seconds: Number(match[2]) };
  }
  return result;
}
