// The rows a MemoryClientStore holds, with the few reads its repository shares.
import type { ClientStatus } from "@/lib/oauth/ports";
import type {
  AuditRecord,
  ChangeRow,
  ChangeStatus,
  ClientRow,
  DecisionRecord,
  SecretRow,
  ClientDetailsRow,
  KeyRow,
} from "../ports";
import type { OwnerNoticeKind } from "../rules/owner-notices";
import { summarizeTraffic, type TrafficRow } from "../rules/traffic";
export type StoredClient = ClientRow &
  Partial<Omit<ClientDetailsRow, "name">> & {
    submittedAt: Date;
    reviewNote: string | null;
    reviewedAt: Date | null;
    reviewedById: string | null;
    riskSignals?: unknown;
  };
export type StoredSecret = SecretRow & { clientInternalId: string; hash: string };
export type StoredKey = KeyRow & { clientInternalId: string; jwk: Readonly<Record<string, string>> };
export type StoredChange = ChangeRow & {
  riskSignals?: unknown;
  reviewNote: string | null;
  reviewedAt: Date | null;
  reviewedById: string | null;
};
export type StoredGrant = {
  id: string;
  clientInternalId: string;
  revokedAt: Date | null;
  revokedReason: string | null;
};
export type StoredNotice = {
  id: string;
  ownerId: string;
  clientInternalId: string;
  kind: OwnerNoticeKind;
  reason: string | null;
  createdAt: Date;
  dismissedAt: Date | null;
};

export type StoredDeletion = {
  client: StoredClient;
  secrets: StoredSecret[];
  keys: StoredKey[];
  jwksUri: string | undefined;
  deletedAt: Date;
  restorableUntil: Date;
};
export type StoredRequest = { clientInternalId: string; withScope: boolean; createdAt: Date };

export class MemoryClientState {
  clients = new Map<string, StoredClient>();
  secrets = new Map<string, StoredSecret>();
  keys = new Map<string, StoredKey>();
  jwksUris = new Map<string, string>();
  changes = new Map<string, StoredChange>();
  grants = new Map<string, StoredGrant>();
  /** Internal id -> the copy a deleted client can be restored from. */
  deleted = new Map<string, StoredDeletion>();
  requests: StoredRequest[] = [];
  audit: AuditRecord[] = [];
  notices = new Map<string, StoredNotice>();
  users = new Map<string, string>();
  sequence = 0;

  nextId(prefix: string): string {
    return `${prefix}-${++this.sequence}`;
  }

  snapshot(): MemoryClientState {
    const copy = new MemoryClientState();
    copy.clients = new Map([...this.clients].map(([k, v]) => [k, { ...v }]));
    copy.secrets = new Map([...this.secrets].map(([k, v]) => [k, { ...v }]));
    copy.keys = new Map([...this.keys].map(([k, v]) => [k, { ...v }]));
    copy.jwksUris = new Map(this.jwksUris);
    copy.changes = new Map([...this.changes].map(([k, v]) => [k, { ...v }]));
    copy.grants = new Map([...this.grants].map(([k, v]) => [k, { ...v }]));
    copy.deleted = new Map(this.deleted);
    copy.requests = [...this.requests];
    copy.audit = [...this.audit];
    copy.notices = new Map([...this.notices].map(([k, v]) => [k, { ...v }]));
    copy.users = new Map(this.users);
    copy.sequence = this.sequence;
    return copy;
  }

  restore(from: MemoryClientState): void {
    Object.assign(this, from);
  }

  decisionOf<S extends ClientStatus | ChangeStatus>(row: {
    status: S;
    reviewedAt: Date | null;
    reviewedById: string | null;
  }): DecisionRecord<S> {
    return {
      status: row.status,
      reviewedAt: row.reviewedAt,
      reviewerName: row.reviewedById ? (this.users.get(row.reviewedById) ?? null) : null,
    };
  }

  traffic(clientInternalId: string, now: Date) {
    const day = 24 * 3600 * 1000;
    const rows = new Map<string, TrafficRow>();
    for (const r of this.requests.filter((x) => x.clientInternalId === clientInternalId && x.createdAt <= now)) {
      const key = `${r.createdAt.toISOString().slice(0, 10)}|${r.withScope}`;
      const row = rows.get(key) ?? { day: key.slice(0, 10), withScope: r.withScope, count: 0, last24h: 0, last7d: 0 };
      row.count += 1;
      if (now.getTime() - r.createdAt.getTime() <= day) row.last24h += 1;
      if (now.getTime() - r.createdAt.getTime() <= 7 * day) row.last7d += 1;
      rows.set(key, row);
    }
    const last = (withScope: boolean) =>
      this.requests
        .filter((x) => x.clientInternalId === clientInternalId && x.withScope === withScope)
        .reduce<Date | null>((m, x) => (!m || x.createdAt > m ? x.createdAt : m), null);
    return summarizeTraffic([...rows.values()], { withoutScopeAt: last(false), withScopeAt: last(true) }, now);
  }
}
