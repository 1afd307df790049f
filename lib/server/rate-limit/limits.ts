// Every rate limit of the service: how many points a key may spend per window. A key is an email,
// a client id, a user id or a client address, never a secret. Each can be changed with an
// environment variable `RATE_LIMIT_<NAME>=<points>/<seconds>` (e.g. RATE_LIMIT_SIGN_IN_ACCOUNT=5/900).
export interface Limit {
  readonly points: number;
  readonly seconds: number;
  readonly what: string;
}

export const LIMITS = {
  // Sign-in (and the current-password check of change-password): nobody can lock an account from
  // afar. Browsers without the account's device cookie are refused per (account, address) and per
  // address; per account they are only slowed (lib/auth/sign-in-budget.ts). A device cookie's own
  // failures are counted per device cookie.
  SIGN_IN_ACCOUNT_IP: {
    points: 10,
    seconds: 15 * 60,
    what: "password attempts per account and client address from a browser without the account's device cookie (spent before the check; a success clears them)",
  },
  SIGN_IN_IP: {
    points: 50,
    seconds: 15 * 60,
    what: "password attempts per client address from browsers without a device cookie (spent before the check; a success gives its point back)",
  },
  SIGN_IN_ACCOUNT: {
    points: 10,
    seconds: 15 * 60,
    what: "failed password attempts per account from every address without a device cookie before each further attempt waits its turn (1 s, doubling, at most 60 s)",
  },
  SIGN_IN_DEVICE: {
    points: 10,
    seconds: 15 * 60,
    what: "password attempts per device cookie (spent before the check; a success clears them)",
  },
  // Codes of two-step sign-in (and of its enrolment and removal), counted per account before each
  // check: six digits must not be guessable from many addresses at once.
  TWO_FACTOR_ACCOUNT: {
    points: 10,
    seconds: 15 * 60,
    what: "two-step sign-in codes (authenticator or recovery) checked per account",
  },
  SIGN_UP_IP: { points: 10, seconds: 60 * 60, what: "sign-up attempts per client address" },
  // Forgotten password: both are spent before the account is looked up, for known and unknown
  // emails alike, so a refusal says nothing about which exist; the second bounds the mail one
  // account can be sent.
  PASSWORD_RESET_IP: { points: 10, seconds: 60 * 60, what: "password reset requests per client address" },
  PASSWORD_RESET_ACCOUNT: {
    points: 3,
    seconds: 60 * 60,
    what: "password reset requests per email address (an account or not)",
  },
  VERIFICATION_MAIL_ACCOUNT: {
    points: 3,
    seconds: 60 * 60,
    what: "links asked for again to prove an account's address, per account",
  },
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
    what: "dead codes or tokens (invalid_grant) sent for a public client per client and client address (a confidential client's are not counted: anyone can make its backend send them)",
  },
  TOKEN_IP_FAILURES: {
    points: 60,
    seconds: 60,
    what: "refused token, revocation and introspection requests (invalid_client, or invalid_grant for a public client) per client address",
  },
  AUTHORIZE_IP: { points: 120, seconds: 60, what: "authorization requests and consent posts per client address" },
  BOOKING_IP: { points: 20, seconds: 60 * 60, what: "public bookings (no token) per client address" },
  BOOKING_CHANGE_IP: {
    points: 30,
    seconds: 60 * 60,
    what: "public cancellations and reschedules (no token) per client address",
  },
  // Every call of a token-protected /v2 operation, per grant (one person's authorization of one
  // app): counted in each instance's memory, so the API's hot path costs no store round trip; behind
  // N instances an app may get up to N times this. Its RateLimit fields tell a well-behaved agent
  // how fast it may go.
  API_GRANT: {
    points: 1200,
    seconds: 60,
    what: "calls of token-protected API operations per grant (one person's authorization of one app), counted in each instance's memory",
  },
  // Each query computes up to MAX_SLOTS_PER_QUERY slots: cheap, but anonymous and repeatable.
  SLOTS_IP: { points: 120, seconds: 60, what: "public slot queries (GET /v2/slots, no token) per client address" },
  REGISTRATION_IP: { points: 20, seconds: 24 * 3600, what: "OAuth clients registered per client address" },
  // A metadata document's first sighting registers a pending client. Its own budgets, apart from
  // the portal's: a page can make any visitor's browser send such requests, and that must not
  // spend the visitor's portal registrations. Per document host, and per address.
  METADATA_CLIENT_HOST: {
    points: 10,
    seconds: 24 * 3600,
    what: "clients registered by their metadata document, per document host",
  },
  METADATA_CLIENT_IP: {
    points: 20,
    seconds: 24 * 3600,
    what: "clients registered by their metadata document, per client address",
  },
  // Teams and invitations reach other people: each invitation is shown on its invitee's account
  // page under the team's name, so whoever may create teams could fill a stranger's page with
  // lures. Team creation is bounded per organization and per creator, invitations per inviter.
  TEAM_CREATION_ORGANIZATION: { points: 20, seconds: 24 * 3600, what: "teams created per organization" },
  TEAM_CREATION_CREATOR: {
    points: 10,
    seconds: 24 * 3600,
    what: "teams created per user (an organization's OWNER or ADMIN), across organizations",
  },
  INVITATION_INVITER: {
    points: 50,
    seconds: 24 * 3600,
    what: "invitations sent (new or renewed) per inviter, across teams and organizations",
  },
  // Counted only once its credential verified, so nobody can spend another resource server's budget.
  INTROSPECT_RESOURCE_SERVER: {
    points: 6000,
    seconds: 60,
    what: "introspection requests per resource-server credential",
  },
  // A test event or a redelivery is a POST to an address the app chose: budgeted per subscription
  // and per app, the portal's replays included, so nobody turns us into a request cannon.
  WEBHOOK_SEND_SUBSCRIPTION: {
    points: 20,
    seconds: 60 * 60,
    what: "test events and redeliveries per webhook subscription (the developer portal's replays included)",
  },
  WEBHOOK_SEND_APP: {
    points: 100,
    seconds: 60 * 60,
    what: "test events and redeliveries per app across its subscriptions (the developer portal's replays included)",
  },
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

let processLimits_: Record<LimitName, Limit> | undefined;
/** The configured limits, read once per process (a malformed override already failed start-up). */
export function processLimits(): Record<LimitName, Limit> {
  processLimits_ ??= configuredLimits(process.env);
  return processLimits_;
}
