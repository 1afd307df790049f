// The token, revocation and introspection endpoints count failures, not traffic: a client or an
// address that keeps failing (wrong secret, dead codes or tokens) is slowed, while a working
// client costs the hot path no write at all.
import { InvalidClientError, InvalidGrantError } from "@/lib/oauth/errors";
import { readParams, type RequestParams } from "@/lib/oauth/request-params";
import { parseBasicAuthorization } from "@/lib/oauth/token-grants/token-request";
import { getConfig } from "../config";
import { clientAddress } from "./client-address";
import { type Verdict, hit, isBlockedHere } from "./rate-limiter";

export interface TokenCaller {
  readonly clientId: string | null;
  readonly address: string;
}

/** Who claims to call, before any authentication: the body's client_id or Basic's. */
export function tokenCaller(request: Request, params: RequestParams): TokenCaller {
  let clientId = readParams(params, ["client_id"]).values.client_id ?? null;
  const header = request.headers.get("authorization");
  if (clientId === null && header) {
    try {
      clientId = parseBasicAuthorization(header).clientId;
    } catch {
      clientId = null;
    }
  }
  return { clientId: clientId?.slice(0, 255) ?? null, address: clientAddress(request.headers, getConfig().trustedProxyHops) };
}

/** Refused at once when this process knows the caller is over a limit (no store round trip). */
export async function blockedCaller(caller: TokenCaller): Promise<Verdict> {
  const byAddress = await isBlockedHere("TOKEN_IP_FAILURES", caller.address);
  if (!byAddress.allowed || caller.clientId === null) return byAddress;
  return isBlockedHere("TOKEN_CLIENT_FAILURES", caller.clientId);
}

/**
 * Counts a refusal that is the caller's doing; the verdict says whether the caller has now gone
 * over a limit (shared by every process), in which case it is answered 429 instead.
 */
export async function countFailure(caller: TokenCaller, error: unknown): Promise<Verdict> {
  if (!(error instanceof InvalidClientError || error instanceof InvalidGrantError)) return { allowed: true };
  const byAddress = await hit("TOKEN_IP_FAILURES", caller.address);
  if (!byAddress.allowed || caller.clientId === null) return byAddress;
  return hit("TOKEN_CLIENT_FAILURES", caller.clientId);
}
