// Bootstrap of platform administrators (`npm run admin:create`): promotes an existing account or
// creates one, so a fresh PostgreSQL deployment gets its first admin without the demo seed.
// Takes the Prisma client and the password hashing from the caller (lib/server/roots/ensure-admin.ts).
import { randomBytes } from "node:crypto";
import type { PrismaClient } from "./generated/client";
import { isUniqueViolation } from "./prisma-errors";
import { userPublicFields, type UserRecord } from "./users";

export type AdminAccount = { email: string; name?: string; password?: string };

export type EnsureAdminResult = {
  outcome: "created" | "promoted" | "already_admin";
  user: UserRecord;
  /** Only when an account was created without a password: show it once, it is not stored. */
  generatedPassword: string | null;
  /** A password given for an existing account is not applied (this is not a password reset). */
  passwordIgnored: boolean;
};

const USERNAME_ATTEMPTS = 5;

export async function ensureAdminUser(
  prisma: PrismaClient,
  { email, name, password }: AdminAccount,
  hashPassword: (password: string) => Promise<string>,
): Promise<EnsureAdminResult> {
  const existing = await prisma.user.findUnique({ where: { email }, select: userPublicFields });
  if (existing) {
    const passwordIgnored = password !== undefined;
    if (existing.role === "ADMIN")
      return { outcome: "already_admin", user: existing, generatedPassword: null, passwordIgnored };
    const user = await prisma.user.update({
      where: { id: existing.id },
      data: { role: "ADMIN" },
      select: userPublicFields,
    });
    return { outcome: "promoted", user, generatedPassword: null, passwordIgnored };
  }

  const generatedPassword = password === undefined ? randomBytes(18).toString("base64url") : null;
  const passwordHash = await hashPassword(password ?? generatedPassword!);
  const base = usernameFrom(email);
  for (let attempt = 0; attempt < USERNAME_ATTEMPTS; attempt++) {
    const username = attempt === 0 ? base : `${base.slice(0, 33)}-${randomBytes(3).toString("hex")}`;
    try {
      const user = await prisma.user.create({
        data: {
          email,
          username,
          name: name ?? email.split("@")[0]!,
          passwordHash,
          role: "ADMIN",
          emailVerifiedAt: new Date(),
        },
        select: userPublicFields,
      });
      return { outcome: "created", user, generatedPassword, passwordIgnored: false };
    } catch (err) {
      if (!isUniqueViolation(err) || !JSON.stringify(err.meta ?? {}).includes("username")) throw err;
    }
  }
  throw new Error(`Could not find a free username for ${email}.`);
}

/** The sign-up rules' shape (letters, digits, - and _; 3 to 40 characters). */
function usernameFrom(email: string): string {
  const local = (email.split("@")[0] ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, "-")
    .replace(/^[-_]+|[-_]+$/g, "");
  return (local.length >= 3 ? local : `admin-${local}`.replace(/-$/, "")).slice(0, 40);
}
