// The token, revocation and introspection endpoints count failures, not traffic: a client or an
// address that keeps failing (wrong secret, dead codes or tokens) is slowed, while a working
// client costs the hot path no write at all.
//
// Every budget is keyed by the caller's address: client ids are public, so a budget per client_id
// alone would let anyone lock any client out from anywhere, and a public client's own users (dead
// refresh tokens) would lock the app out for everyone. A request whose credentials verify is
// therefore only ever refused for failures sent from its own address. Guessing a client secret,
// a code or a refresh token from many addresses gains nothing: they are random and long.
//
// A confidential client's dead codes and tokens are not counted at all: its backend sends every
// user's code from one address, and anyone can make it send garbage (a `?code=` planted at its
// redirect URI), so counting them would let a stranger lock the client out for every user. Only
// its own failures to authenticate (a wrong secret) count against it.
import { InvalidClientError, InvalidGrantError } from "@/lib/oauth/errors";
import { readParams, type RequestParams } from "@/lib/oauth/request-params";
import { parseBasicAuthorization } from "@/lib/oauth/token-grants/token-request";
import { getConfig } from "../roots/config";
import { clientAddress } from "./client-address";
import { processLimits } from "./limits";
import { type QuotaReading, type Verdict, hit, isBlockedHere } from "./rate-limiter";

export interface TokenCaller {
  readonly clientId: string | null;
  readonly address: string;
  /**
   * A client secret came with the request (body or Basic). Not verified here; but the core answers
   * invalid_grant only after authentication, which refuses a secret that does not match and a
   * public client that sends one, so invalid_grant with a secret means a verified confidential client.
   */
  readonly sentSecret: boolean;
}

/** Who claims to call, before any authentication: the body's client_id or Basic's. */
export function tokenCaller(request: Request, params: RequestParams): TokenCaller {
  const body = readParams(params, ["client_id", "client_secret"]).values;
  let clientId = body.client_id ?? null;
  let sentSecret = body.client_secret !== undefined;
  const header = request.headers.get("authorization");
  if (header) {
    try {
      const basic = parseBasicAuthorization(header);
      clientId ??= basic.clientId;
      // As the core reads it: an empty Basic password is no secret.
      sentSecret ||= basic.clientSecret !== null;
    } catch {
      // A malformed header is refused by the core as invalid_client, which is counted.
    }
  }
  return {
    clientId: clientId?.slice(0, 255) ?? null,
    address: clientAddress(request.headers, getConfig().trustedProxyHops),
    sentSecret,
  };
}

/** The key of a (client, address) budget; the address has no space, so no two pairs collide. */
function clientAtAddress(clientId: string, address: string): string {
  return `${address} ${clientId}`;
}

/** Refused at once when this process knows the caller is over a limit (no store round trip). */
export async function blockedCaller(caller: TokenCaller): Promise<Verdict> {
  const byAddress = await isBlockedHere("TOKEN_IP_FAILURES", caller.address);
  if (!byAddress.allowed || caller.clientId === null) return byAddress;
  const key = clientAtAddress(caller.clientId, caller.address);
  const byClient = await isBlockedHere("TOKEN_CLIENT_FAILURES", key);
  return byClient.allowed ? isBlockedHere("TOKEN_GRANT_FAILURES", key) : byClient;
}

/**
 * Counts a refusal that is the caller's doing; the verdict says whether the caller has now gone
 * over a limit (shared by every process), in which case it is answered 429 instead.
 * invalid_client is counted against the client_id the caller claimed. invalid_grant, which the
 * core answers only once the client has authenticated, is counted only for a public client (no
 * secret); with a secret it reached the grant only because the secret verified, so it is a
 * confidential client relaying what its users (or anyone) sent it, and is not counted.
 */
export async function countFailure(caller: TokenCaller, error: unknown): Promise<Verdict> {
  const budget =
    error instanceof InvalidClientError
      ? "TOKEN_CLIENT_FAILURES"
      : error instanceof InvalidGrantError && !caller.sentSecret
        ? "TOKEN_GRANT_FAILURES"
        : null;
  if (budget === null) return { allowed: true };
  const byAddress = await hit("TOKEN_IP_FAILURES", caller.address);
  if (byAddress.reading) remember(caller.address, byAddress.reading);
  if (!byAddress.allowed || caller.clientId === null) return byAddress;
  return hit(budget, clientAtAddress(caller.clientId, caller.address));
}

/**
 * What the endpoints' RateLimit field says of an address's failure budget (TOKEN_IP_FAILURES): a
 * success spends nothing, so it reads what this process learned at the address's last counted
 * failure, without asking the store again; an address with no failure known here has its whole
 * budget. Kept for at most MAX_REMEMBERED addresses, the oldest forgotten first.
 */
const MAX_REMEMBERED = 10_000;
const lastKnown = new Map<string, { remaining: number; resetsAt: number }>();

function remember(address: string, reading: QuotaReading): void {
  lastKnown.delete(address);
  if (lastKnown.size >= MAX_REMEMBERED) lastKnown.delete(lastKnown.keys().next().value!);
  lastKnown.set(address, { remaining: reading.remaining, resetsAt: Date.now() + reading.resetSeconds * 1000 });
}

export function addressFailureReading(address: string): QuotaReading {
  const known = lastKnown.get(address);
  const now = Date.now();
  if (known && known.resetsAt > now)
    return {
      limit: "TOKEN_IP_FAILURES",
      remaining: known.remaining,
      resetSeconds: Math.ceil((known.resetsAt - now) / 1000),
    };
  if (known) lastKnown.delete(address);
  const { points, seconds } = processLimits().TOKEN_IP_FAILURES;
  return { limit: "TOKEN_IP_FAILURES", remaining: points, resetSeconds: seconds };
}
