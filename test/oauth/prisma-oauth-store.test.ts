// The Prisma store honours the same contract as the in-memory store the core is unit-tested with.
import { createPrismaOAuthStore } from "@/lib/db/oauth/prisma-oauth-store";
import { describeAuthorizeStoreContract } from "@/lib/oauth/testing/authorize-store-contract";
import {
  type ClientChange,
  describeClientAsAuthenticatedContract,
} from "@/lib/oauth/testing/client-as-authenticated-contract";
import { describeOAuthStoreContract } from "@/lib/oauth/testing/oauth-store-contract";
import { describeOpenIdStoreContract } from "@/lib/oauth/testing/openid-store-contract";
import { describePushedRequestContract } from "@/lib/oauth/testing/pushed-request-contract";
import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../test-database";

const ctx = withTestDatabase();
let n = 0;

const prismaContractFixture = async () => {
  const prisma = ctx.db.prisma;
  const tag = `${Date.now()}-${++n}`;
  const user = (name: string) =>
    prisma.user.create({
      data: { email: `${name}-${tag}@example.com`, username: `${name}-${tag}`, name, passwordHash: "x" },
    });
  const owner = await user("owner");
  const other = await user("other");
  const client = (id: string) =>
    prisma.oAuthClient.create({
      data: { clientId: `${id}-${tag}`, name: id, kind: "CONFIDENTIAL", status: "APPROVED", ownerId: owner.id },
    });
  const [a, b] = [await client("a"), await client("b")];
  return {
    store: createPrismaOAuthStore(prisma, ctx.db.direct),
    clientId: a.clientId,
    otherClientId: b.clientId,
    userId: owner.id,
    otherUserId: other.id,
  };
};
describeOAuthStoreContract("prisma", prismaContractFixture);
describePushedRequestContract("prisma", async () => {
  const { store, clientId, otherClientId } = await prismaContractFixture();
  return { store, clientId, otherClientId };
});
describeOpenIdStoreContract("prisma", prismaContractFixture);

describe("prisma: recordSecretUse", () => {
  it("stamps a live secret, but not one rolled to an expiry now past, nor a deleted one", async () => {
    const prisma = ctx.db.prisma;
    const tag = `use-${Date.now()}-${++n}`;
    const owner = await prisma.user.create({
      data: { email: `${tag}@example.com`, username: tag, name: "owner", passwordHash: "x" },
    });
    const client = await prisma.oAuthClient.create({
      data: { clientId: tag, name: "App", kind: "CONFIDENTIAL", status: "APPROVED", ownerId: owner.id },
    });
    const now = new Date("2030-01-01T00:00:00Z");
    const secret = (name: string, expiresAt: Date | null) =>
      prisma.clientSecret.create({
        data: { clientId: client.id, secretHash: `${tag}-${name}`, hint: "abcd", expiresAt },
      });
    const [live, rolled] = [await secret("live", null), await secret("rolled", now)];
    const store = createPrismaOAuthStore(prisma, ctx.db.direct);
    await store.recordSecretUse(live.id, now);
    await store.recordSecretUse(rolled.id, now);
    await store.recordSecretUse("no-such-secret", now);
    const stamped = await prisma.clientSecret.findMany({
      where: { clientId: client.id },
      orderBy: { secretHash: "asc" },
    });
    expect(stamped.map((s) => [s.id, s.lastUsedAt])).toEqual([
      [live.id, now],
      [rolled.id, null],
    ]);
  });
});

describe("prisma: a client's registered keys", () => {
  it("reads them with the client, and stamps a key's use at most once a minute", async () => {
    const prisma = ctx.db.prisma;
    const tag = `keys-${Date.now()}-${++n}`;
    const owner = await prisma.user.create({
      data: { email: `${tag}@example.com`, username: tag, name: "owner", passwordHash: "x" },
    });
    const jwk = { kty: "EC", crv: "P-256", x: "eHg", y: "eXk" };
    const client = await prisma.oAuthClient.create({
      data: {
        clientId: tag,
        name: "App",
        kind: "CONFIDENTIAL",
        status: "APPROVED",
        ownerId: owner.id,
        keys: {
          create: [
            { kid: "k1", alg: "ES256", jwk, thumbprint: "t1" },
            { kid: "k2", jwk, thumbprint: "t2" },
          ],
        },
      },
      include: { keys: { orderBy: { id: "asc" } } },
    });
    const store = createPrismaOAuthStore(prisma, ctx.db.direct);
    const found = await store.findClient(tag);
    expect(found?.secrets).toEqual([]);
    expect(found?.keys).toEqual(client.keys.map((k) => ({ id: k.id, kid: k.kid, alg: k.alg, jwk })));

    const now = new Date("2030-01-01T00:00:00Z");
    const [first] = client.keys;
    await store.recordKeyUse(first!.id, now);
    await store.recordKeyUse(first!.id, new Date(now.getTime() + 30_000));
    await store.recordKeyUse("no-such-key", now);
    const stamped = await prisma.clientKey.findMany({ where: { clientId: client.id }, orderBy: { id: "asc" } });
    expect(stamped.map((k) => k.lastUsedAt)).toEqual([now, null]);
    const keyless = await prisma.oAuthClient.create({
      data: { clientId: `${tag}-none`, name: "App", kind: "CONFIDENTIAL", status: "APPROVED", ownerId: owner.id },
    });
    expect((await store.findClient(keyless.clientId))?.keys).toBeUndefined();
    await prisma.oAuthClient.update({ where: { id: keyless.id }, data: { jwksUri: "https://app.example.com/jwks" } });
    expect((await store.findClient(keyless.clientId))?.jwksUri).toBe("https://app.example.com/jwks");
    expect(found?.jwksUri).toBeUndefined();
  });
});

describeClientAsAuthenticatedContract("prisma", async () => {
  const prisma = ctx.db.prisma;
  const tag = `as-${Date.now()}-${++n}`;
  const owner = await prisma.user.create({
    data: { email: `owner-${tag}@example.com`, username: `owner-${tag}`, name: "owner", passwordHash: "x" },
  });
  const client = await prisma.oAuthClient.create({
    data: {
      clientId: tag,
      name: "App",
      kind: "CONFIDENTIAL",
      status: "APPROVED",
      scopes: ["BOOKING_READ"],
      ownerId: owner.id,
      secrets: { create: { secretHash: `hash-${tag}`, hint: "abcd" } },
      keys: {
        create: { kid: "k1", jwk: { kty: "OKP", crv: "Ed25519", x: "x" }, thumbprint: `thumb-${tag}` },
      },
    },
  });
  const changes: Record<ClientChange, () => Promise<unknown>> = {
    suspend: () => prisma.oAuthClient.update({ where: { id: client.id }, data: { status: "SUSPENDED" } }),
    change_scopes: () =>
      prisma.oAuthClient.update({ where: { id: client.id }, data: { scopes: ["BOOKING_READ", "PROFILE_READ"] } }),
    revoke_secret: () => prisma.clientSecret.deleteMany({ where: { clientId: client.id } }),
    redate_secret: () =>
      prisma.clientSecret.updateMany({
        where: { clientId: client.id },
        data: { expiresAt: new Date("2030-02-01T00:00:00Z") },
      }),
    remove_key: () => prisma.clientKey.deleteMany({ where: { clientId: client.id } }),
    require_dpop: () => prisma.oAuthClient.update({ where: { id: client.id }, data: { dpopBoundAccessTokens: true } }),
  };
  return {
    store: createPrismaOAuthStore(prisma, ctx.db.direct),
    clientId: client.clientId,
    userId: owner.id,
    changeClient: async (change) => void (await changes[change]()),
  };
});

describeAuthorizeStoreContract("prisma", async () => {
  const prisma = ctx.db.prisma;
  const tag = `authz-${Date.now()}-${++n}`;
  const user = (name: string) =>
    prisma.user.create({
      data: { email: `${name}-${tag}@example.com`, username: `${name}-${tag}`, name, passwordHash: "x" },
    });
  const [owner, other] = [await user("owner"), await user("other")];
  const row = await prisma.oAuthClient.create({
    data: {
      clientId: tag,
      name: "App",
      description: "Does things",
      websiteUrl: "https://app.example.com",
      logoUrl: null,
      kind: "PUBLIC",
      privacyPolicyUrl: "https://app.example.com/privacy",
      status: "APPROVED",
      scopes: ["PROFILE_READ", "BOOKING_READ"],
      redirectUris: ["https://app.example.com/cb"],
      ownerId: owner.id,
    },
  });
  const client = {
    clientId: row.clientId,
    status: row.status,
    kind: row.kind,
    scopes: ["PROFILE_READ", "BOOKING_READ"] as const,
    redirectUris: ["https://app.example.com/cb"],
    name: "App",
    description: "Does things",
    websiteUrl: "https://app.example.com",
    logoUrl: null,
    privacyPolicyUrl: "https://app.example.com/privacy",
    termsOfServiceUrl: null,
    ownerName: "owner",
  };
  const recordedRequests = async () => ({
    withScope: await prisma.authorizationRequestLog.count({ where: { clientId: row.id, withScope: true } }),
    withoutScope: await prisma.authorizationRequestLog.count({ where: { clientId: row.id, withScope: false } }),
  });
  return {
    store: createPrismaOAuthStore(prisma, ctx.db.direct),
    client,
    userId: owner.id,
    otherUserId: other.id,
    recordedRequests,
  };
});

/** An approved client of its own with one live code (`<tag>-code`) of its owner's. */
async function clientWithCode(tag: string) {
  const prisma = ctx.db.prisma;
  const owner = await prisma.user.create({
    data: { email: `${tag}@example.com`, username: tag, name: "o", passwordHash: "x" },
  });
  const client = await prisma.oAuthClient.create({
    data: { clientId: tag, name: tag, kind: "CONFIDENTIAL", status: "APPROVED", ownerId: owner.id },
  });
  const store = createPrismaOAuthStore(prisma, ctx.db.direct);
  const now = new Date();
  await store.saveAuthorizationCode({
    codeHash: `${tag}-code`,
    clientId: tag,
    userId: owner.id,
    redirectUri: "https://a/cb",
    scopes: ["PROFILE_READ"],
    legacyUnrestricted: false,
    codeChallenge: null,
    issuedAt: now,
    expiresAt: new Date(now.getTime() + 60_000),
  });
  return { prisma, owner, client, store, now };
}

describe("prisma store: a client rejected while its code was being exchanged", () => {
  it("stores the new grant already revoked, so re-approval later brings no access back", async () => {
    const tag = `rej-${Date.now()}`;
    const { prisma, owner, client, store, now } = await clientWithCode(tag);
    expect((await store.consumeAuthorizationCode(`${tag}-code`, tag, now)).status).toBe("consumed");
    await prisma.oAuthClient.update({ where: { id: client.id }, data: { status: "REJECTED" } });
    const result = await store.createGrantWithRefreshToken({
      grant: {
        id: `${tag}-grant`,
        clientId: tag,
        userId: owner.id,
        scopes: ["PROFILE_READ"],
        legacyUnrestricted: false,
        authorizationCodeHash: `${tag}-code`,
        createdAt: now,
      },
      refreshToken: {
        tokenHash: `${tag}-rt`,
        grantId: `${tag}-grant`,
        clientId: tag,
        issuedAt: now,
        expiresAt: new Date(now.getTime() + 60_000),
      },
      revokeEarlierLegacyGrants: false,
    });
    expect(result.bornRevoked).toBe(true);
    expect(await store.findGrant(`${tag}-grant`)).toMatchObject({ revokedReason: "revoked_by_admin" });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "prisma store: an exchange racing an admin's rejection (PostgreSQL)",
  () => {
    it("waits for the rejection in flight and stores the grant revoked, so re-approval brings no access back", async () => {
      const tag = `rej-x-${Date.now()}`;
      const { owner, client, store, now } = await clientWithCode(tag);
      const grant = {
        id: `${tag}-grant`,
        clientId: tag,
        userId: owner.id,
        scopes: ["PROFILE_READ"] as const,
        legacyUnrestricted: false,
        authorizationCodeHash: `${tag}-code`,
        createdAt: now,
      };

      const admin = await ctx.db.pool!.connect();
      try {
        await admin.query("BEGIN");
        await admin.query(`UPDATE "OAuthClient" SET status = 'REJECTED' WHERE id = $1`, [client.id]);
        const exchanged = store.exchangeAuthorizationCode(grant.authorizationCodeHash, tag, now, () => ({
          grant,
          refreshToken: { tokenHash: `${tag}-rt`, grantId: grant.id, clientId: tag, issuedAt: now, expiresAt: now },
          revokeEarlierLegacyGrants: false,
        }));
        // The exchange must be waiting on the client row's lock before the rejection commits.
        await expect
          .poll(
            async () =>
              (
                await admin.query(
                  `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
                )
              ).rows[0].n,
            { timeout: 60_000 },
          )
          .toBe(1);
        await admin.query("COMMIT");
        expect((await exchanged).created).toMatchObject({ status: "created", bornRevoked: true });
      } finally {
        admin.release();
      }
      expect(await store.findGrant(grant.id)).toMatchObject({ revokedReason: "revoked_by_admin" });
      expect(await store.findRefreshToken(`${tag}-rt`)).toMatchObject({ revokedAt: now });
    });
  },
);
