// In-memory OAuthStore for unit tests. Each method does all its reads and writes synchronously,
// with no await in between, so on Node's single thread every call is atomic, as the ports ask.
import type { AuthorizeClientRecord, ClientAccessRecord } from "../ports";
import { MAX_LIVE_CONSENT_TICKETS, type ConsentTicketRecord } from "../authorize/authorize-storage";
import type { PushedRequestRecord } from "../par/pushed-request-storage";
import { RETIRED_REFRESH_TOKENS_KEPT } from "../token-grants/refresh-token-storage";
import type { Scope } from "../scope-catalogue";
import { stillAuthenticatedAs } from "../token-grants/client-authentication";
import { type ChainWindow, judgeStoredRefreshToken, judgeUnstoredRefreshToken } from "../token-grants/refresh-verdict";
import type {
  AuthorizationCodeRecord,
  ClientAsAuthenticated,
  GrantAccessRecord,
  GrantRecord,
  GrantRevocationReason,
  NewGrant,
  NextRefreshToken,
  OAuthStore,
  RefreshTokenRecord,
  TokenClientRecord,
} from "../ports";
import {
  type ConsumeAuthorizationCodeResult,
  type CreateGrantInput,
  type CreateGrantResult,
  type ExchangeAuthorizationCodeResult,
  MAX_LIVE_GRANTS_PER_USER_AND_CLIENT,
} from "../token-grants/authorization-code-storage";
import type { RefreshRotationPolicy, RotateRefreshTokenResult } from "../token-grants/refresh-token-storage";
import type { RefreshTokenState } from "../token-inspection/token-lookup-storage";

interface StoredCode {
  readonly record: AuthorizationCodeRecord;
  consumedAt: Date | null;
  revokedAt: Date | null;
}

interface StoredRefreshToken {
  readonly record: RefreshTokenRecord;
  /** The token this one replaced; null for a grant's first token. */
  readonly parentHash: string | null;
  readonly generation: number;
  /** The grant's rotations in the current window, carried to the successor (the ceiling). */
  readonly chain: ChainWindow;
  rotatedAt: Date | null;
  revokedAt: Date | null;
}

export class MemoryOAuthStore implements OAuthStore {
  readonly clients = new Map<string, TokenClientRecord>();
  readonly secretLastUsed = new Map<string, Date>();
  readonly keyLastUsed = new Map<string, Date>();
  readonly codes = new Map<string, StoredCode>();
  readonly grants = new Map<string, GrantRecord>();
  readonly refreshTokens = new Map<string, StoredRefreshToken>();
  readonly authorizeClients = new Map<string, AuthorizeClientRecord>();
  readonly authorizationRequests: Array<{ clientId: string; withScope: boolean; at: Date }> = [];
  readonly consentTickets = new Map<string, ConsentTicketRecord>();
  readonly pushedRequests = new Map<string, PushedRequestRecord>();
  /** Uses counted per `${grantId} ${detailIndex}` (authorization details with max_uses). */
  readonly detailUses = new Map<string, number>();

  addClient(client: TokenClientRecord): void {
    this.clients.set(client.clientId, client);
  }

  addAuthorizeClient(client: AuthorizeClientRecord): void {
    this.authorizeClients.set(client.clientId, client);
  }

  async findAuthorizeClient(clientId: string): Promise<AuthorizeClientRecord | null> {
    return this.authorizeClients.get(clientId) ?? null;
  }

  async recordAuthorizationRequest(clientId: string, withScope: boolean, at: Date): Promise<void> {
    if (this.authorizeClients.has(clientId)) this.authorizationRequests.push({ clientId, withScope, at });
  }

  async findClientAccess(clientId: string): Promise<ClientAccessRecord | null> {
    const client = this.authorizeClients.get(clientId) ?? this.clients.get(clientId);
    return client ? { status: client.status, scopes: client.scopes } : null;
  }

  async findGrantedScopes(clientId: string, userId: string): Promise<readonly Scope[]> {
    const scopes = new Set<Scope>();
    for (const g of this.grants.values()) {
      if (g.clientId === clientId && g.userId === userId && g.revokedAt === null && !g.legacyUnrestricted)
        g.scopes.forEach((s) => scopes.add(s));
    }
    return [...scopes];
  }

  async saveConsentTicket(ticket: ConsentTicketRecord, now: Date): Promise<void> {
    for (const [hash, t] of this.consentTickets)
      if (t.userId === ticket.userId && t.expiresAt.getTime() <= now.getTime()) this.consentTickets.delete(hash);
    if (this.consentTickets.has(ticket.ticketHash)) throw new Error("duplicate consent ticket");
    this.consentTickets.set(ticket.ticketHash, ticket);
    // Map order is insertion order: the user's oldest tickets come first.
    const mine = [...this.consentTickets.values()].filter((t) => t.userId === ticket.userId);
    for (const old of mine.slice(0, Math.max(0, mine.length - MAX_LIVE_CONSENT_TICKETS)))
      this.consentTickets.delete(old.ticketHash);
  }

  async consumeConsentTicket(ticketHash: string, userId: string, now: Date): Promise<boolean> {
    const ticket = this.consentTickets.get(ticketHash);
    if (ticket === undefined || ticket.userId !== userId || ticket.expiresAt.getTime() <= now.getTime()) return false;
    this.consentTickets.delete(ticketHash);
    return true;
  }

  async savePushedRequest(record: PushedRequestRecord, now: Date, maxLivePerClient: number): Promise<void> {
    for (const [hash, r] of this.pushedRequests)
      if (r.clientId === record.clientId && r.expiresAt.getTime() <= now.getTime()) this.pushedRequests.delete(hash);
    if (this.pushedRequests.has(record.referenceHash)) throw new Error("duplicate pushed request");
    this.pushedRequests.set(record.referenceHash, record);
    // Map order is insertion order: the client's oldest requests come first.
    const its = [...this.pushedRequests.values()].filter((r) => r.clientId === record.clientId);
    for (const old of its.slice(0, Math.max(0, its.length - maxLivePerClient)))
      this.pushedRequests.delete(old.referenceHash);
  }

  async consumePushedRequest(referenceHash: string, clientId: string, now: Date): Promise<string | null> {
    const record = this.pushedRequests.get(referenceHash);
    if (record === undefined || record.clientId !== clientId || record.expiresAt.getTime() <= now.getTime())
      return null;
    this.pushedRequests.delete(referenceHash);
    return record.params;
  }

  async findClient(clientId: string): Promise<TokenClientRecord | null> {
    return this.clients.get(clientId) ?? null;
  }

  private stillAs(client: ClientAsAuthenticated): boolean {
    return stillAuthenticatedAs(this.clients.get(client.clientId) ?? null, client);
  }

  /** At most one write a minute per secret, as the database store. */
  async recordSecretUse(secretId: string, now: Date): Promise<void> {
    const last = this.secretLastUsed.get(secretId);
    if (last === undefined || last.getTime() < now.getTime() - 60_000) this.secretLastUsed.set(secretId, now);
  }

  /** At most one write a minute per key, as the database store. */
  async recordKeyUse(keyId: string, now: Date): Promise<void> {
    const last = this.keyLastUsed.get(keyId);
    if (last === undefined || last.getTime() < now.getTime() - 60_000) this.keyLastUsed.set(keyId, now);
  }

  async saveAuthorizationCode(record: AuthorizationCodeRecord): Promise<void> {
    if (this.codes.has(record.codeHash)) throw new Error("duplicate authorization code");
    this.codes.set(record.codeHash, { record, consumedAt: null, revokedAt: null });
  }

  async consumeAuthorizationCode(
    codeHash: string,
    clientId: string,
    now: Date,
  ): Promise<ConsumeAuthorizationCodeResult> {
    return this.consumeNow(codeHash, clientId, now);
  }

  private consumeNow(codeHash: string, clientId: string, now: Date): ConsumeAuthorizationCodeResult {
    const stored = this.codes.get(codeHash);
    if (stored === undefined || stored.record.clientId !== clientId) return { status: "not_found" };
    if (stored.consumedAt !== null) return { status: "already_consumed" };
    if (stored.record.expiresAt.getTime() <= now.getTime()) return { status: "expired" };
    stored.consumedAt = now;
    return { status: "consumed", code: stored.record };
  }

  async exchangeAuthorizationCode(
    codeHash: string,
    clientId: string,
    now: Date,
    decide: (code: AuthorizationCodeRecord) => CreateGrantInput | null,
    client?: ClientAsAuthenticated,
  ): Promise<ExchangeAuthorizationCodeResult> {
    if (client !== undefined && !this.stillAs(client)) return { consumed: { status: "client_changed" }, created: null };
    const stored = this.codes.get(codeHash);
    const consumedBefore = stored?.consumedAt ?? null;
    // Synchronous from here on, so nothing interleaves; a throw undoes the consumption.
    const consumed = this.consumeNow(codeHash, clientId, now);
    if (consumed.status !== "consumed") return { consumed, created: null };
    try {
      const input = decide(consumed.code);
      return { consumed, created: input === null ? null : this.createGrantNow(input) };
    } catch (error) {
      if (stored !== undefined) stored.consumedAt = consumedBefore;
      throw error;
    }
  }

  async createGrantWithRefreshToken(input: CreateGrantInput): Promise<CreateGrantResult> {
    return this.createGrantNow(input);
  }

  private createGrantNow(input: CreateGrantInput): CreateGrantResult {
    const code = this.codes.get(input.grant.authorizationCodeHash);
    if (code === undefined) throw new Error("grant refers to an unknown authorization code");
    const bornRevoked = code.revokedAt !== null;
    if (this.grants.has(input.grant.id)) throw new Error("duplicate grant id");
    if (this.refreshTokens.has(input.refreshToken.tokenHash)) throw new Error("duplicate refresh token");

    const revokedLegacyGrantIds: string[] = [];
    if (input.revokeEarlierLegacyGrants && !bornRevoked) {
      for (const grant of this.grants.values()) {
        const earlierLegacy =
          grant.userId === input.grant.userId &&
          grant.clientId === input.grant.clientId &&
          grant.legacyUnrestricted &&
          grant.revokedAt === null;
        if (!earlierLegacy) continue;
        this.revoke(grant.id, "superseded_by_scoped_grant", input.grant.createdAt);
        revokedLegacyGrantIds.push(grant.id);
      }
    }
    if (!bornRevoked) this.makeRoomForGrant(input.grant);
    const revokedAt = bornRevoked ? code.revokedAt : null;
    this.grants.set(input.grant.id, {
      ...input.grant,
      revokedAt,
      revokedReason: bornRevoked ? "authorization_code_reused" : null,
    });
    this.refreshTokens.set(input.refreshToken.tokenHash, {
      record: input.refreshToken,
      parentHash: null,
      generation: 0,
      chain: { startedAt: null, refreshes: 0 },
      rotatedAt: null,
      revokedAt,
    });
    return { status: "created", revokedLegacyGrantIds, bornRevoked };
  }

  /** Revokes the user's oldest live grants of the client until the new one fits under the cap. */
  private makeRoomForGrant(grant: NewGrant): void {
    // Map order is insertion order, so equal creation times keep it.
    const live = [...this.grants.values()]
      .filter((g) => g.userId === grant.userId && g.clientId === grant.clientId && g.revokedAt === null)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    for (const oldest of live.slice(0, Math.max(0, live.length - MAX_LIVE_GRANTS_PER_USER_AND_CLIENT + 1)))
      this.revoke(oldest.id, "superseded_by_newer_grant", grant.createdAt);
  }

  async rotateRefreshToken(
    oldTokenHash: string,
    next: NextRefreshToken,
    now: Date,
    policy: RefreshRotationPolicy = {},
  ): Promise<RotateRefreshTokenResult> {
    if (policy.client !== undefined && !this.stillAs(policy.client)) return { status: "client_changed" };
    const stored = this.refreshTokens.get(oldTokenHash);
    if (stored === undefined) return this.judgeUnstored(next, now, policy);
    const grant = this.grants.get(stored.record.grantId);
    if (grant === undefined) return { status: "not_found" };
    const successor = this.refreshTokens.get(next.tokenHash);
    const verdict = judgeStoredRefreshToken(
      {
        grantId: grant.id,
        clientId: stored.record.clientId,
        grantRevoked: grant.revokedAt !== null,
        usedAt: stored.rotatedAt,
        revokedAt: stored.revokedAt,
        expiresAt: stored.record.expiresAt,
        chain: stored.chain,
      },
      successor?.parentHash === oldTokenHash
        ? { usedAt: successor.rotatedAt, revokedAt: successor.revokedAt, expiresAt: successor.record.expiresAt }
        : null,
      { clientId: next.clientId, now, policy },
    );
    if (verdict.status === "retried") return { status: "rotated", grant, retried: true };
    if (verdict.status !== "rotate") return verdict;

    stored.rotatedAt = now;
    if (this.refreshTokens.has(next.tokenHash)) throw new Error("duplicate refresh token");
    this.refreshTokens.set(next.tokenHash, {
      record: { ...next, grantId: grant.id },
      parentHash: oldTokenHash,
      generation: stored.generation + 1,
      chain: verdict.chain,
      rotatedAt: null,
      revokedAt: null,
    });
    for (const [hash, token] of this.refreshTokens) {
      if (token.record.grantId === grant.id && token.generation <= stored.generation - RETIRED_REFRESH_TOKENS_KEPT)
        this.refreshTokens.delete(hash);
    }
    return { status: "rotated", grant, retried: false };
  }

  /** A token no longer stored: judged by the grant its authentic mark names, if any. */
  private judgeUnstored(next: NextRefreshToken, now: Date, policy: RefreshRotationPolicy): RotateRefreshTokenResult {
    const grant = policy.markedGrantId === undefined ? undefined : this.grants.get(policy.markedGrantId);
    if (grant === undefined) return { status: "not_found" };
    const chainLives = [...this.refreshTokens.values()].some(
      (t) =>
        t.record.grantId === grant.id &&
        t.rotatedAt === null &&
        t.revokedAt === null &&
        t.record.expiresAt.getTime() > now.getTime(),
    );
    return judgeUnstoredRefreshToken(
      { grantId: grant.id, clientId: grant.clientId, revoked: grant.revokedAt !== null, chainLives },
      next.clientId,
    );
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

  readonly grantUses = new Map<string, Date>();

  async recordGrantUse(grantId: string, now: Date): Promise<void> {
    const last = this.grantUses.get(grantId);
    if (this.grants.has(grantId) && (last === undefined || last.getTime() < now.getTime() - 60_000))
      this.grantUses.set(grantId, now);
  }

  async findGrantAccess(grantId: string): Promise<GrantAccessRecord | null> {
    const grant = this.grants.get(grantId);
    const client = grant === undefined ? null : await this.findClientAccess(grant.clientId);
    return grant === undefined || client === null ? null : { grant, client };
  }

  async findRefreshToken(tokenHash: string): Promise<RefreshTokenState | null> {
    const stored = this.refreshTokens.get(tokenHash);
    const grant = stored === undefined ? undefined : this.grants.get(stored.record.grantId);
    if (stored === undefined || grant === undefined) return null;
    return {
      grant,
      issuedAt: stored.record.issuedAt,
      expiresAt: stored.record.expiresAt,
      usedAt: stored.rotatedAt,
      revokedAt: stored.revokedAt,
    };
  }

  /** Test helper: the refresh tokens of a grant that could still be rotated. */
  liveRefreshTokenHashes(grantId: string): string[] {
    return [...this.refreshTokens.entries()]
      .filter(([, t]) => t.record.grantId === grantId && t.rotatedAt === null && t.revokedAt === null)
      .map(([hash]) => hash);
  }

  async spendDetailUse(grantId: string, index: number, maxUses: number): Promise<boolean> {
    const key = `${grantId} ${index}`;
    const uses = this.detailUses.get(key) ?? 0;
    if (uses >= maxUses) return false;
    this.detailUses.set(key, uses + 1);
    return true;
  }

  async returnDetailUse(grantId: string, index: number): Promise<void> {
    const key = `${grantId} ${index}`;
    const uses = this.detailUses.get(key) ?? 0;
    if (uses > 0) this.detailUses.set(key, uses - 1);
  }

  async findDetailUses(grantId: string): Promise<ReadonlyMap<number, number>> {
    const found = new Map<number, number>();
    for (const [key, uses] of this.detailUses) {
      const [grant, index] = key.split(" ");
      if (grant === grantId) found.set(Number(index), uses);
    }
    return found;
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
