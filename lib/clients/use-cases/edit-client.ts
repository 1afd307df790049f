// The owner's edits of scopes and redirect URIs. Both work on the configuration the owner sees
// (live plus what waits for review), under the row lock, so the 1-to-10 rule counts pending
// additions too; submitChange decides what applies now and what waits.
import { type Scope, isScope } from "@/lib/oauth/scope-catalogue";
import type { ClientDeps } from "../deps";
import { fail, ok, type Outcome } from "../outcome";
import { checkClientScopes } from "../rules/client-scopes";
import { applyRedirectUriChange, type RedirectUriChange } from "../rules/redirect-uris";
import { changeOwnedClient, workingConfiguration } from "./owned-client";
import { submitChange } from "./submit-client-change";

export type ScopesUpdate = {
  /** What the owner now works with: the live scopes with the change waiting for review applied. */
  scopes: Scope[];
  /** What authorization requests may ask for now. */
  liveScopes: Scope[];
  /** Added scopes that wait for an administrator (an approved or suspended client); empty otherwise. */
  waitingForReview: Scope[];
};

export type RedirectUriUpdate = {
  redirectUris: string[];
  liveRedirectUris: string[];
  waitingForReview: string[];
};

/**
 * The one way a scoped client's scopes change. A legacy client goes through migrateLegacyClient,
 * because its first scopes change who can still authorize (spec s3.2).
 */
export async function updateClientScopes(
  deps: ClientDeps,
  options: { clientId: string; userId: string; scopes: readonly string[] },
): Promise<Outcome<ScopesUpdate>> {
  const checked = checkClientScopes(options.scopes);
  if (!checked.ok) return checked;
  return changeOwnedClient(deps, options, async (client, repo) => {
    if (client.scopes.length === 0) return fail("legacy_client");
    const working = await workingConfiguration(repo, client);
    const submitted = await submitChange(repo, client, options.userId, {
      proposed: { scopes: checked.data, redirectUris: working.redirectUris },
    });
    if (!submitted.ok) return submitted;
    const { applied, pending: waiting } = submitted.data;
    return ok({
      scopes: (waiting?.after ?? applied).scopes.filter(isScope),
      liveScopes: applied.scopes.filter(isScope),
      waitingForReview: (waiting?.delta.addedScopes ?? []).filter(isScope),
    });
  });
}

/** Add, edit or remove one redirect URI. An edited URI stays live until its replacement is approved. */
export async function updateRedirectUris(
  deps: ClientDeps,
  options: { clientId: string; userId: string; change: RedirectUriChange },
): Promise<Outcome<RedirectUriUpdate>> {
  return changeOwnedClient(deps, options, async (client, repo) => {
    const working = await workingConfiguration(repo, client);
    const next = applyRedirectUriChange(working.redirectUris, options.change, client.kind);
    if (!next.ok) return next;
    const replaced = options.change.op === "replace" ? { redirectUris: [options.change.from] } : undefined;
    const submitted = await submitChange(repo, client, options.userId, {
      proposed: { scopes: working.scopes, redirectUris: next.data },
      replaced,
    });
    if (!submitted.ok) return submitted;
    const { applied, pending: waiting } = submitted.data;
    return ok({
      redirectUris: (waiting?.after ?? applied).redirectUris,
      liveRedirectUris: applied.redirectUris,
      waitingForReview: [...(waiting?.delta.addedRedirectUris ?? [])],
    });
  });
}
