// What the client domain needs from storage. lib/db implements it with Prisma
// (lib/db/clients/prisma-client-store.ts); testing/memory-client-store.ts implements it in memory.
// Every use case runs its reads and writes through one `transaction`, whose repository is only
// valid inside it; a client read with `lockClient` stays locked until the transaction ends, so
// concurrent changes to one client run one after the other.
import type { ClientKind, ClientStatus } from "@/lib/oauth/ports";
import type { ChangeDelta, ClientConfiguration } from "./rules/client-change";
import type { ClientDetailsRow } from "./rules/client-details";
import type { OwnerNoticeKind } from "./rules/owner-notices";
import type { RiskContext, RiskSignal } from "./rules/risk-signals";
import type { TrafficSummary } from "./rules/traffic";

export type { ClientDetailsRow };

export type Configuration = { scopes: string[]; redirectUris: string[]; postLogoutRedirectUris?: string[] };

export interface ClientRow {
  /** Internal id: joins secrets, grants, changes and the audit log; never shown in URLs. */
  readonly id: string;
  readonly clientId: string;
  readonly ownerId: string;
  readonly name: string;
  readonly kind: ClientKind;
  readonly status: ClientStatus;
  /** Empty for a legacy client (registered before scopes existed). */
  readonly scopes: readonly string[];
  readonly redirectUris: readonly string[];
  /** OpenID Connect RP-initiated logout targets (none for most clients). */
  readonly postLogoutRedirectUris?: readonly string[];
  /** RFC 9126 s5: the authorization endpoint serves only its pushed requests. Absent: false. */
  readonly requirePushedRequests?: boolean;
  /** RFC 9449 s5.2 `dpop_bound_access_tokens`: "DPoP required" (absent: false, "Bearer or DPoP"). */
  readonly dpopBoundAccessTokens?: boolean;
  /** The high-security profile (lib/oauth/security-profile.ts). Absent: off. */
  readonly highSecurity?: boolean;
  /** Changes with every write to the row; an admin decides on exactly the version they saw. */
  readonly version: Date;
}

export interface NewClientRow extends ClientConfiguration, ClientDetailsRow {
  readonly clientId: string;
  readonly ownerId: string;
  readonly kind: ClientKind;
  readonly firstSecret: { hash: string; hint: string } | null;
}

export interface SecretExpiry {
  readonly id: string;
  readonly hint: string;
  readonly expiresAt: Date | null;
}

/** What users see about an app on the consent screen. */
export interface SecretRow {
  readonly id: string;
  readonly hint: string;
  /** The owner's optional name for it, to tell two secrets apart. */
  readonly label: string | null;
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
  readonly expiresAt: Date | null;
}

/** A registered public key (private_key_jwt) as the owner sees it; the JWK itself stays in storage. */
export interface KeyRow {
  readonly id: string;
  readonly kid: string;
  /** null: any algorithm the key's type allows. */
  readonly alg: string | null;
  /** RFC 7638 thumbprint, base64url. */
  readonly thumbprint: string;
  readonly label: string | null;
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
}

export interface NewKeyRow {
  readonly kid: string;
  readonly alg: string | null;
  readonly jwk: Readonly<Record<string, string>>;
  readonly thumbprint: string;
  readonly label: string | null;
}

export type ChangeStatus = "PENDING" | "APPROVED" | "REJECTED" | "SUPERSEDED";

export interface ChangeRow {
  readonly id: string;
  /** Internal id of the client. */
  readonly clientInternalId: string;
  /** Public id of the client, to lock it before deciding. */
  readonly clientId: string;
  readonly status: ChangeStatus;
  readonly delta: ChangeDelta;
  readonly requestedAt: Date;
  readonly requestedById: string | null;
}

/** Who decided a client or a change last, and what. */
export interface DecisionRecord<S> {
  readonly status: S;
  readonly reviewedAt: Date | null;
  readonly reviewerName: string | null;
}

export interface Decision<S> {
  readonly status: S;
  /** The reason or note, shown to the owner. */
  readonly note: string | null;
  readonly reviewerId: string;
  readonly at: Date;
}

/** A deleted client while it can be restored. */
export interface DeletedClientRow {
  readonly clientId: string;
  readonly name: string;
  readonly deletedAt: Date;
  readonly restorableUntil: Date;
}

export interface AuditRecord {
  readonly actorId: string | null;
  /** Internal id of the client concerned. */
  readonly clientId: string | null;
  readonly eventType: string;
  readonly details: Record<string, unknown>;
}

/** A notice to a client's owner, as stored (rules/owner-notices.ts). */
export interface NoticeRow {
  readonly id: string;
  /** Public id and name of the client it is about. */
  readonly clientId: string;
  readonly clientName: string;
  readonly kind: OwnerNoticeKind;
  readonly reason: string | null;
  readonly createdAt: Date;
}

export interface ClientRepository {
  /** Locks and reads the client (with `ownerId`, only if that user owns it). */
  lockClient(where: { clientId: string; ownerId?: string }): Promise<ClientRow | null>;
  insertClient(row: NewClientRow): Promise<{ id: string; secretId: string | null }>;
  saveConfiguration(id: string, configuration: Configuration): Promise<void>;
  findDetails(id: string): Promise<ClientDetailsRow | null>;
  saveDetails(id: string, details: ClientDetailsRow): Promise<void>;
  /** Whether the authorization endpoint serves only the client's pushed requests (RFC 9126 s5). */
  savePushedRequirement(id: string, required: boolean): Promise<void>;
  /** Sets whether the token endpoint requires a DPoP proof of the client (`dpop_bound_access_tokens`). */
  saveDpopSetting(id: string, dpopBoundAccessTokens: boolean): Promise<void>;
  saveHighSecurity(id: string, on: boolean): Promise<void>;
  /**
   * Deletes the client with its codes, grants and refresh tokens (what it issued is dead for good);
   * the audit log stays, and a copy of its configuration and secrets is kept until `restorableUntil`.
   */
  deleteClient(id: string, keep: { deletedAt: Date; restorableUntil: Date }): Promise<void>;
  /**
   * Brings a deleted client of the owner back (its configuration and secrets, no grants) while its
   * copy is restorable at `now`; the copy is used up by one conditional statement. `client_id_taken`
   * when a client with its public id exists again (a metadata document registered anew).
   */
  restoreClient(
    where: { clientId: string; ownerId: string },
    now: Date,
  ): Promise<{ id: string; name: string } | "not_found" | "client_id_taken">;
  /** The owner's deleted clients still restorable at `now`, most recently deleted first. */
  listDeletedClients(ownerId: string, now: Date): Promise<DeletedClientRow[]>;
  countLiveGrants(id: string): Promise<number>;

  countSecrets(id: string): Promise<number>;
  /** Every secret of the client with its expiry (null: it lasts), expired ones included. */
  listSecretExpiries(id: string): Promise<SecretExpiry[]>;
  findSecret(id: string, secretId: string): Promise<SecretExpiry | null>;
  /** Sets when the secret stops authenticating. */
  expireSecret(secretId: string, at: Date): Promise<void>;
  insertSecret(id: string, secret: { hash: string; hint: string; label?: string | null }): Promise<SecretRow>;
  deleteSecret(secretId: string): Promise<void>;

  /** The client's registered public keys, oldest first. */
  listKeys(id: string): Promise<KeyRow[]>;
  insertKeys(id: string, keys: readonly NewKeyRow[]): Promise<KeyRow[]>;
  deleteKey(keyId: string): Promise<void>;
  /** Where the client publishes its keys (jwks_uri); null: nowhere. */
  findJwksUri(id: string): Promise<string | null>;
  saveJwksUri(id: string, jwksUri: string | null): Promise<void>;

  findPendingChange(id: string): Promise<ChangeRow | null>;
  findChange(changeId: string): Promise<ChangeRow | null>;
  insertChange(id: string, requestedById: string, delta: ChangeDelta): Promise<ChangeRow>;
  supersedeChange(changeId: string): Promise<void>;
  /** Only while the change is still PENDING; false when someone else decided or replaced it first. */
  decideChange(changeId: string, decision: Decision<"APPROVED" | "REJECTED">): Promise<boolean>;
  changeDecision(changeId: string): Promise<DecisionRecord<ChangeStatus>>;

  /**
   * One conditional update: only while the client still has `status` (and `version`, when given).
   * False when another decision or an owner's edit came first.
   */
  decideClient(
    where: { clientId: string; status: ClientStatus; version?: Date },
    decision: Decision<ClientStatus>,
  ): Promise<boolean>;
  clientDecision(clientId: string): Promise<DecisionRecord<ClientStatus> | null>;
  /** Revokes every grant, refresh token and unused code of the client; returns the grants revoked. */
  revokeClientAccess(id: string, at: Date): Promise<number>;
  /** REJECTED -> PENDING for the owner, conditionally; false when the client was not rejected. */
  resubmit(where: { clientId: string; ownerId: string }, at: Date): Promise<boolean>;
  findOwnedStatus(where: { clientId: string; ownerId: string }): Promise<ClientStatus | null>;

  traffic(id: string, now: Date): Promise<TrafficSummary>;
  /** What a submission's risk signals are weighed against: other owners' approved clients, the owner's record. */
  riskContext(ownerId: string): Promise<RiskContext>;
  /** Keeps the signals with the client (`clientInternalId`) or the change request (`changeId`) just submitted. */
  saveRiskSignals(where: { clientInternalId: string } | { changeId: string }, signals: RiskSignal[]): Promise<void>;
  writeAudit(event: AuditRecord): Promise<void>;

  insertNotice(notice: {
    ownerId: string;
    clientInternalId: string;
    kind: OwnerNoticeKind;
    reason: string | null;
    at: Date;
  }): Promise<void>;
  /** The owner's notices not yet dismissed, newest first (of one client, when given). */
  listNotices(where: { ownerId: string; clientInternalId?: string }): Promise<NoticeRow[]>;
  /** Only the owner's own notice; false when there is none to dismiss. */
  dismissNotice(where: { id: string; ownerId: string }, at: Date): Promise<boolean>;
}

export interface ClientStore {
  /** Runs `work` in one transaction: all of its writes happen, or none. */
  transaction<T>(work: (repo: ClientRepository) => Promise<T>): Promise<T>;
}
