// In-memory OAuthStore for unit tests. Each method does all its reads and writes synchronously,
// with no await in between, so on Node's single thread every call is atomic, as the ports ask.
import type {
  AuthorizationCodeRecord,
  ConsumeAuthorizationCodeResult,
  CreateGrantInput,
  CreateGrantResult,
  GrantRecord,
  GrantRevocationReason,
  NextRefreshToken,
  OAuthStore,
  RefreshTokenRecord,
  RotateRefreshTokenResult,
  TokenClientRecord,
} from "../ports";

interface StoredCode {
  readonly record: AuthorizationCodeRecord;
  consumedAt: Date | null;
  revokedAt: Date | null;
}

interface StoredRefreshToken {
  readonly record: RefreshTokenRecord;
  rotatedAt: Date | null;
  revokedAt: Date | null;
}

export class MemoryOAuthStore implements OAuthStore {
  readonly clients = new Map<string, TokenClientRecord>();
  readonly secretLastUsed = new Map<string, Date>();
  readonly codes = new Map<string, StoredCode>();
  readonly grants = new Map<string, GrantRecord>();
  readonly refreshTokens = new Map<string, StoredRefreshToken>();

  addClient(client: TokenClientRecord): void {
    this.clients.set(client.clientId, client);
  }

  async findClient(clientId: string): Promise<TokenClientRecord | null> {
    return this.clients.get(clientId) ?? null;
  }

  async recordSecretUse(secretId: string, now: Date): Promise<void> {
    this.secretLastUsed.set(secretId, now);
  }

  async saveAuthorizationCode(record: AuthorizationCodeRecord): Promise<void> {
    if (this.codes.has(record.codeHash)) throw new Error("duplicate authorization code");
    this.codes.set(record.codeHash, { record, consumedAt: null, revokedAt: null });
  }

  async consumeAuthorizationCode(codeHash: string, clientId: string, now: Date): Promise<ConsumeAuthorizationCodeResult> {
    const stored = this.codes.get(codeHash);
    if (stored === undefined || stored.record.clientId !== clientId) return { status: "not_found" };
    if (stored.consumedAt !== null) return { status: "already_consumed" };
    if (stored.record.expiresAt.getTime() <= now.getTime()) return { status: "expired" };
    stored.consumedAt = now;
    return { status: "consumed", code: stored.record };
  }

  async createGrantWithRefreshToken(input: CreateGrantInput): Promise<CreateGrantResult> {
    const code = this.codes.get(input.grant.authorizationCodeHash);
    if (code === undefined) throw new Error("grant refers to an unknown authorization code");
    const bornRevoked = code.revokedAt !== null;
    if (this.grants.has(input.grant.id)) throw new Error("duplicate grant id");
    if (this.refreshTokens.has(input.refreshToken.tokenHash)) throw new Error("duplicate refresh token");

    const revokedLegacyGrantIds: string[] = [];
    if (input.revokeEarlierLegacyGrants && !bornRevoked) {
      for (const grant of this.grants.values()) {
        const earlierLegacy = grant.userId === input.grant.userId && grant.clientId === input.grant.clientId
          && grant.legacyUnrestricted && grant.revokedAt === null;
        if (!earlierLegacy) continue;
        this.revoke(grant.id, "superseded_by_scoped_grant", input.grant.createdAt);
        revokedLegacyGrantIds.push(grant.id);
      }
    }
    const revokedAt = bornRevoked ? code.revokedAt : null;
    this.grants.set(input.grant.id, { ...input.grant, revokedAt, revokedReason: bornRevoked ? "authorization_code_reused" : null });
    this.refreshTokens.set(input.refreshToken.tokenHash, { record: input.refreshToken, rotatedAt: null, revokedAt });
    return { status: "created", revokedLegacyGrantIds, bornRevoked };
  }

  async rotateRefreshToken(oldTokenHash: string, next: NextRefreshToken, now: Date): Promise<RotateRefreshTokenResult> {
    const stored = this.refreshTokens.get(oldTokenHash);
    if (stored === undefined || stored.record.clientId !== next.clientId) return { status: "not_found" };
    const grant = this.grants.get(stored.record.grantId);
    if (grant === undefined) return { status: "not_found" };
    if (stored.rotatedAt !== null || stored.revokedAt !== null || grant.revokedAt !== null) {
      return { status: "reused", grantId: grant.id };
    }
    if (stored.record.expiresAt.getTime() <= now.getTime()) return { status: "expired" };
    if (this.refreshTokens.has(next.tokenHash)) throw new Error("duplicate refresh token");
    stored.rotatedAt = now;
    this.refreshTokens.set(next.tokenHash, { record: { ...next, grantId: grant.id }, rotatedAt: null, revokedAt: null });
    return { status: "rotated", grant };
  }

  async revokeGrant(grantId: string, reason: GrantRevocationReason, now: Date): Promise<void> {
    this.revoke(grantId, reason, now);
  }

  async revokeGrantIssuedFromCode(codeHash: string, reason: GrantRevocationReason, now: Date): Promise<void> {
    const code = this.codes.get(codeHash);
    if (code !== undefined) code.revokedAt ??= now;
    for (const grant of this.grants.values()) {
      if (grant.authorizationCodeHash === codeHash) this.revoke(grant.id, reason, now);
    }
  }

  async findGrant(grantId: string): Promise<GrantRecord | null> {
    return this.grants.get(grantId) ?? null;
  }

  /** Test helper: the refresh tokens of a grant that could still be rotated. */
  liveRefreshTokenHashes(grantId: string): string[] {
    return [...this.refreshTokens.entries()]
      .filter(([, t]) => t.record.grantId === grantId && t.rotatedAt === null && t.revokedAt === null)
      .map(([hash]) => hash);
  }

  private revoke(grantId: string, reason: GrantRevocationReason, now: Date): void {
    const grant = this.grants.get(grantId);
    if (grant === undefined) return;
    if (grant.revokedAt === null) this.grants.set(grantId, { ...grant, revokedAt: now, revokedReason: reason });
    for (const token of this.refreshTokens.values()) {
      if (token.record.grantId === grantId) token.revokedAt ??= now;
    }
  }
}
