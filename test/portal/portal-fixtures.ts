// Shared set-up for the portal's integration tests: users, clients created through the same
// command the "Register client" form uses, and a grant with a refresh token to show what a change
// leaves alone.
import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import { createClientCommand } from "@/lib/actions/portal-commands";
import type { CreateClientInput } from "@/lib/actions/schemas/client-forms";
import type { PrismaClient } from "@/lib/db/generated/client";

export type TestUser = { id: string; role: "USER" | "ADMIN" };

export async function makeUser(prisma: PrismaClient, role: "USER" | "ADMIN" = "USER"): Promise<TestUser> {
  const tag = randomBytes(5).toString("hex");
  const user = await prisma.user.create({
    data: {
      email: `${tag}@example.com`,
      username: `u-${tag}`,
      name: `User ${tag}`,
      passwordHash: "scrypt$unused",
      role,
      // Registering clients takes a proven address.
      emailVerifiedAt: new Date(),
    },
    select: { id: true, role: true },
  });
  return user;
}

export const clientInput = (overrides: Partial<CreateClientInput> = {}): CreateClientInput => ({
  name: "Calendar Sync",
  description: "Keeps calendars in sync.",
  websiteUrl: "https://sync.example.com",
  logoUrl: "",
  kind: "CONFIDENTIAL",
  redirectUris: ["https://sync.example.com/oauth/callback"],
  scopes: ["PROFILE_READ", "BOOKING_READ"],
  ...overrides,
});

/** Creates a client through the portal command and returns its public id and first secret. */
export async function makeClient(owner: TestUser, overrides: Partial<CreateClientInput> = {}) {
  const result = await createClientCommand(owner, clientInput(overrides));
  expect(result).toMatchObject({ ok: true });
  if (!result.ok) throw new Error(result.message);
  return result.data;
}

export async function internalIdOf(prisma: PrismaClient, clientId: string): Promise<string> {
  return (await prisma.oAuthClient.findUniqueOrThrow({ where: { clientId }, select: { id: true } })).id;
}

/** A user's live authorization of the client, with one refresh token. */
export async function makeGrant(prisma: PrismaClient, clientId: string, user: TestUser) {
  const grant = await prisma.grant.create({
    data: {
      clientId: await internalIdOf(prisma, clientId),
      userId: user.id,
      scopes: ["PROFILE_READ"],
      authorizationCodeHash: randomBytes(32).toString("hex"),
      refreshTokens: {
        create: { tokenHash: randomBytes(32).toString("hex"), expiresAt: new Date(Date.now() + 86_400_000) },
      },
    },
    include: { refreshTokens: true },
  });
  return grant;
}

export async function auditOf(prisma: PrismaClient, clientId: string) {
  return prisma.auditLog.findMany({
    where: { clientId: await internalIdOf(prisma, clientId) },
    orderBy: { createdAt: "asc" },
  });
}
