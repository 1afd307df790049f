import type { UserClaimsRecord } from "@/lib/oauth/oidc/userinfo";
import { getPrisma } from "../db";

/** What UserInfo may release of an account; null when it is gone or disabled. */
export async function findUserClaims(userId: string): Promise<UserClaimsRecord | null> {
  const row = await (await getPrisma()).user.findFirst({
    where: { id: userId, disabledAt: null },
    select: { id: true, name: true, email: true, username: true, timeZone: true, emailVerifiedAt: true },
  });
  if (!row) return null;
  const { emailVerifiedAt, ...claims } = row;
  return { ...claims, emailVerified: emailVerifiedAt !== null };
}
