// The owner adds or removes a post-logout redirect URI (OpenID Connect RP-initiated logout). Same
// review as redirect URIs: on a reviewed client an addition waits for an administrator while the
// live list stays in force, a removal applies at once (submitChange decides).
import type { ClientDeps } from "../deps";
import { ok, type Outcome } from "../outcome";
import { applyPostLogoutRedirectUriChange, type PostLogoutRedirectUriChange } from "../rules/post-logout-redirect-uris";
import { changeOwnedClient, workingConfiguration } from "./owned-client";
import { submitChange } from "./submit-client-change";

export type PostLogoutRedirectUriUpdate = {
  /** What the owner now works with: live plus what waits for review. */
  postLogoutRedirectUris: string[];
  /** Where logout may return to now. */
  livePostLogoutRedirectUris: string[];
  waitingForReview: string[];
};

export async function updatePostLogoutRedirectUris(
  deps: ClientDeps,
  options: { clientId: string; userId: string; change: PostLogoutRedirectUriChange },
): Promise<Outcome<PostLogoutRedirectUriUpdate>> {
  return changeOwnedClient(deps, options, async (client, repo) => {
    const working = await workingConfiguration(repo, client);
    const next = applyPostLogoutRedirectUriChange(working.postLogoutRedirectUris ?? [], options.change, client.kind);
    if (!next.ok) return next;
    const submitted = await submitChange(repo, client, options.userId, {
      proposed: { scopes: working.scopes, redirectUris: working.redirectUris, postLogoutRedirectUris: next.data },
    });
    if (!submitted.ok) return submitted;
    const { applied, pending: waiting } = submitted.data;
    return ok({
      postLogoutRedirectUris: (waiting?.after ?? applied).postLogoutRedirectUris ?? [],
      livePostLogoutRedirectUris: applied.postLogoutRedirectUris ?? [],
      waitingForReview: [...(waiting?.delta.addedPostLogoutRedirectUris ?? [])],
    });
  });
}
