// Creates the demo accounts, organization, team and clients. Idempotent: what exists is left as
// it is (passwords, secrets and statuses a user changed are not reset). Password hashing comes from
// the caller (lib/server/roots/demo-seed.ts).
import { hashSecret } from "@/lib/oauth/constant-time";
import { DEMO_CLIENTS, DEMO_ORGANIZATION, DEMO_TEAM, DEMO_USERS } from "./demo-data";
import type { PrismaClient } from "./generated/client";
import { seedSchedulingDemo } from "./seed-scheduling-demo";

export type SeedOptions = { hashPassword: (password: string) => Promise<string> };

async function ensureUser(
  prisma: PrismaClient,
  u: (typeof DEMO_USERS)[keyof typeof DEMO_USERS],
  { hashPassword }: SeedOptions,
) {
  const existing = await prisma.user.findUnique({ where: { email: u.email } });
  if (existing) return existing;
  return prisma.user.create({
    data: {
      email: u.email,
      name: u.name,
      username: u.username,
      role: u.role,
      passwordHash: await hashPassword(u.password),
      // The demo accounts' addresses count as proven (nobody reads their mail).
      emailVerifiedAt: new Date(),
    },
  });
}

export async function seedDemoData(prisma: PrismaClient, options: SeedOptions): Promise<void> {
  const admin = await ensureUser(prisma, DEMO_USERS.admin, options);
  const developer = await ensureUser(prisma, DEMO_USERS.developer, options);
  const user = await ensureUser(prisma, DEMO_USERS.user, options);
  const teammate = await ensureUser(prisma, DEMO_USERS.teammate, options);

  await prisma.$transaction(
    async (tx) => {
      const org = await tx.organization.upsert({
        where: { slug: DEMO_ORGANIZATION.slug },
        update: {},
        create: DEMO_ORGANIZATION,
      });
      const team = await tx.team.upsert({
        where: { slug: DEMO_TEAM.slug },
        update: {},
        create: { ...DEMO_TEAM, organizationId: org.id },
      });
      // A member of the demo organization and of its team, with the same role in both (once: upserts).
      const joinBoth = async (userId: string, role: "MEMBER" | "ADMIN") => {
        await tx.organizationMembership.upsert({
          where: { organizationId_userId: { organizationId: org.id, userId } },
          update: {},
          create: { organizationId: org.id, userId, role },
        });
        await tx.teamMembership.upsert({
          where: { teamId_userId: { teamId: team.id, userId } },
          update: {},
          create: { teamId: team.id, userId, role },
        });
      };
      await joinBoth(user.id, "MEMBER");
      // The second member of the organization and the team, their ADMIN.
      await joinBoth(teammate.id, "ADMIN");
      await seedSchedulingDemo(tx, {
        userId: user.id,
        teammateId: teammate.id,
        teamId: team.id,
        organizationId: org.id,
      });

      for (const c of Object.values(DEMO_CLIENTS)) {
        if (await tx.oAuthClient.findUnique({ where: { clientId: c.clientId } })) continue;
        const secret = "secret" in c ? c.secret : undefined;
        await tx.oAuthClient.create({
          data: {
            clientId: c.clientId,
            name: c.name,
            description: c.description,
            websiteUrl: "websiteUrl" in c ? c.websiteUrl : null,
            privacyPolicyUrl: "privacyPolicyUrl" in c ? c.privacyPolicyUrl : null,
            termsOfServiceUrl: "termsOfServiceUrl" in c ? c.termsOfServiceUrl : null,
            kind: c.kind,
            status: c.status,
            ownerId: developer.id,
            scopes: [...c.scopes],
            redirectUris: [...c.redirectUris],
            postLogoutRedirectUris: "postLogoutRedirectUris" in c ? [...c.postLogoutRedirectUris] : [],
            ...(c.status === "APPROVED"
              ? { reviewedById: admin.id, reviewedAt: new Date(), reviewNote: "Demo client approved by the seed." }
              : {}),
            secrets: secret ? { create: { secretHash: hashSecret(secret), hint: secret.slice(-4) } } : undefined,
          },
        });
      }
      // The first start seeds once, on whatever machine it is: it may take its time rather than fail.
    },
    { maxWait: 30_000, timeout: 60_000 },
  );
}
