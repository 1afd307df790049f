import { describe, expect, it } from "vitest";
import { deleteClientCommand, updateClientScopesCommand } from "@/lib/actions/portal-commands";
import { withTestDatabase } from "../test-database";
import { auditOf, internalIdOf, makeClient, makeGrant, makeUser } from "./portal-fixtures";

const ctx = withTestDatabase();

async function scopesOf(clientId: string) {
  return (await ctx.db.prisma.oAuthClient.findUniqueOrThrow({ where: { clientId } })).scopes;
}

describe("editing scopes", () => {
  it("saves a pending client's new scopes at once, in catalogue order, and audits what was added and removed", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId } = await makeClient(owner, { scopes: ["PROFILE_READ", "BOOKING_READ"] });
    const result = await updateClientScopesCommand(owner, { clientId, scopes: ["SCHEDULE_READ", "PROFILE_READ"] });
    const scopes = ["SCHEDULE_READ", "PROFILE_READ"];
    expect(result).toEqual({ ok: true, data: { scopes, liveScopes: scopes, waitingForReview: [] } });
    expect(await scopesOf(clientId)).toEqual(["SCHEDULE_READ", "PROFILE_READ"]);
    expect((await auditOf(ctx.db.prisma, clientId)).at(-1)).toMatchObject({
      actorId: owner.id,
      eventType: "client.scopes_updated",
      details: {
        before: ["BOOKING_READ", "PROFILE_READ"],
        after: ["SCHEDULE_READ", "PROFILE_READ"],
        added: ["SCHEDULE_READ"],
        removed: ["BOOKING_READ"],
      },
    });
  });

  it("writes no audit entry when nothing changed", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId } = await makeClient(owner, { scopes: ["PROFILE_READ"] });
    expect(await updateClientScopesCommand(owner, { clientId, scopes: ["PROFILE_READ"] })).toMatchObject({ ok: true });
    expect(await auditOf(ctx.db.prisma, clientId)).toHaveLength(1);
  });

  it("refuses an empty or unknown choice with a field error and changes nothing", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId } = await makeClient(owner, { scopes: ["PROFILE_READ"] });
    expect(await updateClientScopesCommand(owner, { clientId, scopes: [] })).toMatchObject({
      ok: false,
      code: "invalid_input",
      fieldErrors: { scopes: "Choose at least one scope." },
    });
    expect(await updateClientScopesCommand(owner, { clientId, scopes: ["SUPERUSER"] })).toMatchObject({
      ok: false,
      code: "invalid_input",
      fieldErrors: { scopes: expect.any(String) },
    });
    expect(await scopesOf(clientId)).toEqual(["PROFILE_READ"]);
  });

  it("sends legacy clients to the migration wizard instead", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId } = await makeClient(owner);
    await ctx.db.prisma.oAuthClient.update({ where: { clientId }, data: { scopes: [] } });
    expect(await updateClientScopesCommand(owner, { clientId, scopes: ["PROFILE_READ"] })).toMatchObject({
      ok: false,
      code: "legacy_client",
    });
    expect(await scopesOf(clientId)).toEqual([]);
  });

  it("another user or an administrator gets not_found", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId } = await makeClient(owner, { scopes: ["PROFILE_READ"] });
    for (const caller of [await makeUser(ctx.db.prisma), await makeUser(ctx.db.prisma, "ADMIN")]) {
      expect(await updateClientScopesCommand(caller, { clientId, scopes: ["ORG_WEBHOOK_WRITE"] })).toMatchObject({
        ok: false,
        code: "not_found",
      });
    }
    expect(await scopesOf(clientId)).toEqual(["PROFILE_READ"]);
  });
});

describe("deleting a client", () => {
  it("removes the client with its secrets, grants, refresh tokens and codes; the audit entry survives", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const endUser = await makeUser(ctx.db.prisma);
    const { clientId } = await makeClient(owner);
    const internalId = await internalIdOf(ctx.db.prisma, clientId);
    const grant = await makeGrant(ctx.db.prisma, clientId, endUser);
    await ctx.db.prisma.authorizationCode.create({
      data: {
        codeHash: "code-hash",
        clientId: internalId,
        userId: endUser.id,
        redirectUri: "https://sync.example.com/oauth/callback",
        expiresAt: new Date(Date.now() + 60_000),
      },
    });
    await ctx.db.prisma.authorizationRequestLog.create({ data: { clientId: internalId, withScope: true } });

    expect(await deleteClientCommand(owner, { clientId })).toEqual({ ok: true, data: { revokedGrants: 1 } });
    const p = ctx.db.prisma;
    expect(await p.oAuthClient.count({ where: { id: internalId } })).toBe(0);
    expect(await p.clientSecret.count({ where: { clientId: internalId } })).toBe(0);
    expect(await p.grant.count({ where: { id: grant.id } })).toBe(0);
    expect(await p.refreshToken.count({ where: { grantId: grant.id } })).toBe(0);
    expect(await p.authorizationCode.count({ where: { clientId: internalId } })).toBe(0);
    const audit = await p.auditLog.findMany({ where: { clientId: internalId }, orderBy: { createdAt: "asc" } });
    expect(audit.at(-1)).toMatchObject({
      actorId: owner.id,
      eventType: "client.deleted",
      details: { clientId, name: "Calendar Sync", revokedGrants: 1 },
    });
    expect(await p.user.count({ where: { id: endUser.id } })).toBe(1);
  });

  it("another user or an administrator gets not_found and the client stays", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId } = await makeClient(owner);
    for (const caller of [await makeUser(ctx.db.prisma), await makeUser(ctx.db.prisma, "ADMIN")]) {
      expect(await deleteClientCommand(caller, { clientId })).toMatchObject({ ok: false, code: "not_found" });
    }
    expect(await ctx.db.prisma.oAuthClient.count({ where: { clientId } })).toBe(1);
    expect(await deleteClientCommand(owner, { clientId: 42 })).toMatchObject({ ok: false, code: "invalid_input" });
  });

  it("deleting twice: the second attempt is not_found", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId } = await makeClient(owner);
    const results = await Promise.all([
      deleteClientCommand(owner, { clientId }),
      deleteClientCommand(owner, { clientId }),
    ]);
    expect(results.map((r) => r.ok).sort()).toEqual([false, true]);
  });
});
