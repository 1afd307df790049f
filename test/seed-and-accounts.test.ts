import { describe, expect, it } from "vitest";
import { getAuthOptions } from "@/lib/auth/auth-options";
import { signUpCommand } from "@/lib/actions/account-commands";
import { DEMO_CLIENTS, DEMO_USERS } from "@/lib/db/demo-data";
import { seedDemoData } from "@/lib/server/roots/demo-seed";
import { hashSecret } from "@/lib/oauth/constant-time";
import { withTestDatabase } from "./test-database";

const ctx = withTestDatabase();

async function snapshot() {
  const p = ctx.db.prisma;
  return {
    users: await p.user.findMany({ orderBy: { email: "asc" } }),
    clients: await p.oAuthClient.findMany({ orderBy: { clientId: "asc" }, include: { secrets: true } }),
    teams: await p.team.findMany(),
    orgs: await p.organization.findMany(),
    memberships: [await p.teamMembership.count(), await p.organizationMembership.count()],
  };
}

function authorize(email: string, password: string) {
  const provider = getAuthOptions().providers[0] as unknown as {
    options: { authorize: (c: Record<string, string>) => Promise<{ id: string; role: string } | null> };
  };
  return provider.options.authorize({ email, password });
}

describe("demo seed", () => {
  it("creates the documented accounts, team inside an organization and four clients; seeding twice changes nothing", async () => {
    await seedDemoData(ctx.db.prisma);
    const first = await snapshot();
    await seedDemoData(ctx.db.prisma);
    expect(await snapshot()).toEqual(first);

    expect(first.users.map((u) => u.email)).toEqual(
      Object.values(DEMO_USERS)
        .map((u) => u.email)
        .sort(),
    );
    expect(first.users.every((u) => u.passwordHash.startsWith("argon2id$19456$2$1$"))).toBe(true);
    expect(first.teams[0]?.organizationId).toBe(first.orgs[0]?.id);
    expect(first.memberships).toEqual([2, 2]);
    const byId = Object.fromEntries(first.clients.map((c) => [c.clientId, c]));
    expect(byId[DEMO_CLIENTS.confidential.clientId]?.status).toBe("APPROVED");
    expect(byId[DEMO_CLIENTS.public.clientId]?.kind).toBe("PUBLIC");
    expect(byId[DEMO_CLIENTS.public.clientId]?.secrets).toEqual([]);
    expect(byId[DEMO_CLIENTS.pending.clientId]?.status).toBe("PENDING");
    expect(byId[DEMO_CLIENTS.legacy.clientId]?.scopes).toEqual([]);
    // Secrets are stored as hashes only.
    const secret = byId[DEMO_CLIENTS.confidential.clientId]?.secrets[0];
    expect(secret?.secretHash).toBe(hashSecret(DEMO_CLIENTS.confidential.secret));
    expect(JSON.stringify(first.clients)).not.toContain(DEMO_CLIENTS.confidential.secret);
  });

  it("signs in a demo account with its documented password and refuses a wrong one or an unknown email", async () => {
    const admin = await authorize(DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    expect(admin?.role).toBe("ADMIN");
    expect(await authorize(DEMO_USERS.admin.email.toUpperCase(), DEMO_USERS.admin.password)).not.toBeNull();
    expect(await authorize(DEMO_USERS.admin.email, "wrong-password")).toBeNull();
    expect(await authorize("nobody@example.com", "wrong-password")).toBeNull();
    expect(await authorize(DEMO_USERS.admin.email, "x".repeat(10_000))).toBeNull();
  });
});

describe("sign-in throttling", () => {
  // A dozen sign-ins at the seed's real Argon2id cost: seconds on a quiet machine, longer beside a
  // browser tier and three other database test files.
  it("refuses even the right password from one address after MAX_FAILURES failures for one email there, known or not", {
    timeout: 120_000,
  }, async () => {
    const { MAX_FAILURES } = await import("@/lib/auth/sign-in-throttle");
    for (const email of [DEMO_USERS.developer.email, "ghost@example.com"]) {
      for (let i = 0; i < MAX_FAILURES; i++) expect(await authorize(email, "wrong-password")).toBeNull();
      await expect(authorize(email, DEMO_USERS.developer.password)).rejects.toThrow("TooManyAttempts");
    }
    // Other accounts are not affected, not even from that address.
    expect(await authorize(DEMO_USERS.admin.email, DEMO_USERS.admin.password)).not.toBeNull();
  });
});

describe("sign-up", () => {
  it("creates an account that can sign in", async () => {
    const result = await signUpCommand({
      name: "Kim",
      email: "Kim@Example.com",
      username: "kim",
      password: "kims-password-1",
    });
    expect(result).toEqual({ ok: true, data: { email: "kim@example.com" } });
    expect(await authorize("kim@example.com", "kims-password-1")).not.toBeNull();
  });

  it("answers a taken email as a new one, refuses a taken username with a field error, and creates nothing", async () => {
    const before = await ctx.db.prisma.user.count();
    const dupEmail = await signUpCommand({
      name: "K2",
      email: "kim@example.com",
      username: "kim2",
      password: "kims-password-1",
    });
    expect(dupEmail).toEqual({ ok: true, data: { email: "kim@example.com" } });
    const dupName = await signUpCommand({
      name: "K3",
      email: "k3@example.com",
      username: "KIM",
      password: "kims-password-1",
    });
    expect(dupName).toMatchObject({
      ok: false,
      code: "duplicate",
      fieldErrors: { username: "This username is taken." },
    });
    expect(await ctx.db.prisma.user.count()).toBe(before);
  });

  it("returns field errors for invalid input", async () => {
    const result = await signUpCommand({ name: "", email: "not-an-email", username: "a", password: "short" });
    expect(result).toMatchObject({ ok: false, code: "invalid_input" });
    if (!result.ok)
      expect(Object.keys(result.fieldErrors ?? {}).sort()).toEqual(["email", "name", "password", "username"]);
    expect(await signUpCommand("garbage")).toMatchObject({ ok: false, code: "invalid_input" });
  });
});

describe("scheduling demo data", () => {
  it("gives the documented fixed ids: Uma's event types and bookings, the team's, and Sam as the team's second member", async () => {
    await seedDemoData(ctx.db.prisma);
    const p = ctx.db.prisma;
    const { DEMO_SCHEDULING: ID, DEMO_TEAM, DEMO_ORGANIZATION } = await import("@/lib/db/demo-data");
    const uma = await p.user.findUniqueOrThrow({ where: { email: DEMO_USERS.user.email } });
    expect((await p.team.findUniqueOrThrow({ where: { id: DEMO_TEAM.id } })).organizationId).toBe(DEMO_ORGANIZATION.id);
    expect(
      await p.teamMembership.findMany({
        where: { teamId: DEMO_TEAM.id },
        select: { role: true },
        orderBy: { role: "asc" },
      }),
    ).toEqual([{ role: "MEMBER" }, { role: "ADMIN" }]);
    expect((await p.eventType.findUniqueOrThrow({ where: { id: ID.introEventType } })).hostId).toBe(uma.id);
    const bookings = await p.booking.findMany({ where: { hostId: uma.id }, orderBy: { startTime: "asc" } });
    expect(bookings.map((b) => b.uid)).toEqual([ID.pastBooking, ID.upcomingBooking, ID.pendingBooking]);
    expect(bookings[0]!.startTime.getTime()).toBeLessThan(Date.now());
    expect(bookings[1]!.startTime.getTime()).toBeGreaterThan(Date.now());
    expect(await p.schedule.findUnique({ where: { id: ID.umaSchedule }, include: { rules: true } })).toMatchObject({
      timeZone: "Europe/Berlin",
      rules: [{ days: [1, 2, 3, 4, 5] }],
    });
  });
});
