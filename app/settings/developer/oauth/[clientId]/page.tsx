import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AuditLogList } from "@/components/portal/audit-log-list";
import { AuthorizationUrlBuilder } from "@/components/portal/authorization-url-builder";
import { ChangePendingBadge, ClientStatusBadge, LegacyBadge, ReviewMark } from "@/components/portal/client-status-badge";
import { CopyButton } from "@/components/portal/copy-button";
import { DeleteClientSection } from "@/components/portal/delete-client-section";
import { FormMessage } from "@/components/portal/form-message";
import { LegacyMigrationWizard } from "@/components/portal/legacy-migration-wizard";
import { PendingChangePanel } from "@/components/portal/pending-change-panel";
import { RedirectUriManager } from "@/components/portal/redirect-uri-manager";
import { ResubmitButton } from "@/components/portal/resubmit-button";
import { ReviewDecisionNote } from "@/components/portal/review-decision-note";
import { ScopeEditor } from "@/components/portal/scope-editor";
import { SecretManager } from "@/components/portal/secret-manager";
import { Section } from "@/components/portal/section";
import { requireUser } from "@/lib/auth/current-user";
import { listClientAudit } from "@/lib/db/audit-log";
import { loadAuthorizationTraffic } from "@/lib/db/clients/authorization-request-stats";
import { findClientForViewer } from "@/lib/db/clients/find-client-for-viewer";
import { findClientReviewState } from "@/lib/db/review/find-client-review-state";
import { describeScope, isScope } from "@/lib/oauth/scope-catalogue";
import { formatDate } from "@/lib/format-time";
import { CLIENT_KIND_LABELS, LEGACY_EXPLANATION, describeClientStatus } from "@/lib/portal/client-status";
import { PENDING_CHANGE_EXPLANATION, RESUBMIT_EXPLANATION, describeChangeDecision, describeClientDecision } from "@/lib/portal/review-state-wording";
import { changesNeedReview } from "@/lib/review/lifecycle";
import { getConfig } from "@/lib/server/config";

export const metadata: Metadata = { title: "OAuth client settings" };

type Props = {
  params: Promise<{ clientId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function ClientSettingsPage({ params, searchParams }: Props) {
  const [{ clientId }, query] = await Promise.all([params, searchParams]);
  const user = await requireUser(`/settings/developer/oauth/${encodeURIComponent(clientId)}`);
  const [client, review] = await Promise.all([findClientForViewer({ clientId, viewer: user }), findClientReviewState({ clientId, viewer: user })]);
  if (!client || !review) notFound();

  const [audit, traffic] = await Promise.all([
    listClientAudit(client.id),
    client.legacy ? loadAuthorizationTraffic({ clientInternalId: client.id }) : Promise.resolve(null),
  ]);
  const { authUrl } = getConfig();
  const canEdit = client.viewerIsOwner;
  // Rejected or suspended: the decision (who, when, why) is shown on its own below the status.
  const decision = (client.status === "REJECTED" || client.status === "SUSPENDED") && review.latestDecision ? describeClientDecision(review.latestDecision) : null;
  const status = describeClientStatus(client.status, decision ? null : client.reviewNote);
  const changeDecision = review.latestChangeDecision ? describeChangeDecision(review.latestChangeDecision) : null;
  const pending = review.pendingChange;
  const working = { scopes: review.working.scopes.filter(isScope), redirectUris: review.working.redirectUris };
  const waiting = { scopes: pending?.delta.addedScopes ?? [], redirectUris: pending?.delta.addedRedirectUris ?? [] };
  const leaving = { scopes: pending?.delta.removedScopes ?? [], redirectUris: pending?.delta.removedRedirectUris ?? [] };
  const reviewed = changesNeedReview(client.status);

  return (
    <div className="space-y-6">
      <div>
        <Link href="/settings/developer/oauth" className="text-sm text-brand-700 hover:underline">
          ← OAuth clients
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold">{client.name}</h1>
          <ClientStatusBadge status={client.status} />
          {pending ? <ChangePendingBadge /> : null}
          {client.legacy ? <LegacyBadge /> : null}
        </div>
        {client.description ? <p className="mt-1 text-sm text-slate-600">{client.description}</p> : null}
        <p className="mt-1 text-xs text-slate-500">
          {CLIENT_KIND_LABELS[client.kind].label} client · created {formatDate(client.createdAt)}
          {client.websiteUrl ? (
            <>
              {" · "}
              <a href={client.websiteUrl} rel="noopener noreferrer" className="hover:underline">
                {client.websiteUrl}
              </a>
            </>
          ) : null}
        </p>
      </div>

      {!canEdit ? (
        <FormMessage tone="warning">
          You are viewing this client as an administrator; only its owner, {client.owner.name} ({client.owner.email}), can change it.
        </FormMessage>
      ) : null}
      {query.migrated === "1" && !client.legacy ? (
        <FormMessage tone="success">Migration complete: the client now uses explicit scopes. Tokens issued before keep working until each user authorizes again.</FormMessage>
      ) : null}
      {query.resubmitted === "1" && client.status === "PENDING" ? (
        <FormMessage tone="success">Resubmitted: the client is pending review again and waits in the administrators&apos; queue.</FormMessage>
      ) : null}

      <Section title="Status">
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
        <Section title="Waiting for review" description={PENDING_CHANGE_EXPLANATION}>
          <PendingChangePanel change={pending} />
        </Section>
      ) : null}

      {changeDecision ? (
        <Section title="Latest change decision">
          <ReviewDecisionNote words={changeDecision} lines={changeDecision.lines} tone={review.latestChangeDecision?.status === "APPROVED" ? "good" : "bad"} testId="change-decision" />
        </Section>
      ) : null}

      <Section title="Client ID" description="Public: your app sends it in the authorization URL and to the token endpoint.">
        <div className="flex items-center gap-2">
          <code className="rounded bg-slate-100 px-3 py-2 font-mono text-sm" data-testid="client-id">
            {client.clientId}
          </code>
          <CopyButton value={client.clientId} label="client id" />
        </div>
        <p className="mt-2 text-xs text-slate-500">{CLIENT_KIND_LABELS[client.kind].explanation}</p>
      </Section>

      {client.legacy && traffic ? (
        <Section title="Migrate to explicit scopes" description="Legacy clients get unrestricted tokens. Move to explicit scopes in three steps, in the order that keeps every user working.">
          {canEdit ? (
            <LegacyMigrationWizard authUrl={authUrl} clientId={client.clientId} kind={client.kind} redirectUris={client.redirectUris} traffic={traffic} />
          ) : (
            <p className="text-sm text-slate-600">Only the owner can migrate this client.</p>
          )}
        </Section>
      ) : null}

      <Section title="Authorization URL" description="Send users here to ask for their consent. Build one for a redirect URI and scopes:">
        {/* Keyed by the scopes so a saved scope change starts the builder afresh. */}
        <AuthorizationUrlBuilder key={client.scopes.join(" ")} authUrl={authUrl} clientId={client.clientId} kind={client.kind} status={client.status} scopes={client.scopes} redirectUris={client.redirectUris} />
      </Section>

      <Section title="Scopes" description="What this client may ask users for. Each authorization request must name a subset of these.">
        {client.legacy ? (
          <p className="text-sm text-slate-600">None: this legacy client&apos;s tokens are unrestricted. Choose scopes with the migration wizard.</p>
        ) : canEdit ? (
          <ScopeEditor clientId={client.clientId} scopes={working.scopes} waitingScopes={waiting.scopes} leavingScopes={leaving.scopes} reviewed={reviewed} />
        ) : (
          <ul className="space-y-1 text-sm">
            {working.scopes.map((scope) => (
              <li key={scope}>
                <span className="font-mono text-xs font-medium">{scope}</span> <span className="text-slate-600">{describeScope(scope).description}</span>
                {waiting.scopes.includes(scope) ? (
                  <>
                    {" "}
                    <ReviewMark kind="waiting" />
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Redirect URIs" description="Where users return after consenting. An authorization request must use one of these exactly.">
        <RedirectUriManager
          clientId={client.clientId}
          redirectUris={working.redirectUris}
          waitingUris={waiting.redirectUris}
          leavingUris={leaving.redirectUris}
          canEdit={canEdit}
          reviewed={reviewed}
        />
      </Section>

      {client.kind === "CONFIDENTIAL" ? (
        <Section
          title="Client secrets"
          description="Your server sends a secret to the token endpoint. To rotate: generate a new secret, deploy it, check that the old one is no longer used, then delete the old one. Access and refresh tokens already issued keep working."
        >
          <SecretManager clientId={client.clientId} secrets={client.secrets} canEdit={canEdit} />
        </Section>
      ) : null}

      <Section title="Audit log" description="Every change to this client: who made it and what changed.">
        <AuditLogList entries={audit} />
      </Section>

      {canEdit ? (
        <Section title="Delete this client" tone="danger" description="Revokes every user's authorization and all tokens issued to this client.">
          <DeleteClientSection clientId={client.clientId} name={client.name} />
        </Section>
      ) : null}
    </div>
  );
}
