// The repository of MemoryClientStore: the same semantics as lib/db's Prisma adapter, on maps.
import type { ClientRepository } from "../ports";
import type { MemoryClientState } from "./memory-client-state";

export function memoryRepository(s: MemoryClientState): ClientRepository {
  const touch = (id: string, at = new Date()) => {
    const c = s.clients.get(id);
    // Strictly later than before, as a database clock would be on a real update.
    if (c) s.clients.set(id, { ...c, version: new Date(Math.max(at.getTime(), c.version.getTime() + 1)) });
  };
  const byPublicId = (clientId: string) => [...s.clients.values()].find((c) => c.clientId === clientId) ?? null;
  const pendingOf = (id: string) =>
    [...s.changes.values()].find((c) => c.clientInternalId === id && c.status === "PENDING") ?? null;
  const strip = <T extends { reviewNote: unknown; reviewedAt: unknown; reviewedById: unknown; riskSignals?: unknown }>({
    riskSignals: _r,
    reviewNote: _n,
    reviewedAt: _a,
    reviewedById: _b,
    ...row
  }: T) => row;

  return {
    async lockClient({ clientId, ownerId }) {
      const c = byPublicId(clientId);
      if (!c || (ownerId !== undefined && c.ownerId !== ownerId)) return null;
      const { submittedAt: _s, ...row } = strip(c);
      return row;
    },
    async insertClient({ firstSecret, ...row }) {
      if (byPublicId(row.clientId)) throw new Error("duplicate client id");
      const id = s.nextId("client");
      const now = new Date();
      s.clients.set(id, {
        ...row,
        id,
        status: "PENDING",
        scopes: [...row.scopes],
        redirectUris: [...row.redirectUris],
        version: now,
        submittedAt: now,
        reviewNote: null,
        reviewedAt: null,
        reviewedById: null,
      });
      let secretId: string | null = null;
      if (firstSecret) {
        secretId = s.nextId("secret");
        s.secrets.set(secretId, {
          id: secretId,
          clientInternalId: id,
          hash: firstSecret.hash,
          hint: firstSecret.hint,
          label: null,
          createdAt: now,
          lastUsedAt: null,
          expiresAt: null,
        });
      }
      return { id, secretId };
    },
    async saveConfiguration(id, { scopes, redirectUris, postLogoutRedirectUris }) {
      const c = s.clients.get(id);
      if (!c) throw new Error("unknown client");
      s.clients.set(id, {
        ...c,
        scopes: [...scopes],
        redirectUris: [...redirectUris],
        ...(postLogoutRedirectUris ? { postLogoutRedirectUris: [...postLogoutRedirectUris] } : {}),
      });
      touch(id);
    },
    async savePushedRequirement(id, required) {
      const c = s.clients.get(id);
      if (!c) throw new Error("unknown client");
      s.clients.set(id, { ...c, requirePushedRequests: required });
      touch(id);
    },
    async findDetails(id) {
      const c = s.clients.get(id);
      return c
        ? {
            name: c.name,
            description: c.description ?? null,
            websiteUrl: c.websiteUrl ?? null,
            logoUrl: c.logoUrl ?? null,
            privacyPolicyUrl: c.privacyPolicyUrl ?? null,
            termsOfServiceUrl: c.termsOfServiceUrl ?? null,
          }
        : null;
    },
    async saveDetails(id, details) {
      const c = s.clients.get(id);
      if (!c) throw new Error("unknown client");
      s.clients.set(id, { ...c, ...details });
      touch(id);
    },
    async saveDpopSetting(id, dpopBoundAccessTokens) {
      const c = s.clients.get(id);
      if (!c) throw new Error("unknown client");
      s.clients.set(id, { ...c, dpopBoundAccessTokens });
      touch(id);
    },
    async saveHighSecurity(id, highSecurity) {
      const c = s.clients.get(id);
      if (!c) throw new Error("unknown client");
      s.clients.set(id, { ...c, highSecurity });
      touch(id);
    },
    async deleteClient(id, { deletedAt, restorableUntil }) {
      const client = s.clients.get(id);
      const secrets = [...s.secrets.values()].filter((x) => x.clientInternalId === id);
      const keys = [...s.keys.values()].filter((x) => x.clientInternalId === id);
      const jwksUri = s.jwksUris.get(id);
      if (client) s.deleted.set(id, { client: { ...client }, secrets, keys, jwksUri, deletedAt, restorableUntil });
      s.clients.delete(id);
      for (const [k, v] of s.secrets) if (v.clientInternalId === id) s.secrets.delete(k);
      for (const [k, v] of s.keys) if (v.clientInternalId === id) s.keys.delete(k);
      s.jwksUris.delete(id);
      for (const [k, v] of s.changes) if (v.clientInternalId === id) s.changes.delete(k);
      for (const [k, v] of s.grants) if (v.clientInternalId === id) s.grants.delete(k);
      for (const [k, v] of s.notices) if (v.clientInternalId === id) s.notices.delete(k);
    },
    async restoreClient({ clientId, ownerId }, now) {
      const found = [...s.deleted.entries()].find(
        ([, d]) => d.client.clientId === clientId && d.client.ownerId === ownerId && d.restorableUntil > now,
      );
      if (!found) return "not_found";
      if ([...s.clients.values()].some((c) => c.clientId === clientId)) return "client_id_taken";
      const [id, copy] = found;
      s.deleted.delete(id);
      s.clients.set(id, { ...copy.client });
      for (const secret of copy.secrets) s.secrets.set(secret.id, { ...secret });
      for (const key of copy.keys) s.keys.set(key.id, { ...key });
      if (copy.jwksUri !== undefined) s.jwksUris.set(id, copy.jwksUri);
      return { id, name: copy.client.name };
    },
    listDeletedClients: async (ownerId, now) =>
      [...s.deleted.values()]
        .filter((d) => d.client.ownerId === ownerId && d.restorableUntil > now)
        .sort((a, b) => b.deletedAt.getTime() - a.deletedAt.getTime())
        .map((d) => ({
          clientId: d.client.clientId,
          name: d.client.name,
          deletedAt: d.deletedAt,
          restorableUntil: d.restorableUntil,
        })),
    countLiveGrants: async (id) =>
      [...s.grants.values()].filter((g) => g.clientInternalId === id && g.revokedAt === null).length,
    countSecrets: async (id) => [...s.secrets.values()].filter((x) => x.clientInternalId === id).length,
    listSecretExpiries: async (id) =>
      [...s.secrets.values()]
        .filter((x) => x.clientInternalId === id)
        .map((x) => ({ id: x.id, hint: x.hint, expiresAt: x.expiresAt })),
    async findSecret(id, secretId) {
      const x = s.secrets.get(secretId);
      return x && x.clientInternalId === id ? { id: x.id, hint: x.hint, expiresAt: x.expiresAt } : null;
    },
    async expireSecret(secretId, at) {
      const x = s.secrets.get(secretId);
      if (!x) throw new Error("unknown secret");
      s.secrets.set(secretId, { ...x, expiresAt: at });
    },
    async insertSecret(id, { hash, hint, label = null }) {
      const secretId = s.nextId("secret");
      const row = { id: secretId, hint, label, createdAt: new Date(), lastUsedAt: null, expiresAt: null };
      s.secrets.set(secretId, { ...row, clientInternalId: id, hash });
      return row;
    },
    async deleteSecret(secretId) {
      if (!s.secrets.delete(secretId)) throw new Error("unknown secret");
    },
    listKeys: async (id) =>
      [...s.keys.values()]
        .filter((k) => k.clientInternalId === id)
        .map(({ clientInternalId: _c, jwk: _j, ...row }) => row),
    async insertKeys(id, keys) {
      return keys.map(({ jwk, ...key }) => {
        const taken = [...s.keys.values()].some(
          (k) => k.clientInternalId === id && (k.kid === key.kid || k.thumbprint === key.thumbprint),
        );
        if (taken) throw new Error("duplicate key");
        const row = { id: s.nextId("key"), ...key, createdAt: new Date(), lastUsedAt: null };
        s.keys.set(row.id, { ...row, clientInternalId: id, jwk });
        return row;
      });
    },
    async deleteKey(keyId) {
      if (!s.keys.delete(keyId)) throw new Error("unknown key");
    },
    findJwksUri: async (id) => s.jwksUris.get(id) ?? null,
    async saveJwksUri(id, jwksUri) {
      if (jwksUri === null) s.jwksUris.delete(id);
      else s.jwksUris.set(id, jwksUri);
      touch(id);
    },
    async findPendingChange(id) {
      const c = pendingOf(id);
      return c ? strip(c) : null;
    },
    async findChange(changeId) {
      const c = s.changes.get(changeId);
      return c ? strip(c) : null;
    },
    async insertChange(id, requestedById, delta) {
      const client = s.clients.get(id);
      if (!client) throw new Error("unknown client");
      if (pendingOf(id)) throw new Error("a client has at most one pending change");
      const changeId = s.nextId("change");
      const row = {
        id: changeId,
        clientInternalId: id,
        clientId: client.clientId,
        status: "PENDING" as const,
        delta,
        requestedAt: new Date(),
        requestedById,
      };
      s.changes.set(changeId, { ...row, reviewNote: null, reviewedAt: null, reviewedById: null });
      return row;
    },
    async supersedeChange(changeId) {
      const c = s.changes.get(changeId);
      if (c?.status === "PENDING") s.changes.set(changeId, { ...c, status: "SUPERSEDED" });
    },
    async decideChange(changeId, d) {
      const c = s.changes.get(changeId);
      if (c?.status !== "PENDING") return false;
      s.changes.set(changeId, {
        ...c,
        status: d.status,
        reviewNote: d.note,
        reviewedById: d.reviewerId,
        reviewedAt: d.at,
      });
      return true;
    },
    async changeDecision(changeId) {
      const c = s.changes.get(changeId);
      if (!c) throw new Error("unknown change");
      return s.decisionOf(c);
    },
    async decideClient(where, d) {
      const c = byPublicId(where.clientId);
      if (!c || c.status !== where.status || (where.version && c.version.getTime() !== where.version.getTime()))
        return false;
      s.clients.set(c.id, { ...c, status: d.status, reviewNote: d.note, reviewedById: d.reviewerId, reviewedAt: d.at });
      touch(c.id, d.at);
      return true;
    },
    async clientDecision(clientId) {
      const c = byPublicId(clientId);
      return c ? s.decisionOf(c) : null;
    },
    async revokeClientAccess(id, at) {
      let count = 0;
      for (const [k, g] of s.grants) {
        if (g.clientInternalId !== id || g.revokedAt !== null) continue;
        s.grants.set(k, { ...g, revokedAt: at, revokedReason: "revoked_by_admin" });
        count += 1;
      }
      return count;
    },
    async resubmit({ clientId, ownerId }, at) {
      const c = byPublicId(clientId);
      if (!c || c.ownerId !== ownerId || c.status !== "REJECTED") return false;
      s.clients.set(c.id, { ...c, status: "PENDING", submittedAt: at });
      touch(c.id, at);
      return true;
    },
    async findOwnedStatus({ clientId, ownerId }) {
      const c = byPublicId(clientId);
      return c && c.ownerId === ownerId ? c.status : null;
    },
    traffic: async (id, now) => s.traffic(id, now),
    async riskContext(ownerId) {
      const approved = [...s.clients.values()].filter((c) => c.status === "APPROVED");
      return {
        approvedNames: approved.filter((c) => c.ownerId !== ownerId).map((c) => c.name),
        ownerHasApprovedClient: approved.some((c) => c.ownerId === ownerId),
      };
    },
    async saveRiskSignals(where, signals) {
      if ("changeId" in where) {
        const c = s.changes.get(where.changeId);
        if (c) s.changes.set(c.id, { ...c, riskSignals: signals });
      } else {
        const c = s.clients.get(where.clientInternalId);
        if (c) s.clients.set(c.id, { ...c, riskSignals: signals });
      }
    },
    async writeAudit(event) {
      s.audit.push(event);
    },
    async insertNotice({ at, ...notice }) {
      const id = s.nextId("notice");
      s.notices.set(id, { ...notice, id, createdAt: at, dismissedAt: null });
    },
    listNotices: async ({ ownerId, clientInternalId }) =>
      [...s.notices.values()]
        .filter((n) => n.ownerId === ownerId && n.dismissedAt === null)
        .filter((n) => clientInternalId === undefined || n.clientInternalId === clientInternalId)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id))
        .flatMap((n) => {
          const client = s.clients.get(n.clientInternalId);
          return client
            ? [
                {
                  id: n.id,
                  clientId: client.clientId,
                  clientName: client.name,
                  kind: n.kind,
                  reason: n.reason,
                  createdAt: n.createdAt,
                },
              ]
            : [];
        })
        .slice(0, 20),
    async dismissNotice({ id, ownerId }, at) {
      const n = s.notices.get(id);
      if (!n || n.ownerId !== ownerId || n.dismissedAt !== null) return false;
      s.notices.set(id, { ...n, dismissedAt: at });
      return true;
    },
  };
}
