// What each tab of a client's settings page shows; the data each needs is loaded only for it.
import { createHash, randomBytes } from "node:crypto";
import { ConsentScreen } from "@/components/consent/consent-screen";
import { AuditLogList } from "@/components/portal/audit-log-list";
import { AuthorizationUrlBuilder } from "@/components/portal/authorization-url-builder";
import { ClientActivityFigures } from "@/components/portal/client-activity";
import { ClientDetailsForm } from "@/components/portal/client-details-form";
import { CopyButton } from "@/components/portal/copy-button";
import { DeleteClientSection } from "@/components/portal/delete-client-section";
import { LegacyMigrationWizard } from "@/components/portal/legacy-migration-wizard";
import { PendingChangePanel } from "@/components/portal/pending-change-panel";
import { QuickStart } from "@/components/portal/quick-start";
import { PostLogoutUriManager } from "@/components/portal/post-logout-uri-manager";
import { RedirectUriManager } from "@/components/portal/redirect-uri-manager";
import { ResubmitButton } from "@/components/portal/resubmit-button";
import { ReviewDecisionNote } from "@/components/portal/review-decision-note";
import { ScopeEditor } from "@/components/portal/scope-editor";
import { SecretManager } from "@/components/portal/secret-manager";
import { Section } from "@/components/portal/section";
import { ScopeList } from "@/components/portal/scope-list";
import { WebhookActivity } from "@/components/portal/webhook-activity";
import { listClientAudit } from "@/lib/db/audit-log";
import { type AuditActorRecord, actorForAdministrator, actorForDeveloper } from "@/lib/clients/rules/audit-actor";
import { clientWebhookActivity } from "@/lib/server/roots/webhooks";
import { WEBHOOK_ACTIVITY_WORDS } from "@/lib/ui-words/webhooks";
import { loadAuthorizationTraffic } from "@/lib/db/clients/authorization-request-stats";
import { loadClientActivity, loadRecentUsage } from "@/lib/db/clients/client-usage";
import type { ClientReviewState } from "@/lib/clients/views/review-views";
import { buildAuthorizationUrl } from "@/lib/clients/rules/authorization-url";
import { changesNeedReview } from "@/lib/clients/rules/lifecycle";
import type { ClientTab } from "@/lib/clients/views/client-tabs";
import type { ViewedClient } from "@/lib/clients/views/client-views";
import { isScope } from "@/lib/oauth/scope-catalogue";
import { getConfig } from "@/lib/server/roots/config";
import { ACTIVITY_WORDS } from "@/lib/ui-words/client-activity";
import { CLIENT_KIND_LABELS, LEGACY_EXPLANATION, describeClientStatus } from "@/lib/ui-words/client-status";
import { CLIENT_DETAILS_WORDS as DETAILS_WORDS, CLIENT_PAGE_WORDS as W } from "@/lib/ui-words/portal";
import { QUICK_START_WORDS } from "@/lib/ui-words/quick-start";
import {
  PENDING_CHANGE_EXPLANATION,
  RESUBMIT_EXPLANATION,
  describeChangeDecision,
  describeClientDecision,
} from "@/lib/ui-words/review-state";
import { ClientDetailsPanel } from "./details-panel";

/** `timeZone`: the viewer's, for every time the tabs show. */
type Props = { tab: ClientTab; client: ViewedClient; review: ClientReviewState; timeZone: string };

function base64url(bytes: Buffer): string {
  return bytes.toString("base64url");
}

export async function ClientTabPanel({ tab, client, review, timeZone }: Props) {
  const { authUrl, baseUrl } = getConfig();
  const canEdit = client.viewerIsOwner;
  const pending = review.pendingChange;
  const working = { scopes: review.working.scopes.filter(isScope), redirectUris: review.working.redirectUris };
  const waiting = { scopes: pending?.delta.addedScopes ?? [], redirectUris: pending?.delta.addedRedirectUris ?? [] };
  const leaving = {
    scopes: pending?.delta.removedScopes ?? [],
    redirectUris: pending?.delta.removedRedirectUris ?? [],
  };
  const reviewed = changesNeedReview(client.status);

  switch (tab) {
    case "overview": {
      const decision =
        (client.status === "REJECTED" || client.status === "SUSPENDED") && review.latestDecision
          ? describeClientDecision(review.latestDecision)
          : null;
      const status = describeClientStatus(client.status, decision ? null : client.reviewNote);
      const changeDecision = review.latestChangeDecision ? describeChangeDecision(review.latestChangeDecision) : null;
      const traffic = client.legacy ? await loadAuthorizationTraffic({ clientInternalId: client.id }) : null;
      return (
        <div className="space-y-6">
          <Section title={W.status}>
            <p className="text-sm" data-testid="status-explanation">
              <strong>{status.label}.</strong> {status.explanation}
            </p>
            {decision ? (
              <div className="mt-3">
                <ReviewDecisionNote words={decision} tone="bad" testId="review-decision" />
              </div>
            ) : null}
            {review.canResubmit && canEdit ? (
              <div className="mt-3 space-y-2" data-testid="resubmit">
                <p className="text-sm text-slate-700">{RESUBMIT_EXPLANATION}</p>
                <ResubmitButton clientId={client.clientId} />
              </div>
            ) : null}
            {client.legacy ? <p className="mt-2 text-sm text-purple-900">{LEGACY_EXPLANATION}</p> : null}
          </Section>
          {pending ? (
            <Section title={W.waitingForReview} description={PENDING_CHANGE_EXPLANATION}>
              <PendingChangePanel change={pending} timeZone={timeZone} />
            </Section>
          ) : null}
          {changeDecision ? (
            <Section title={W.latestChangeDecision}>
              <ReviewDecisionNote
                words={changeDecision}
                lines={changeDecision.lines}
                tone={review.latestChangeDecision?.status === "APPROVED" ? "good" : "bad"}
                testId="change-decision"
              />
            </Section>
          ) : null}
          <Section title={W.clientId} description={W.clientIdHint}>
            <div className="flex items-center gap-2">
              <code
                className="min-w-0 break-all rounded bg-slate-100 px-3 py-2 font-mono text-sm"
                data-testid="client-id"
              >
                {client.clientId}
              </code>
              <CopyButton value={client.clientId} label={W.copyClientId} />
            </div>
            <p className="mt-2 text-xs text-slate-600">{CLIENT_KIND_LABELS[client.kind].explanation}</p>
          </Section>
          {client.legacy && traffic ? (
            <Section title={W.migrate} description={W.migrateHint}>
              {canEdit ? (
                <LegacyMigrationWizard
                  authUrl={authUrl}
                  clientId={client.clientId}
                  kind={client.kind}
                  redirectUris={client.redirectUris}
                  traffic={traffic}
                  timeZone={timeZone}
                />
              ) : (
                <p className="text-sm text-slate-600">{W.ownerOnlyMigrates}</p>
              )}
            </Section>
          ) : null}
        </div>
      );
    }
    case "quick-start": {
      const verifier = base64url(randomBytes(32));
      const challenge = base64url(createHash("sha256").update(verifier).digest());
      const first = client.redirectUris[0] ?? null;
      // Only an approved client can be used: a try link for any other would only show an error.
      const approved = client.status === "APPROVED";
      const tryUrl =
        first && approved
          ? buildAuthorizationUrl({
              authUrl,
              clientId: client.clientId,
              redirectUri: first,
              scopes: client.scopes.filter(isScope),
              state: base64url(randomBytes(12)),
              codeChallenge: client.kind === "PUBLIC" ? challenge : undefined,
            })
          : null;
      const endpoints = {
        authorization: `${authUrl}/auth/oauth2/authorize`,
        token: `${baseUrl}/v2/auth/oauth2/token`,
        discovery: `${authUrl}/.well-known/oauth-authorization-server`,
        jwks: `${authUrl}/.well-known/jwks.json`,
      };
      return (
        <div className="space-y-6">
          <Section title={QUICK_START_WORDS.title}>
            <QuickStart
              clientId={client.clientId}
              kind={client.kind}
              endpoints={endpoints}
              redirectUri={first}
              tryUrl={tryUrl}
              approved={approved}
              verifier={client.kind === "PUBLIC" ? verifier : null}
            />
          </Section>
          {approved ? null : (
            <Section title={QUICK_START_WORDS.previewTitle} description={QUICK_START_WORDS.previewHint}>
              <ConsentScreen
                client={{ ...client, ownerName: client.owner.name }}
                logoSrc={null}
                request={{
                  clientId: client.clientId,
                  redirectUri: first ?? "",
                  scopes: client.scopes,
                  legacyUnrestricted: client.legacy,
                  scopeParamPresent: !client.legacy,
                }}
                user={{ name: client.owner.name, email: client.owner.email }}
                newScopes={[]}
                preview={QUICK_START_WORDS.previewNote}
              />
            </Section>
          )}
          <Section title={W.authorizationUrl} description={W.authorizationUrlHint}>
            {/* Keyed by the scopes so a saved scope change starts the builder afresh. */}
            <AuthorizationUrlBuilder
              key={client.scopes.join(" ")}
              authUrl={authUrl}
              clientId={client.clientId}
              kind={client.kind}
              status={client.status}
              scopes={client.scopes}
              redirectUris={client.redirectUris}
            />
          </Section>
        </div>
      );
    }
    case "scopes": {
      const usage = canEdit && !client.legacy ? await loadRecentUsage(client.id) : null;
      return (
        <Section title={W.scopes} description={W.scopesHint}>
          {client.legacy ? (
            <p className="text-sm text-slate-600">{W.legacyScopes}</p>
          ) : canEdit && usage ? (
            <ScopeEditor
              clientId={client.clientId}
              scopes={working.scopes}
              waitingScopes={waiting.scopes}
              leavingScopes={leaving.scopes}
              reviewed={reviewed}
              usage={{ days: usage.days, byScope: usage.byScope }}
            />
          ) : (
            <ScopeList scopes={working.scopes} waiting={waiting.scopes} />
          )}
        </Section>
      );
    }
    case "redirect-uris": {
      const usage = canEdit ? await loadRecentUsage(client.id) : null;
      return (
        <div className="space-y-6">
          <Section title={W.redirectUris} description={W.redirectUrisHint}>
            <RedirectUriManager
              clientId={client.clientId}
              redirectUris={working.redirectUris}
              waitingUris={waiting.redirectUris}
              leavingUris={leaving.redirectUris}
              canEdit={canEdit}
              reviewed={reviewed}
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
        </div>
      );
    }
    case "secrets":
      return (
        <Section title={W.secrets} description={W.secretsHint}>
          <SecretManager
            clientId={client.clientId}
            secrets={client.secrets}
            canEdit={canEdit}
            now={new Date()}
            timeZone={timeZone}
          />
        </Section>
      );
    case "details":
      return (
        <div className="space-y-6">
          {canEdit ? (
            <Section title={DETAILS_WORDS.title} description={DETAILS_WORDS.hint}>
              <ClientDetailsForm
                clientId={client.clientId}
                live={client}
                pending={pending?.details ?? []}
                reviewed={reviewed}
              />
            </Section>
          ) : (
            <ClientDetailsPanel client={client} pending={pending?.details ?? []} />
          )}
          {canEdit ? (
            <Section title={W.delete} tone="danger" description={W.deleteHint}>
              <DeleteClientSection clientId={client.clientId} name={client.name} />
            </Section>
          ) : null}
        </div>
      );
    case "activity": {
      // The developer never learns an end user's name or email; an administrator viewing it may.
      const showActor = (actor: AuditActorRecord) =>
        canEdit ? actorForDeveloper(actor, client.owner.id) : actorForAdministrator(actor);
      const [activity, audit] = await Promise.all([
        loadClientActivity(client.id),
        listClientAudit(client.id, showActor),
      ]);
      return (
        <div className="space-y-6">
          <Section title={ACTIVITY_WORDS.title}>
            <ClientActivityFigures activity={activity} timeZone={timeZone} />
          </Section>
          <Section title={W.auditLog} description={W.auditLogHint}>
            <AuditLogList entries={audit} timeZone={timeZone} />
          </Section>
        </div>
      );
    }
    case "webhooks": {
      const activity = await clientWebhookActivity(client.id);
      return (
        <Section title={WEBHOOK_ACTIVITY_WORDS.title}>
          <WebhookActivity clientId={client.clientId} activity={activity} canReplay={canEdit} timeZone={timeZone} />
        </Section>
      );
    }
  }
}
