// The redirect URIs tab: where the client may send people back (with each URI's recent use), where
// after sign-out, whether it must push its requests, and for a confidential client high security.
// The owner edits; an administrator reads. A pending change shows what it adds and takes away.
import { PostLogoutUriManager } from "@/components/portal/post-logout-uri-manager";
import { HighSecurityToggle } from "@/components/portal/high-security-toggle";
import { PushedRequirementToggle } from "@/components/portal/pushed-requirement-toggle";
import { RedirectUriManager } from "@/components/portal/redirect-uri-manager";
import { Section } from "@/components/portal/section";
import { loadRecentUsage } from "@/lib/db/clients/client-usage";
import { changesNeedReview } from "@/lib/clients/rules/lifecycle";
import { CLIENT_PAGE_WORDS as W } from "@/lib/ui-words/portal";
import type { PanelProps } from "./panel-props";

export async function RedirectUrisPanel({ client, review }: Omit<PanelProps, "timeZone">) {
  const canEdit = client.viewerIsOwner;
  const pending = review.pendingChange;
  const usage = canEdit ? await loadRecentUsage(client.id) : null;
  return (
    <div className="space-y-6">
      <Section title={W.redirectUris} description={W.redirectUrisHint}>
        <RedirectUriManager
          clientId={client.clientId}
          redirectUris={review.working.redirectUris}
          waitingUris={pending?.delta.addedRedirectUris ?? []}
          leavingUris={pending?.delta.removedRedirectUris ?? []}
          canEdit={canEdit}
          reviewed={changesNeedReview(client.status)}
          usage={usage ? { days: usage.days, byUri: usage.byRedirectUri } : null}
        />
      </Section>
      <Section title={W.postLogoutRedirectUris} description={W.postLogoutRedirectUrisHint}>
        <PostLogoutUriManager
          clientId={client.clientId}
          uris={review.working.postLogoutRedirectUris ?? []}
          waiting={pending?.delta.addedPostLogoutRedirectUris ?? []}
          canEdit={canEdit}
        />
      </Section>
      <Section title={W.pushedRequests} description={W.pushedRequestsHint}>
        <PushedRequirementToggle
          clientId={client.clientId}
          required={client.requirePushedRequests}
          dropWaiting={pending?.delta.dropsPushedRequirement === true}
          canEdit={canEdit}
        />
      </Section>
      {client.kind === "CONFIDENTIAL" ? (
        <Section title={W.highSecurity} description={W.highSecurityHint}>
          <HighSecurityToggle clientId={client.clientId} on={client.highSecurity} canEdit={canEdit} />
        </Section>
      ) : null}
    </div>
  );
}
