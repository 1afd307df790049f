// What the admin review pages and the owner's review panel see.
import type { ProfileGap } from "@/lib/oauth/security-profile";
import type { AuditActorView } from "../rules/audit-actor";
import type { ClientKind, ClientStatus } from "@/lib/oauth/ports";
import type { DetailField } from "../rules/client-details";
import type { ChangeRequestView, PendingChangeView, PersonRef } from "./change-views";
import type { RiskSignal } from "../rules/risk-signals";

export type AuditEntry = {
  id: string;
  eventType: string;
  details: Record<string, unknown>;
  createdAt: Date;
  actor: AuditActorView;
};

/** "queue": pending clients and pending changes; a status: every client in it; "all": every client. */
export type ReviewQueueFilter = "queue" | "all" | ClientStatus;

export type ReviewQueueItem = {
  /** "new_client": waiting for its first review; "change": a pending change; "client": any other row. */
  type: "new_client" | "change" | "client";
  client: { clientId: string; name: string; kind: ClientKind; status: ClientStatus; legacy: boolean; owner: PersonRef };
  submittedAt: Date;
  /** A client's scopes and redirect URIs; for a change, what it adds. */
  scopes: string[];
  redirectUris: string[];
  /** For a change: removals held back with it. */
  removedScopes: string[];
  removedRedirectUris: string[];
  /** For a change: the app details it would change (name, links…), none for a client row. */
  detailFields: DetailField[];
  /** For a change: the DPoP setting it would make live (true: "DPoP required"); null: unchanged. */
  dpopSetting?: boolean | null;
  changeId: string | null;
  /** For a client row: it also has a change waiting. */
  hasPendingChange: boolean;
  /** For a new client or a change: how many risk signals its submission raised (null: not recorded). */
  riskSignalCount: number | null;
  /** For a metadata-document client: the trusted-host rule that applied at first sight. */
  hostRule?: string | null;
};

/** "oldest": longest-waiting first (the queue's default); "newest": most recent first. */
export type ReviewQueueSort = "oldest" | "newest";

export type ReviewQueue = {
  items: ReviewQueueItem[];
  /** 1-based page shown (clamped to the pages that may be asked for). */
  page: number;
  /** More rows match after this page. */
  hasNextPage: boolean;
  counts: Record<ReviewQueueFilter, number>;
};

export type ClientForReview = {
  clientId: string;
  name: string;
  description: string | null;
  websiteUrl: string | null;
  logoUrl: string | null;
  privacyPolicyUrl: string | null;
  termsOfServiceUrl: string | null;
  kind: ClientKind;
  status: ClientStatus;
  /** Registered before scopes existed: its tokens are unrestricted (spec s3.2). */
  legacy: boolean;
  scopes: string[];
  redirectUris: string[];
  createdAt: Date;
  submittedAt: Date;
  reviewNote: string | null;
  reviewedAt: Date | null;
  reviewedBy: PersonRef | null;
  /** Changes with every edit; a decision is taken on exactly the configuration the admin saw. */
  version: Date;
  owner: PersonRef;
  activeGrants: number;
  /** Distinct users holding a live grant: who loses access when the client is stopped. */
  activeUsers: number;
  pendingChange: PendingChangeView | null;
  /** Decided or superseded change requests, newest first. */
  pastChanges: ChangeRequestView[];
  audit: AuditEntry[];
  /** Set for a client identified by a Client ID Metadata Document: the document as last fetched. */
  metadataDocument?: Record<string, unknown> | null;
  /** The trusted-host rule (its pattern) that applied when the document was first seen. */
  metadataHostRule?: string | null;
  /** What was true at its last submission; null when submitted before signals were recorded. */
  riskSignals: RiskSignal[] | null;
  /** Which profile it runs, and what it lacks to run the high-security one (an empty list: nothing). */
  securityProfile: { highSecurity: boolean; gaps: ProfileGap[] };
};

export type ReviewDecisionView = {
  outcome: "approved" | "rejected" | "suspended" | "reinstated";
  /** The reviewer's reason or note, shown to the owner. */
  reason: string | null;
  decidedAt: Date;
  /** The reviewer's name (not their email). */
  decidedBy: string | null;
};

export type ClientReviewState = {
  status: ClientStatus;
  latestDecision: ReviewDecisionView | null;
  pendingChange: PendingChangeView | null;
  /** The most recent approved or rejected change request (superseded ones are skipped). */
  latestChangeDecision: ChangeRequestView | null;
  /** REJECTED: the owner may send it back to review with resubmitClient. */
  canResubmit: boolean;
  /** Live configuration plus the pending change: the base for the next `submitClientChange` proposal. */
  working: { scopes: string[]; redirectUris: string[]; postLogoutRedirectUris?: string[] };
};
