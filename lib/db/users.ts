import { getPrisma } from "./db";
import { isUniqueViolation } from "./prisma-errors";

export type UserRecord = {
  id: string;
  email: string;
  username: string;
  name: string;
  role: "USER" | "ADMIN";
  timeZone: string;
};

/** What may be read of a user outside sign-in: never the password hash. */
export const userPublicFields = {
  id: true,
  email: true,
  username: true,
  name: true,
  role: true,
  timeZone: true,
} as const;
const publicFields = userPublicFields;

export async function findUserById(id: string): Promise<UserRecord | null> {
  return (await getPrisma()).user.findUnique({ where: { id }, select: publicFields });
}

export async function findUserCredentials(email: string) {
  return (await getPrisma()).user.findUnique({
    where: { email: email.trim().toLowerCase() },
    select: { ...publicFields, passwordHash: true, disabledAt: true, totpEnabledAt: true },
  });
}

/** The account a second sign-in step finishes: its public fields while it is not disabled. */
export async function findEnabledUserById(id: string): Promise<UserRecord | null> {
  return (await getPrisma()).user.findFirst({ where: { id, disabledAt: null }, select: publicFields });
}

export type CreateUserResult = { ok: true; user: UserRecord } | { ok: false; field: "email" | "username" };

export async function createUser(options: {
  email: string;
  username: string;
  name: string;
  passwordHash: string;
  timeZone?: string;
  role?: "USER" | "ADMIN";
}): Promise<CreateUserResult> {
  try {
    const user = await (await getPrisma()).user.create({
      data: { ...options, email: options.email.trim().toLowerCase() },
      select: publicFields,
    });
    return { ok: true, user };
  } catch (err) {
    // Unique violation: the database, not a prior lookup, decides (no race between two sign-ups).
    if (isUniqueViolation(err)) {
      const target = JSON.stringify(err.meta ?? {});
      return { ok: false, field: target.includes("username") ? "username" : "email" };
    }
    throw err;
  }
}

/** For checking the current password before a change; never leaves lib/auth. */
export async function findPasswordHashById(id: string): Promise<string | null> {
  const row = await (await getPrisma()).user.findUnique({ where: { id }, select: { passwordHash: true } });
  return row?.passwordHash ?? null;
}
