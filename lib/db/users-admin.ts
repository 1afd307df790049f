// Bootstrap of platform administrators (`npm run admin:create`): promotes an existing account or
// creates one, so a fresh PostgreSQL deployment gets its first admin without the demo seed.
// Takes the Prisma client from the caller: the script opens the database itself, like db:seed.
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { hashPassword } from "@/lib/auth/password";
import { MAX_PASSWORD_LENGTH } from "@/lib/auth/password-limits";
import { Prisma, type PrismaClient } from "./generated/client";
import type { UserRecord } from "./users";

export const ensureAdminInputSchema = z.object({
  email: z.string().trim().toLowerCase().max(320).email("Enter a valid email address"),
  name: z.string().trim().min(1, "Enter a name").max(100).optional(),
  password: z.string().min(10, "At least 10 characters").max(MAX_PASSWORD_LENGTH).optional(),
});
export type EnsureAdminInput = z.input<typeof ensureAdminInputSchema>;

export type EnsureAdminResult = {
  outcome: "created" | "promoted" | "already_admin";
  user: UserRecord;
  /** Only when an account was created without a password: show it once, it is not stored. */
  generatedPassword: string | null;
  /** A password given for an existing account is not applied (this is not a password reset). */
  passwordIgnored: boolean;
};

const publicFields = { id: true, email: true, username: true, name: true, role: true, timeZone: true } as const;

export async function ensureAdminUser(prisma: PrismaClient, input: EnsureAdminInput): Promise<EnsureAdminResult> {
  const { email, name, password } = ensureAdminInputSchema.parse(input);
  const existing = await prisma.user.findUnique({ where: { email }, select: publicFields });
  if (existing) {
    const passwordIgnored = password !== undefined;
    if (existing.role === "ADMIN") return { outcome: "already_admin", user: existing, generatedPassword: null, passwordIgnored };
    const user = await prisma.user.update({ where: { id: existing.id }, data: { role: "ADMIN" }, select: publicFields });
    return { outcome: "promoted", user, generatedPassword: null, passwordIgnored };
  }

  const generatedPassword = password === undefined ? randomBytes(18).toString("base64url") : null;
  const passwordHash = await hashPassword(password ?? generatedPassword!);
  const base = usernameFrom(email);
  for (let attempt = 0; attempt < 5; attempt++) {
    const username = attempt === 0 ? base : `${base.slice(0, 33)}-${randomBytes(3).toString("hex")}`;
    try {
      const user = await prisma.user.create({
        data: { email, username, name: name ?? email.split("@")[0]!, passwordHash, role: "ADMIN" },
        select: publicFields,
      });
      return { outcome: "created", user, generatedPassword, passwordIgnored: false };
    } catch (err) {
      const duplicate = err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002";
      if (!duplicate || !JSON.stringify(err.meta ?? {}).includes("username")) throw err;
    }
  }
  throw new Error(`Could not find a free username for ${email}.`);
}

/** The sign-up rules' shape (letters, digits, - and _; 3 to 40 characters). */
function usernameFrom(email: string): string {
  const local = (email.split("@")[0] ?? "").toLowerCase().replace(/[^a-z0-9_-]+/g, "-").replace(/^[-_]+|[-_]+$/g, "");
  return (local.length >= 3 ? local : `admin-${local}`.replace(/-$/, "")).slice(0, 40);
}
