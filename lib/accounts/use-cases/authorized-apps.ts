// The applications a person has let into their account, and taking that access back.
import type { AuthorizedApp } from "@/lib/clients/views/authorized-app";
import type { Outcome, Refusal } from "../outcome";
import type { AuthorizedAppStore } from "../ports";
import { type ScopeUsage, sumScopeUsage, usageWindowStart } from "../rules/app-usage";

export interface AuthorizedAppDeps {
  readonly apps: AuthorizedAppStore;
  readonly now: Date;
}

export type AuthorizedAppWithUsage = AuthorizedApp & {
  /** Per granted scope it used in the last USAGE_WINDOW_DAYS days: reads, changes, last use. */
  readonly usage: readonly ScopeUsage[];
};

export async function listAuthorizedApps(deps: AuthorizedAppDeps, userId: string): Promise<AuthorizedAppWithUsage[]> {
  const [apps, usage] = await Promise.all([
    deps.apps.listAuthorizedApps(userId),
    deps.apps.listScopeUsage(userId, usageWindowStart(deps.now)),
  ]);
  return apps.map((app) => ({ ...app, usage: sumScopeUsage(usage.filter((u) => u.clientId === app.clientId)) }));
}

/** Every live grant the person gave the app ends, with its refresh tokens; an app without one is not found. */
export async function revokeApp(
  deps: AuthorizedAppDeps,
  userId: string,
  clientId: string,
): Promise<Outcome<{ revoked: number }, Refusal<"not_found">>> {
  const revoked = await deps.apps.revokeAppAccess(userId, clientId, deps.now);
  return revoked === 0 ? { ok: false, code: "not_found" } : { ok: true, data: { revoked } };
}
