// Who is calling: for pages, layouts and server actions. The cookie only names a server-side
// session; the session row and the user (role, disabled) are read from the database on every call,
// so a signed-out cookie, a changed password, a disabled account or a demoted admin count at once.
import "server-only";
import { getServerSession } from "next-auth";
import { notFound, redirect } from "next/navigation";
import type { UserRecord } from "@/lib/db/users";
import { getAuthOptions } from "./auth-options";
import { safeReturnPath } from "./safe-return-path";
import { userOfServerSession } from "./server-session";

export async function getCurrentUser(): Promise<UserRecord | null> {
  return userOfServerSession(await getServerSession(getAuthOptions()));
}

export function signInPath(returnTo: string): string {
  return `/auth/signin?callbackUrl=${encodeURIComponent(safeReturnPath(returnTo))}`;
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
  return user;
}
