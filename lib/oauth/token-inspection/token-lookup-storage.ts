// What revocation and introspection (and a refresh token minted before grant marks) need: a
// refresh token found by its hash, whatever its state.
import type { GrantRecord } from "../records";

/** A refresh token as revocation and introspection see it. */
export interface RefreshTokenState {
  readonly grant: GrantRecord;
  readonly issuedAt: Date;
  readonly expiresAt: Date;
  /** Set once it was exchanged for its successor. */
  readonly usedAt: Date | null;
  readonly revokedAt: Date | null;
}

export interface TokenLookupPort {
  /** The refresh token with this hash, whatever its state; null when unknown. */
  findRefreshToken(tokenHash: string): Promise<RefreshTokenState | null>;
}
