// Finds what a presented token is: one of our refresh tokens (by its hash) or a validly signed
// access token of ours. Either kind is tried, the hinted one first; anything else is unknown.
// Without a hint (RFC 7662 s2.1 lets the server search its token types in any order) the access
// token comes first: its signature is checked without the database, and a refresh token fails
// that check before any cryptography (it is not a JWS), so a token is never both.
import { type VerifiedAccessToken, type VerifyAccessTokenOptions, verifyAccessToken } from "../access-token";
import { hashSecret } from "../constant-time";
import type { RefreshTokenState, TokenLookupPort } from "./token-lookup-storage";
import type { TokenTypeHint } from "./token-inspection-request";

export type PresentedToken =
  | { kind: "refresh_token"; refresh: RefreshTokenState }
  | { kind: "access_token"; access: VerifiedAccessToken }
  | { kind: "unknown" };

export interface FindPresentedTokenDeps {
  readonly store: TokenLookupPort;
  /** The access-token verification of the API, at `now`. */
  readonly verify: VerifyAccessTokenOptions;
}

export async function findPresentedToken(
  deps: FindPresentedTokenDeps,
  token: string,
  hint: TokenTypeHint | null,
): Promise<PresentedToken> {
  const order: TokenTypeHint[] =
    hint === "refresh_token" ? ["refresh_token", "access_token"] : ["access_token", "refresh_token"];
  for (const kind of order) {
    if (kind === "refresh_token") {
      const refresh = await deps.store.findRefreshToken(hashSecret(token));
      if (refresh !== null) return { kind, refresh };
    } else {
      const verified = await verifyAccessToken(token, deps.verify);
      if (verified.ok) return { kind, access: verified.token };
    }
  }
  return { kind: "unknown" };
}
