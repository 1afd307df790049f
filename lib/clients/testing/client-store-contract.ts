// The semantics every ClientStore must honour, as one suite: the memory store runs it beside
// itself, lib/db's Prisma store runs it on PGlite and PostgreSQL (test/clients/).
import { describe, expect, it } from "vitest";
import type { ClientStore, NewClientRow } from "../ports";

export interface ClientStoreFixture {
  readonly store: ClientStore;
  /** Two users who may own clients, and a reviewer whose name decisions report. */
  readonly ownerId: string;
  readonly otherOwnerId: string;
  readonly reviewerId: string;
  readonly reviewerName: string;
  /** Adds a live grant (with a refresh token) of the client for some user. */
  addGrant(clientInternalId: string): Promise<void>;
  /** Records an authorization request of the client at `at`. */
  addRequest(clientInternalId: string, withScope: boolean, at: Date): Promise<void>;
  auditTypes(clientInternalId: string): Promise<string[]>;
}

let sequence = 0;
const delta = { addedScopes: ["SCHEDULE_READ"], addedRedirectUris: [], removedScopes: [], removedRedirectUris: [] };

export function describeClientStoreContract(name: string, setup: () => Promise<ClientStoreFixture>): void {
  const newClient = (f: ClientStoreFixture, over: Partial<NewClientRow> = {}): NewClientRow => ({
    clientId: `contract-${++sequence}-${Math.random().toString(36).slice(2, 10)}`,
    ownerId: f.ownerId,
    name: "Contract app",
    description: null,
    websiteUrl: null,
    logoUrl: null,
    privacyPolicyUrl: null,
    termsOfServiceUrl: null,
    kind: "CONFIDENTIAL",
    scopes: ["PROFILE_READ"],
    redirectUris: ["https://app.example.com/cb"],
    firstSecret: { hash: `hash-${sequence}-${Math.random()}`, hint: "abcd" },
    ...over,
  });
  const insert = async (f: ClientStoreFixture, over: Partial<NewClientRow> = {}) => {
    const row = newClient(f, over);
    const { id, secretId } = await f.store.transaction((repo) => repo.insertClient(row));
    return { ...row, id, secretId };
  };
  const approve = (f: ClientStoreFixture, clientId: string) =>
    f.store.transaction((repo) =>
      repo.decideClient(
        { clientId, status: "PENDING" },
        { status: "APPROVED", note: null, reviewerId: f.reviewerId, at: new Date() },
      ),
    );

  describe(`ClientStore contract: ${name}`, () => {
    it("weighs a submission against other owners' approved names and the owner's own approvals", async () => {
      const f = await setup();
      const approved = await insert(f, { name: `Approved ${sequence} ${Math.random()}` });
      const pending = await insert(f, { name: `Pending ${sequence} ${Math.random()}` });
      await approve(f, approved.clientId);
      await f.store.transaction(async (repo) => {
        const other = await repo.riskContext(f.otherOwnerId);
        expect(other.approvedNames).toContain(approved.name);
        expect(other.approvedNames).not.toContain(pending.name);
        expect(other.ownerHasApprovedClient).toBe(false);
        const own = await repo.riskContext(f.ownerId);
        expect(own.approvedNames).not.toContain(approved.name);
        expect(own.ownerHasApprovedClient).toBe(true);
      });
    });

    it("inserts a PENDING client with its first secret; only its owner (or anyone, without owner) can lock it", async () => {
      const f = await setup();
      const c = await insert(f);
      expect(c.secretId).not.toBeNull();
      await f.store.transaction(async (repo) => {
        expect(await repo.lockClient({ clientId: c.clientId, ownerId: f.ownerId })).toMatchObject({
          id: c.id,
          status: "PENDING",
          scopes: ["PROFILE_READ"],
          kind: "CONFIDENTIAL",
        });
        expect(await repo.lockClient({ clientId: c.clientId, ownerId: f.otherOwnerId })).toBeNull();
        expect(await repo.lockClient({ clientId: c.clientId })).toMatchObject({ id: c.id });
        expect(await repo.lockClient({ clientId: "no-such-client" })).toBeNull();
        expect(await repo.countSecrets(c.id)).toBe(1);
      });
    });

    it("saves a configuration and moves the version on", async () => {
      const f = await setup();
      const c = await insert(f);
      const before = await f.store.transaction((repo) => repo.lockClient({ clientId: c.clientId }));
      await f.store.transaction((repo) =>
        repo.saveConfiguration(c.id, {
          scopes: ["BOOKING_READ"],
          redirectUris: ["https://b.example/cb", "https://a.example/cb"],
        }),
      );
      const after = await f.store.transaction((repo) => repo.lockClient({ clientId: c.clientId }));
      expect(after).toMatchObject({
        scopes: ["BOOKING_READ"],
        redirectUris: ["https://b.example/cb", "https://a.example/cb"],
      });
      expect(after!.version.getTime()).toBeGreaterThan(before!.version.getTime());
    });

    it("reads and saves the app details, privacy-policy and terms links included", async () => {
      const f = await setup();
      const c = await insert(f);
      const details = {
        name: "Renamed",
        description: "d",
        websiteUrl: "https://w.example",
        logoUrl: null,
        privacyPolicyUrl: "https://w.example/privacy",
        termsOfServiceUrl: "https://w.example/terms",
      };
      expect(await f.store.transaction((repo) => repo.findDetails(c.id))).toMatchObject({
        privacyPolicyUrl: null,
        termsOfServiceUrl: null,
      });
      await f.store.transaction((repo) => repo.saveDetails(c.id, details));
      expect(await f.store.transaction((repo) => repo.findDetails(c.id))).toEqual(details);
      expect(await f.store.transaction((repo) => repo.findDetails("no-such-client"))).toBeNull();
    });

    it("adds, finds and deletes secrets of one client only", async () => {
      const f = await setup();
      const c = await insert(f);
      const other = await insert(f);
      await f.store.transaction(async (repo) => {
        const added = await repo.insertSecret(c.id, { hash: `h-${Math.random()}`, hint: "wxyz" });
        expect(added).toMatchObject({ hint: "wxyz", label: null, lastUsedAt: null });
        const labelled = await repo.insertSecret(c.id, {
          hash: `h-${Math.random()}`,
          hint: "lbl1",
          label: "production",
        });
        expect(labelled).toMatchObject({ hint: "lbl1", label: "production" });
        await repo.deleteSecret(labelled.id);
        expect(await repo.countSecrets(c.id)).toBe(2);
        expect(await repo.findSecret(other.id, added.id)).toBeNull();
        expect(await repo.findSecret(c.id, added.id)).toEqual({ id: added.id, hint: "wxyz", expiresAt: null });
        const at = new Date("2030-01-01T00:00:00Z");
        await repo.expireSecret(added.id, at);
        expect(await repo.findSecret(c.id, added.id)).toEqual({ id: added.id, hint: "wxyz", expiresAt: at });
        expect((await repo.listSecretExpiries(c.id)).find((x) => x.id === added.id)?.expiresAt).toEqual(at);
        expect(await repo.listSecretExpiries(other.id)).not.toContainEqual(expect.objectContaining({ id: added.id }));
        await repo.deleteSecret(added.id);
        expect(await repo.countSecrets(c.id)).toBe(1);
      });
    });

    it("adds, lists and deletes public keys of one client only; one key or kid once per client", async () => {
      const f = await setup();
      const c = await insert(f);
      const other = await insert(f);
      const key = (kid: string, thumbprint: string) => ({
        kid,
        alg: null,
        jwk: { kty: "OKP", crv: "Ed25519", x: thumbprint },
        thumbprint,
        label: null,
      });
      await f.store.transaction(async (repo) => {
        const added = await repo.insertKeys(c.id, [key("a", "ta"), { ...key("b", "tb"), alg: "EdDSA", label: "prod" }]);
        expect(added).toMatchObject([
          { kid: "a", alg: null, thumbprint: "ta", label: null, lastUsedAt: null },
          { kid: "b", alg: "EdDSA", thumbprint: "tb", label: "prod" },
        ]);
        await repo.insertKeys(other.id, [key("a", "ta")]);
        expect((await repo.listKeys(c.id)).map((k) => k.kid)).toEqual(["a", "b"]);
        await repo.deleteKey(added[0]!.id);
        expect((await repo.listKeys(c.id)).map((k) => k.kid)).toEqual(["b"]);
        expect((await repo.listKeys(other.id)).map((k) => k.kid)).toEqual(["a"]);
      });
      for (const again of [key("b", "other"), key("other", "tb")])
        await expect(f.store.transaction((repo) => repo.insertKeys(c.id, [again]))).rejects.toThrow();
      await f.store.transaction(async (repo) => {
        expect(await repo.findJwksUri(c.id)).toBeNull();
        await repo.saveJwksUri(c.id, "https://app.example.com/jwks");
        expect(await repo.findJwksUri(c.id)).toBe("https://app.example.com/jwks");
        expect(await repo.findJwksUri(other.id)).toBeNull();
        await repo.saveJwksUri(c.id, null);
        expect(await repo.findJwksUri(c.id)).toBeNull();
      });
      await f.store.transaction(async (repo) =>
        repo.deleteClient(c.id, { deletedAt: new Date(), restorableUntil: new Date(Date.now() + 60_000) }),
      );
      expect(await f.store.transaction((repo) => repo.listKeys(c.id))).toEqual([]);
    });

    it("rolls every write of a transaction back when the work throws", async () => {
      const f = await setup();
      const c = await insert(f);
      const failing = f.store.transaction(async (repo) => {
        await repo.saveConfiguration(c.id, { scopes: ["BOOKING_READ"], redirectUris: ["https://x.example/cb"] });
        await repo.writeAudit({ actorId: f.ownerId, clientId: c.id, eventType: "client.scopes_updated", details: {} });
        throw new Error("boom");
      });
      await expect(failing).rejects.toThrow("boom");
      expect(await f.store.transaction((repo) => repo.lockClient({ clientId: c.clientId }))).toMatchObject({
        scopes: ["PROFILE_READ"],
      });
      expect(await f.auditTypes(c.id)).toEqual([]);
    });

    it("runs concurrent transactions on one locked client one after the other", async () => {
      const f = await setup();
      const c = await insert(f);
      const tryAdd = () =>
        f.store.transaction(async (repo) => {
          const locked = await repo.lockClient({ clientId: c.clientId, ownerId: f.ownerId });
          if ((await repo.countSecrets(locked!.id)) >= 2) return false;
          await repo.insertSecret(locked!.id, { hash: `h-${Math.random()}`, hint: "race" });
          return true;
        });
      const results = await Promise.all(Array.from({ length: 5 }, tryAdd));
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await f.store.transaction((repo) => repo.countSecrets(c.id))).toBe(2);
    });

    it("keeps one pending change: supersede, then exactly one decision wins and names its reviewer", async () => {
      const f = await setup();
      const c = await insert(f);
      await f.store.transaction(async (repo) => {
        const first = await repo.insertChange(c.id, f.ownerId, delta);
        expect(first).toMatchObject({
          clientInternalId: c.id,
          clientId: c.clientId,
          status: "PENDING",
          delta,
          requestedById: f.ownerId,
        });
        await repo.supersedeChange(first.id);
        expect(await repo.findPendingChange(c.id)).toBeNull();
        expect(
          await repo.decideChange(first.id, {
            status: "APPROVED",
            note: null,
            reviewerId: f.reviewerId,
            at: new Date(),
          }),
        ).toBe(false);
        expect((await repo.changeDecision(first.id)).status).toBe("SUPERSEDED");
        const second = await repo.insertChange(c.id, f.ownerId, delta);
        expect(await repo.findPendingChange(c.id)).toMatchObject({ id: second.id });
        expect(await repo.findChange(second.id)).toMatchObject({ id: second.id, status: "PENDING" });
        const at = new Date("2030-01-01T00:00:00Z");
        expect(
          await repo.decideChange(second.id, { status: "REJECTED", note: "No", reviewerId: f.reviewerId, at }),
        ).toBe(true);
        expect(
          await repo.decideChange(second.id, { status: "APPROVED", note: null, reviewerId: f.reviewerId, at }),
        ).toBe(false);
        expect(await repo.changeDecision(second.id)).toEqual({
          status: "REJECTED",
          reviewedAt: at,
          reviewerName: f.reviewerName,
        });
      });
    });

    it("stores proposed app details with a change and reads them back; a change without them has none", async () => {
      const f = await setup();
      const c = await insert(f);
      const details = { name: "Renamed", description: null, privacyPolicyUrl: "https://w.example/privacy" };
      await f.store.transaction(async (repo) => {
        const withDetails = await repo.insertChange(c.id, f.ownerId, { ...delta, addedScopes: [], details });
        expect(withDetails.delta).toMatchObject({ addedScopes: [], details });
        expect((await repo.findPendingChange(c.id))?.delta.details).toEqual(details);
        expect((await repo.findChange(withDetails.id))?.delta.details).toEqual(details);
        await repo.supersedeChange(withDetails.id);
        const plain = await repo.insertChange(c.id, f.ownerId, delta);
        expect((await repo.findChange(plain.id))?.delta.details ?? null).toBeNull();
        // The live details are untouched until a decision writes them.
        expect(await repo.findDetails(c.id)).toMatchObject({ name: "Contract app", privacyPolicyUrl: null });
      });
    });

    it("saves the pushed-request requirement, and a change that drops it reads back with it", async () => {
      const f = await setup();
      const c = await insert(f);
      const lock = () => f.store.transaction((repo) => repo.lockClient({ clientId: c.clientId }));
      expect((await lock())?.requirePushedRequests ?? false).toBe(false);
      await f.store.transaction((repo) => repo.savePushedRequirement(c.id, true));
      expect((await lock())?.requirePushedRequests).toBe(true);
      await f.store.transaction(async (repo) => {
        const drop = await repo.insertChange(c.id, f.ownerId, { ...delta, dropsPushedRequirement: true });
        expect((await repo.findChange(drop.id))?.delta.dropsPushedRequirement).toBe(true);
        await repo.supersedeChange(drop.id);
        const plain = await repo.insertChange(c.id, f.ownerId, delta);
        expect((await repo.findChange(plain.id))?.delta.dropsPushedRequirement ?? false).toBe(false);
      });
    });

    it("stores a DPoP setting waiting with a change, and saves the live one, moving the version on", async () => {
      const f = await setup();
      const c = await insert(f);
      const before = await f.store.transaction((repo) => repo.lockClient({ clientId: c.clientId }));
      expect(before?.dpopBoundAccessTokens ?? false).toBe(false);
      await f.store.transaction(async (repo) => {
        const waiting = await repo.insertChange(c.id, f.ownerId, { ...delta, dpopBoundAccessTokens: true });
        expect(waiting.delta.dpopBoundAccessTokens).toBe(true);
        expect((await repo.findPendingChange(c.id))?.delta.dpopBoundAccessTokens).toBe(true);
        await repo.supersedeChange(waiting.id);
        const plain = await repo.insertChange(c.id, f.ownerId, delta);
        expect((await repo.findChange(plain.id))?.delta.dpopBoundAccessTokens ?? null).toBeNull();
        expect((await repo.lockClient({ clientId: c.clientId }))?.dpopBoundAccessTokens ?? false).toBe(false);
      });
      await f.store.transaction((repo) => repo.saveDpopSetting(c.id, true));
      const after = await f.store.transaction((repo) => repo.lockClient({ clientId: c.clientId }));
      expect(after?.dpopBoundAccessTokens).toBe(true);
      expect(after!.version.getTime()).toBeGreaterThanOrEqual(before!.version.getTime());
    });

    it("decides a client only from the status (and version) the admin saw", async () => {
      const f = await setup();
      const c = await insert(f);
      const seen = await f.store.transaction((repo) => repo.lockClient({ clientId: c.clientId }));
      await f.store.transaction((repo) =>
        repo.saveConfiguration(c.id, { scopes: ["BOOKING_READ"], redirectUris: ["https://a.example/cb"] }),
      );
      const decision = {
        status: "APPROVED" as const,
        note: null,
        reviewerId: f.reviewerId,
        at: new Date("2030-01-01T00:00:00Z"),
      };
      expect(
        await f.store.transaction((repo) =>
          repo.decideClient({ clientId: c.clientId, status: "PENDING", version: seen!.version }, decision),
        ),
      ).toBe(false);
      expect(
        await f.store.transaction((repo) => repo.decideClient({ clientId: c.clientId, status: "PENDING" }, decision)),
      ).toBe(true);
      expect(
        await f.store.transaction((repo) => repo.decideClient({ clientId: c.clientId, status: "PENDING" }, decision)),
      ).toBe(false);
      expect(await f.store.transaction((repo) => repo.clientDecision(c.clientId))).toEqual({
        status: "APPROVED",
        reviewedAt: decision.at,
        reviewerName: f.reviewerName,
      });
      expect(await f.store.transaction((repo) => repo.clientDecision("no-such-client"))).toBeNull();
    });

    it("revokes every live grant once, and resubmits only a rejected client of its owner", async () => {
      const f = await setup();
      const c = await insert(f);
      await approve(f, c.clientId);
      await f.addGrant(c.id);
      await f.addGrant(c.id);
      await f.store.transaction(async (repo) => {
        expect(await repo.countLiveGrants(c.id)).toBe(2);
        expect(await repo.revokeClientAccess(c.id, new Date())).toBe(2);
        expect(await repo.revokeClientAccess(c.id, new Date())).toBe(0);
        expect(await repo.countLiveGrants(c.id)).toBe(0);
        const where = { clientId: c.clientId, ownerId: f.ownerId };
        expect(await repo.resubmit(where, new Date())).toBe(false);
        await repo.decideClient(
          { clientId: c.clientId, status: "APPROVED" },
          { status: "REJECTED", note: "x", reviewerId: f.reviewerId, at: new Date() },
        );
        expect(await repo.resubmit({ ...where, ownerId: f.otherOwnerId }, new Date())).toBe(false);
        expect(await repo.resubmit(where, new Date())).toBe(true);
        expect(await repo.findOwnedStatus(where)).toBe("PENDING");
        expect(await repo.findOwnedStatus({ ...where, ownerId: f.otherOwnerId })).toBeNull();
      });
    });

    it("deletes a client with everything hanging off it, keeping its audit log", async () => {
      const f = await setup();
      const c = await insert(f);
      await f.addGrant(c.id);
      await f.store.transaction(async (repo) => {
        await repo.insertChange(c.id, f.ownerId, delta);
        await repo.writeAudit({ actorId: f.ownerId, clientId: c.id, eventType: "client.deleted", details: {} });
        await repo.deleteClient(c.id, { deletedAt: new Date(), restorableUntil: new Date(Date.now() + 60_000) });
      });
      await f.store.transaction(async (repo) => {
        expect(await repo.lockClient({ clientId: c.clientId })).toBeNull();
        expect(await repo.countLiveGrants(c.id)).toBe(0);
        expect(await repo.countSecrets(c.id)).toBe(0);
        expect(await repo.findPendingChange(c.id)).toBeNull();
      });
      expect(await f.auditTypes(c.id)).toEqual(["client.deleted"]);
    });

    it("restores a deleted client for its owner while the copy lasts, with its secrets, keys and key set address, without its grants; once", async () => {
      const f = await setup();
      const c = await insert(f);
      await f.addGrant(c.id);
      await f.store.transaction(async (repo) => {
        await repo.insertKeys(c.id, [
          {
            kid: "k1",
            alg: "ES256",
            jwk: { kty: "EC", crv: "P-256", x: "x1", y: "y1" },
            thumbprint: "t1",
            label: "prod",
          },
        ]);
        await repo.saveJwksUri(c.id, "https://app.example.com/jwks.json");
      });
      const deletedAt = new Date("2030-04-01T00:00:00Z");
      const restorableUntil = new Date("2030-05-01T00:00:00Z");
      await f.store.transaction((repo) => repo.deleteClient(c.id, { deletedAt, restorableUntil }));
      const where = { clientId: c.clientId, ownerId: f.ownerId };
      await f.store.transaction(async (repo) => {
        expect(await repo.listDeletedClients(f.ownerId, deletedAt)).toEqual([
          { clientId: c.clientId, name: "Contract app", deletedAt, restorableUntil },
        ]);
        expect(await repo.listDeletedClients(f.otherOwnerId, deletedAt)).toEqual([]);
        expect(await repo.listDeletedClients(f.ownerId, restorableUntil)).toEqual([]);
        expect(await repo.restoreClient({ ...where, ownerId: f.otherOwnerId }, deletedAt)).toBe("not_found");
        expect(await repo.restoreClient(where, restorableUntil)).toBe("not_found");
        expect(await repo.restoreClient(where, deletedAt)).toEqual({ id: c.id, name: "Contract app" });
      });
      await f.store.transaction(async (repo) => {
        expect(await repo.restoreClient(where, deletedAt)).toBe("not_found");
        expect((await repo.lockClient(where))?.redirectUris).toEqual(["https://app.example.com/cb"]);
        expect(await repo.countSecrets(c.id)).toBe(1);
        expect(await repo.listKeys(c.id)).toMatchObject([{ kid: "k1", alg: "ES256", thumbprint: "t1", label: "prod" }]);
        expect(await repo.findJwksUri(c.id)).toBe("https://app.example.com/jwks.json");
        expect(await repo.countLiveGrants(c.id)).toBe(0);
        expect(await repo.listDeletedClients(f.ownerId, deletedAt)).toEqual([]);
      });
    });

    it("counts authorization requests with and without scope over 24 hours and 7 days", async () => {
      const f = await setup();
      const c = await insert(f, { scopes: [] });
      const now = new Date("2030-03-31T12:00:00Z");
      const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600 * 1000);
      await f.addRequest(c.id, false, hoursAgo(2));
      await f.addRequest(c.id, true, hoursAgo(30));
      await f.addRequest(c.id, false, hoursAgo(24 * 10));
      const traffic = await f.store.transaction((repo) => repo.traffic(c.id, now));
      expect(traffic.last24h).toEqual({ withScope: 0, withoutScope: 1 });
      expect(traffic.last7d).toEqual({ withScope: 1, withoutScope: 1 });
      expect(traffic.days.reduce((n, d) => n + d.withScope + d.withoutScope, 0)).toBe(3);
      expect(traffic.lastWithoutScopeAt).toEqual(hoursAgo(2));
    });

    it("keeps an owner's notices newest first per client, lets only the owner dismiss one, and drops them with the client", async () => {
      const f = await setup();
      const [a, b] = [await insert(f), await insert(f)];
      const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 0, minute));
      await f.store.transaction(async (repo) => {
        await repo.insertNotice({
          ownerId: f.ownerId,
          clientInternalId: a.id,
          kind: "client_approved",
          reason: null,
          at: at(1),
        });
        await repo.insertNotice({
          ownerId: f.ownerId,
          clientInternalId: a.id,
          kind: "change_rejected",
          reason: "Why?",
          at: at(2),
        });
        await repo.insertNotice({
          ownerId: f.ownerId,
          clientInternalId: b.id,
          kind: "client_rejected",
          reason: "No",
          at: at(3),
        });
      });
      const listed = await f.store.transaction((repo) =>
        repo.listNotices({ ownerId: f.ownerId, clientInternalId: a.id }),
      );
      expect(listed.map((n) => [n.kind, n.reason, n.clientId, n.clientName, n.createdAt])).toEqual([
        ["change_rejected", "Why?", a.clientId, a.name, at(2)],
        ["client_approved", null, a.clientId, a.name, at(1)],
      ]);
      expect(await f.store.transaction((repo) => repo.listNotices({ ownerId: f.otherOwnerId }))).toEqual([]);
      const newest = listed[0]!.id;
      await f.store.transaction(async (repo) => {
        expect(await repo.dismissNotice({ id: newest, ownerId: f.otherOwnerId }, at(4))).toBe(false);
        expect(await repo.dismissNotice({ id: newest, ownerId: f.ownerId }, at(4))).toBe(true);
        expect(await repo.dismissNotice({ id: newest, ownerId: f.ownerId }, at(5))).toBe(false);
        expect(await repo.dismissNotice({ id: "no-such-notice", ownerId: f.ownerId }, at(5))).toBe(false);
      });
      const mine = await f.store.transaction((repo) => repo.listNotices({ ownerId: f.ownerId }));
      expect(mine.filter((n) => n.clientId === a.clientId || n.clientId === b.clientId).map((n) => n.kind)).toEqual([
        "client_rejected",
        "client_approved",
      ]);
      await f.store.transaction((repo) =>
        repo.deleteClient(b.id, { deletedAt: new Date(), restorableUntil: new Date(Date.now() + 60_000) }),
      );
      const left = await f.store.transaction((repo) => repo.listNotices({ ownerId: f.ownerId }));
      expect(left.some((n) => n.clientId === b.clientId)).toBe(false);
    });
  });
}
