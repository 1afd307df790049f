// `npm run admin:create`: the first administrator of a fresh deployment, without the demo seed.
import { describe, expect, it } from "vitest";
import { verifyPassword } from "@/lib/accounts/password";
import { ensureAdminUser } from "@/lib/server/roots/ensure-admin";
import { withTestDatabase } from "../test-database";

const ctx = withTestDatabase();

describe("ensureAdminUser", () => {
  it("creates an administrator with a generated password when none is given, shown once and stored hashed", async () => {
    const result = await ensureAdminUser(ctx.db.prisma, { email: "  Ops@Example.COM ", name: "Ops Team" });
    expect(result).toMatchObject({
      outcome: "created",
      user: { email: "ops@example.com", name: "Ops Team", role: "ADMIN", username: "ops" },
      passwordIgnored: false,
    });
    expect(result.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const stored = await ctx.db.prisma.user.findUniqueOrThrow({ where: { email: "ops@example.com" } });
    expect(stored.passwordHash).not.toContain(result.generatedPassword!);
    expect(await verifyPassword(result.generatedPassword!, stored.passwordHash)).toBe(true);
  });

  it("uses a given password and finds a free username", async () => {
    await ctx.db.prisma.user.create({
      data: { email: "someone@else.test", username: "chief", name: "Taken", passwordHash: "x" },
    });
    const result = await ensureAdminUser(ctx.db.prisma, {
      email: "chief@example.com",
      password: "a-long-enough-password",
    });
    expect(result.generatedPassword).toBeNull();
    expect(result.user.username).toMatch(/^chief-[0-9a-f]{6}$/);
    expect(result.user.name).toBe("chief");
    const stored = await ctx.db.prisma.user.findUniqueOrThrow({ where: { email: "chief@example.com" } });
    expect(await verifyPassword("a-long-enough-password", stored.passwordHash)).toBe(true);
  });

  it("promotes an existing user without touching their password, and is idempotent", async () => {
    const before = await ctx.db.prisma.user.create({
      data: { email: "dev@example.com", username: "dev", name: "Dev", passwordHash: "scrypt$keep" },
    });
    const promoted = await ensureAdminUser(ctx.db.prisma, {
      email: "DEV@example.com",
      password: "ignored-password-here",
    });
    expect(promoted).toMatchObject({
      outcome: "promoted",
      user: { id: before.id, role: "ADMIN" },
      generatedPassword: null,
      passwordIgnored: true,
    });
    expect(JSON.stringify(promoted)).not.toContain("scrypt$keep");
    expect((await ctx.db.prisma.user.findUniqueOrThrow({ where: { id: before.id } })).passwordHash).toBe("scrypt$keep");
    expect((await ensureAdminUser(ctx.db.prisma, { email: "dev@example.com" })).outcome).toBe("already_admin");
  });

  it("refuses a malformed email or a short password", async () => {
    await expect(ensureAdminUser(ctx.db.prisma, { email: "not-an-email" })).rejects.toThrow(/valid email/);
    await expect(ensureAdminUser(ctx.db.prisma, { email: "x@example.com", password: "short" })).rejects.toThrow(
      /10 characters/,
    );
    expect(await ctx.db.prisma.user.count({ where: { email: "x@example.com" } })).toBe(0);
  });
});
