import { describe, expect, it } from "vitest";
import { createPrismaOAuthStore } from "@/lib/db/oauth/prisma-oauth-store";
import { authenticateClient } from "@/lib/oauth/token-grants/client-authentication";
import {
  deleteClientSecretCommand,
  generateClientSecretCommand,
  rollClientSecretCommand,
} from "@/lib/actions/portal-commands";
import { withTestDatabase } from "../test-database";
import { auditOf, internalIdOf, makeClient, makeGrant, makeUser } from "./portal-fixtures";

const ctx = withTestDatabase();

async function activeSecrets(clientId: string) {
  return ctx.db.prisma.clientSecret.findMany({
    where: { clientId: await internalIdOf(ctx.db.prisma, clientId) },
    orderBy: { createdAt: "asc" },
  });
}

/** What the token endpoint does with client_id/client_secret (throws invalid_client on a mismatch). */
async function authenticates(clientId: string, clientSecret: string): Promise<boolean> {
  await ctx.db.prisma.oAuthClient.update({ where: { clientId }, data: { status: "APPROVED" } });
  const client = await createPrismaOAuthStore(ctx.db.prisma).findClient(clientId);
  try {
    authenticateClient(client, { clientId, clientSecret, method: "client_secret_post" }, new Date());
    return true;
  } catch {
    return false;
  }
}

describe("client secrets", () => {
  it("rotation: a second secret works alongside the first, a third is refused, deleting the old one takes effect at once", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId, secret: first } = await makeClient(owner);
    expect(first).toMatch(/^cs_/);

    const second = await generateClientSecretCommand(owner, { clientId });
    expect(second).toMatchObject({
      ok: true,
      data: { secret: expect.stringMatching(/^cs_/), hint: expect.any(String), lastUsedAt: null },
    });
    if (!second.ok) return;
    expect(second.data.hint).toBe(second.data.secret.slice(-4));
    expect(await authenticates(clientId, first!)).toBe(true);
    expect(await authenticates(clientId, second.data.secret)).toBe(true);

    const third = await generateClientSecretCommand(owner, { clientId });
    expect(third).toMatchObject({ ok: false, code: "secret_limit" });
    expect(await activeSecrets(clientId)).toHaveLength(2);

    const [old] = await activeSecrets(clientId);
    expect(await deleteClientSecretCommand(owner, { clientId, secretId: old!.id })).toEqual({
      ok: true,
      data: undefined,
    });
    expect(await authenticates(clientId, first!)).toBe(false);
    expect(await authenticates(clientId, second.data.secret)).toBe(true);
  });

  it("refuses to delete the last secret, and the secret stays usable", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId, secret } = await makeClient(owner);
    const [only] = await activeSecrets(clientId);
    const result = await deleteClientSecretCommand(owner, { clientId, secretId: only!.id });
    expect(result).toMatchObject({ ok: false, code: "last_secret", message: expect.stringContaining("only secret") });
    expect(await activeSecrets(clientId)).toHaveLength(1);
    expect(await authenticates(clientId, secret!)).toBe(true);
  });

  it("neither generating nor deleting a secret touches issued grants or refresh tokens", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const endUser = await makeUser(ctx.db.prisma);
    const { clientId } = await makeClient(owner);
    const grant = await makeGrant(ctx.db.prisma, clientId, endUser);
    const generated = await generateClientSecretCommand(owner, { clientId });
    expect(generated.ok).toBe(true);
    const [old] = await activeSecrets(clientId);
    expect((await deleteClientSecretCommand(owner, { clientId, secretId: old!.id })).ok).toBe(true);
    const after = await ctx.db.prisma.grant.findUniqueOrThrow({
      where: { id: grant.id },
      include: { refreshTokens: true },
    });
    expect(after.revokedAt).toBeNull();
    expect(after.refreshTokens.map((t) => [t.tokenHash, t.revokedAt])).toEqual(
      grant.refreshTokens.map((t) => [t.tokenHash, null]),
    );
  });

  it("six concurrent 'generate' requests leave exactly 2 active secrets", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId } = await makeClient(owner);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => generateClientSecretCommand(owner, { clientId })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.code === "secret_limit")).toBe(true);
    expect(await activeSecrets(clientId)).toHaveLength(2);
  });

  it("concurrent deletes of both secrets leave exactly one", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId } = await makeClient(owner);
    expect((await generateClientSecretCommand(owner, { clientId })).ok).toBe(true);
    const secrets = await activeSecrets(clientId);
    const results = await Promise.all(
      [...secrets, ...secrets, ...secrets].map((s) => deleteClientSecretCommand(owner, { clientId, secretId: s.id })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await activeSecrets(clientId)).toHaveLength(1);
  });

  it("concurrent generates and deletes never leave 0 or more than 2 secrets", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId } = await makeClient(owner);
    for (let round = 0; round < 5; round++) {
      const current = await activeSecrets(clientId);
      await Promise.all([
        ...current.map((s) => deleteClientSecretCommand(owner, { clientId, secretId: s.id })),
        generateClientSecretCommand(owner, { clientId }),
        generateClientSecretCommand(owner, { clientId }),
        ...current.map((s) => deleteClientSecretCommand(owner, { clientId, secretId: s.id })),
      ]);
      const count = (await activeSecrets(clientId)).length;
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(2);
    }
  });

  it("another user, or an administrator, gets not_found and changes nothing", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const stranger = await makeUser(ctx.db.prisma);
    const admin = await makeUser(ctx.db.prisma, "ADMIN");
    const { clientId } = await makeClient(owner);
    expect((await generateClientSecretCommand(owner, { clientId })).ok).toBe(true);
    const [first] = await activeSecrets(clientId);
    for (const caller of [stranger, admin]) {
      expect(await generateClientSecretCommand(caller, { clientId })).toMatchObject({ ok: false, code: "not_found" });
      expect(await deleteClientSecretCommand(caller, { clientId, secretId: first!.id })).toMatchObject({
        ok: false,
        code: "not_found",
      });
    }
    expect(await generateClientSecretCommand(owner, { clientId: "no-such-client" })).toMatchObject({
      ok: false,
      code: "not_found",
    });
    expect(await activeSecrets(clientId)).toHaveLength(2);
  });

  it("a secret of another client cannot be deleted through this one", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const a = await makeClient(owner);
    const b = await makeClient(owner);
    await generateClientSecretCommand(owner, { clientId: b.clientId });
    const [bSecret] = await activeSecrets(b.clientId);
    await generateClientSecretCommand(owner, { clientId: a.clientId });
    expect(await deleteClientSecretCommand(owner, { clientId: a.clientId, secretId: bSecret!.id })).toMatchObject({
      ok: false,
      code: "secret_not_found",
    });
    expect(await activeSecrets(b.clientId)).toHaveLength(2);
  });

  it("public clients have no secrets to generate", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId, secret } = await makeClient(owner, { kind: "PUBLIC" });
    expect(secret).toBeNull();
    expect(await generateClientSecretCommand(owner, { clientId })).toMatchObject({
      ok: false,
      code: "not_confidential",
    });
  });

  it("bad input gets invalid_input, never an exception", async () => {
    const owner = await makeUser(ctx.db.prisma);
    expect(await generateClientSecretCommand(owner, { clientId: "" })).toMatchObject({
      ok: false,
      code: "invalid_input",
    });
    expect(await deleteClientSecretCommand(owner, { clientId: "x" })).toMatchObject({
      ok: false,
      code: "invalid_input",
      fieldErrors: { secretId: expect.any(String) },
    });
    expect(await deleteClientSecretCommand(owner, null)).toMatchObject({ ok: false, code: "invalid_input" });
  });

  it("audits each change with the secret's id and hint but never the secret or its hash", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId, secret: first } = await makeClient(owner);
    const second = await generateClientSecretCommand(owner, { clientId });
    if (!second.ok) throw new Error(second.message);
    const [old] = await activeSecrets(clientId);
    await deleteClientSecretCommand(owner, { clientId, secretId: old!.id });
    const audit = await auditOf(ctx.db.prisma, clientId);
    expect(audit.map((a) => a.eventType)).toEqual([
      "client.created",
      "client.secret_generated",
      "client.secret_deleted",
    ]);
    expect(audit[1]).toMatchObject({
      actorId: owner.id,
      details: { secretId: second.data.id, hint: second.data.hint },
    });
    expect(audit[2]).toMatchObject({ details: { secretId: old!.id, hint: old!.hint } });
    const all = JSON.stringify(audit);
    expect(all).not.toContain(first);
    expect(all).not.toContain(second.data.secret);
    expect(all).not.toContain(old!.secretHash);
  });

  it("rolls in one step: a new secret, the old one expiring after the chosen delay, then refused", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId, secret: first } = await makeClient(owner);
    const [old] = await activeSecrets(clientId);
    const before = Date.now();
    const rolled = await rollClientSecretCommand(owner, { clientId, secretId: old!.id, delay: "1h", label: "next" });
    if (!rolled.ok) throw new Error(rolled.message);
    expect(rolled.data).toMatchObject({ secret: expect.stringMatching(/^cs_/), label: "next", expiresAt: null });
    const [stored, added] = await activeSecrets(clientId);
    expect(stored!.expiresAt!.getTime() - before).toBeGreaterThanOrEqual(3_600_000 - 1000);
    expect(stored!.expiresAt!.getTime() - before).toBeLessThanOrEqual(3_600_000 + 5000);
    expect(added!.expiresAt).toBeNull();
    // Both work during the hour.
    expect(await authenticates(clientId, first!)).toBe(true);
    expect(await authenticates(clientId, rolled.data.secret)).toBe(true);
    // Rolled already; and no room for a third live secret.
    expect(await rollClientSecretCommand(owner, { clientId, secretId: old!.id, delay: "now" })).toMatchObject({
      ok: false,
      code: "secret_expiring",
    });
    expect(await rollClientSecretCommand(owner, { clientId, secretId: added!.id, delay: "now" })).toMatchObject({
      ok: false,
      code: "secret_limit",
    });
    // The lasting secret is now the one that cannot be deleted; the expiring one can.
    expect(await deleteClientSecretCommand(owner, { clientId, secretId: added!.id })).toMatchObject({
      ok: false,
      code: "last_secret",
    });
    const audit = await auditOf(ctx.db.prisma, clientId);
    expect(audit.at(-1)).toMatchObject({
      eventType: "client.secret_rolled",
      details: { hint: rolled.data.hint, oldHint: old!.hint },
    });
    expect(JSON.stringify(audit)).not.toContain(rolled.data.secret);
  });

  it("rolling with no delay stops the old secret at once", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId, secret: first } = await makeClient(owner);
    const [old] = await activeSecrets(clientId);
    const rolled = await rollClientSecretCommand(owner, { clientId, secretId: old!.id, delay: "now" });
    if (!rolled.ok) throw new Error(rolled.message);
    expect(await authenticates(clientId, first!)).toBe(false);
    expect(await authenticates(clientId, rolled.data.secret)).toBe(true);
    // The expired one no longer counts: the new one can be rolled in turn.
    const again = await rollClientSecretCommand(owner, { clientId, secretId: rolled.data.id, delay: "7d" });
    expect(again.ok).toBe(true);
    expect(await rollClientSecretCommand(owner, { clientId, secretId: old!.id, delay: "bogus" })).toMatchObject({
      ok: false,
      code: "invalid_input",
    });
  });
});
