// Every rate limit of the service: how many points a key may spend per window. A key is an email,
// a client id, a user id or a client address, never a secret. Each can be changed with an
// environment variable `RATE_LIMIT_<NAME>=<points>/<seconds>` (e.g. RATE_LIMIT_SIGN_IN_ACCOUNT=5/900).
export interface Limit {
  readonly points: number;
  readonly seconds: number;
  readonly what: string;
}

export const LIMITS = {
  SIGN_IN_ACCOUNT: { points: 10, seconds: 15 * 60, what: "failed sign-ins per email" },
  SIGN_IN_IP: { points: 50, seconds: 15 * 60, what: "failed sign-ins per client address" },
  SIGN_UP_IP: { points: 10, seconds: 60 * 60, what: "sign-up attempts per client address" },
  REGISTRATION_ACCOUNT: { points: 10, seconds: 24 * 3600, what: "OAuth clients registered per account" },
  TOKEN_CLIENT_FAILURES: { points: 30, seconds: 60, what: "refused token, revocation and introspection requests per client_id (wrong credentials, dead codes or tokens)" },
  TOKEN_IP_FAILURES: { points: 60, seconds: 60, what: "refused token, revocation and introspection requests per client address" },
  AUTHORIZE_IP: { points: 120, seconds: 60, what: "authorization requests and consent posts per client address" },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

/** The limits with any `RATE_LIMIT_<NAME>` override applied; a malformed override is a start-up error. */
export function configuredLimits(env: Record<string, string | undefined>): Record<LimitName, Limit> {
  const result = { ...LIMITS } as Record<LimitName, Limit>;
  for (const name of Object.keys(LIMITS) as LimitName[]) {
    const raw = env[`RATE_LIMIT_${name}`];
    if (raw === undefined || raw === "") continue;
    const match = /^(\d{1,9})\/(\d{1,9})$/.exec(raw);
    if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) throw new Error(`RATE_LIMIT_${name} must look like <points>/<seconds>, e.g. 10/900`);
    result[name] = { ...LIMITS[name], points: Number(match[1]), seconds: Number(match[2]) };
  }
  return result;
}
