// The tabs where the owner edits the client (an administrator reads them): scopes, redirect URIs,
// details. Each shows the working lists: what is live plus what waits for review, and what a
// pending change takes away.
import { ClientDetailsForm } from "@/components/portal/client-details-form";
import { DeleteClientSection } from "@/components/portal/delete-client-section";
import { DpopSettingForm } from "@/components/portal/dpop-setting-form";
import { PostLogoutUriManager } from "@/components/portal/post-logout-uri-manager";
import { HighSecurityToggle } from "@/components/portal/high-security-toggle";
import { PushedRequirementToggle } from "@/components/portal/pushed-requirement-toggle";
import { RedirectUriManager } from "@/components/portal/redirect-uri-manager";
import { ScopeEditor } from "@/components/portal/scope-editor";
import { ScopeList } from "@/components/portal/scope-list";
import { Section } from "@/components/portal/section";
import { loadRecentUsage } from "@/lib/db/clients/client-usage";
import { changesNeedReview } from "@/lib/clients/rules/lifecycle";
import { isScope } from "@/lib/oauth/scope-catalogue";
import { DPOP_SETTING_WORDS as DPOP_WORDS } from "@/lib/ui-words/dpop-setting";
import { CLIENT_DETAILS_WORDS as DETAILS_WORDS, CLIENT_PAGE_WORDS as W } from "@/lib/ui-words/portal";
import { ClientDetailsPanel } from "./details-panel";
import type { PanelProps } from "./panel-props";

export async function ScopesPanel({ client, review }: Omit<PanelProps, "timeZone">) {
  const canEdit = client.viewerIsOwner;
  const pending = review.pendingChange;
  const working = review.working.scopes.filter(isScope);
  const usage = canEdit && !client.legacy ? await loadRecentUsage(client.id) : null;
  return (
    <Section title={W.scopes} description={W.scopesHint}>
      {client.legacy ? (
        <p className="text-sm text-slate-600">{W.legacyScopes}</p>
      ) : canEdit && usage ? (
        <ScopeEditor
          clientId={client.clientId}
          scopes={working}
          waitingScopes={pending?.delta.addedScopes ?? []}
          leavingScopes={pending?.delta.removedScopes ?? []}
          reviewed={changesNeedReview(client.status)}
          usage={{ days: usage.days, byScope: usage.byScope }}
        />
      ) : (
        <ScopeList scopes={working} waiting={pending?.delta.addedScopes ?? []} />
      )}
    </Section>
  );
}

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

export function DetailsPanel({ client, review }: Omit<PanelProps, "timeZone">) {
  const canEdit = client.viewerIsOwner;
  const pendingDetails = review.pendingChange?.details ?? [];
  return (
    <div className="space-y-6">
      {canEdit ? (
        <Section title={DETAILS_WORDS.title} description={DETAILS_WORDS.hint}>
          <ClientDetailsForm
            clientId={client.clientId}
            live={client}
            pending={pendingDetails}
            reviewed={changesNeedReview(client.status)}
          />
        </Section>
      ) : (
        <ClientDetailsPanel client={client} pending={pendingDetails} />
      )}
      <Section title={DPOP_WORDS.title} description={DPOP_WORDS.explanation}>
        <DpopSettingForm
          clientId={client.clientId}
          live={client.dpopBoundAccessTokens}
          pending={review.pendingChange?.delta.dpopBoundAccessTokens ?? null}
          canEdit={canEdit}
        />
      </Section>
      {canEdit ? (
        <Section title={W.delete} tone="danger" description={W.deleteHint}>
          <DeleteClientSection clientId={client.clientId} name={client.name} />
        </Section>
      ) : null}
    </div>
  );
}
