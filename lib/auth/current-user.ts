// Who is calling: for pages, layouts and server actions. The cookie only names a server-side
// session; the session row and the user (role, disabled) are read from the database on every call,
// so a signed-out cookie, a changed password, a disabled account or a demoted admin count at once.
import "server-only";
import { getServerSession } from "next-auth";
import { notFound, redirect } from "next/navigation";
import type { UserRecord } from "@/lib/db/users";
import { isDatabaseUnavailable } from "@/lib/server/http/database-unavailable";
import { logFault } from "@/lib/server/http/unavailable-responses";
import { getAuthOptions } from "./auth-options";
import { safeReturnPath } from "@/lib/safe-return-path";
import { adminMustEnrol, hasTwoFactor } from "@/lib/accounts/two-factor/two-factor";
import { getConfig } from "@/lib/server/roots/config";
import { twoFactorDeps } from "@/lib/server/roots/accounts";
import { type SessionSignIn, signInOfServerSession, userOfServerSession } from "./server-session";

export async function getCurrentUser(): Promise<UserRecord | null> {
  return userOfServerSession(await getServerSession(getAuthOptions()));
}

/** The id of the caller's server-side session (the account page tells it from the others), if any. */
export async function getCurrentSessionId(): Promise<string | undefined> {
  return (await getServerSession(getAuthOptions()))?.sid;
}

/** The signed-in user with the sign-in's time and `sid` (OpenID Connect), or null. */
export async function getCurrentSignIn(): Promise<SessionSignIn | null> {
  return signInOfServerSession(await getServerSession(getAuthOptions()));
}

/**
 * Who the site header names: the signed-in user, or null while the database cannot be reached, so
 * a page that needs no database (the consent interruption page) still shows during an outage.
 * Only for display: what a page may do is decided by getCurrentUser / requireUser.
 */
export async function getHeaderUser(): Promise<UserRecord | null> {
  try {
    return await getCurrentUser();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    logFault(error, "site header");
    return null;
  }
}

export function signInPath(returnTo: string, options: { fresh?: boolean; loginHint?: string } = {}): string {
  const extra =
    (options.fresh ? "&fresh=1" : "") +
    (options.loginHint ? `&login_hint=${encodeURIComponent(options.loginHint.slice(0, 320))}` : "");
  return `/auth/signin?callbackUrl=${encodeURIComponent(safeReturnPath(returnTo))}${extra}`;
}

/** The signed-in user, or a redirect to sign-in that comes back to `returnTo` afterwards. */
export async function requireUser(returnTo: string): Promise<UserRecord> {
  const user = await getCurrentUser();
  if (!user) redirect(signInPath(returnTo));
  return user;
}

/** Admin pages do not reveal that they exist: everyone else gets 404. */
export async function requireAdmin(returnTo: string): Promise<UserRecord> {
  const user = await requireUser(returnTo);
  if (user.role !== "ADMIN") notFound();
  if (await adminMustEnrolNow(user)) redirect(TWO_FACTOR_ENROLMENT);
  return user;
}

/** Where an administrator without two-step sign-in is sent in production. */
export const TWO_FACTOR_ENROLMENT = "/settings/two-factor?required=1";

/** Whether this administrator must set up two-step sign-in before acting as one (production only). */
export async function adminMustEnrolNow(user: { id: string; role: string }): Promise<boolean> {
  const { appEnv } = getConfig();
  // Only where it could matter is the database asked.
  if (!adminMustEnrol({ appEnv, role: user.role, twoFactorOn: false })) return false;
  return adminMustEnrol({ appEnv, role: user.role, twoFactorOn: await hasTwoFactor(twoFactorDeps(), user.id) });
}
