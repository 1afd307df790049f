// The overview tab: the client's status and the latest decisions on it, a change waiting for
// review, its client id, and for a legacy client the way to migrate.
import Link from "@/components/ui/link";
import { CopyButton } from "@/components/portal/copy-button";
import { LegacyMigrationWizardLazy } from "@/components/portal/legacy-migration-wizard-lazy";
import { PendingChangePanel } from "@/components/portal/pending-change-panel";
import { ResubmitButton } from "@/components/portal/resubmit-button";
import { ReviewDecisionNote } from "@/components/portal/review-decision-note";
import { Section } from "@/components/portal/section";
import { loadAuthorizationTraffic } from "@/lib/db/clients/authorization-request-stats";
import { clientTabPath } from "@/lib/clients/views/client-tabs";
import { getConfig } from "@/lib/server/roots/config";
import { CLIENT_KIND_LABELS, LEGACY_EXPLANATION, describeClientStatus } from "@/lib/ui-words/client-status";
import { CLIENT_PAGE_WORDS as W } from "@/lib/ui-words/portal";
import {
  PENDING_CHANGE_EXPLANATION,
  RESUBMIT_EXPLANATION,
  describeChangeDecision,
  describeClientDecision,
} from "@/lib/ui-words/review-state";
import type { PanelProps } from "./panel-props";

export async function OverviewPanel({ client, review, timeZone }: PanelProps) {
  const { authUrl } = getConfig();
  const canEdit = client.viewerIsOwner;
  const pending = review.pendingChange;
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
      {client.status === "PENDING" && canEdit ? (
        <PendingNextSteps clientId={client.clientId} email={client.owner.email} />
      ) : null}
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
          <code className="min-w-0 break-all rounded bg-slate-100 px-3 py-2 font-mono text-sm" data-testid="client-id">
            {client.clientId}
          </code>
          <CopyButton value={client.clientId} label={W.copyClientId} />
        </div>
        <p className="mt-2 text-xs text-slate-600">{CLIENT_KIND_LABELS[client.kind].explanation}</p>
      </Section>
      {client.legacy && traffic ? (
        <Section title={W.migrate} description={W.migrateHint}>
          {canEdit ? (
            <LegacyMigrationWizardLazy
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

/** A new client's owner learns what review means, how they will hear of it, and what to do meanwhile. */
function PendingNextSteps({ clientId, email }: { clientId: string; email: string }) {
  const quickStart = clientTabPath(clientId, "quick-start");
  return (
    <Section title={W.pendingNextTitle}>
      <div className="space-y-2 text-sm text-slate-700" data-testid="pending-next-steps">
        {W.pendingNext(email).map((line) => (
          <p key={line} className="break-words">
            {line}
          </p>
        ))}
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <Link href={quickStart} className="font-medium text-brand-700 underline">
            {W.pendingNextQuickStart}
          </Link>
          <Link href={`${quickStart}#consent-preview`} className="font-medium text-brand-700 underline">
            {W.pendingNextPreview}
          </Link>
        </p>
      </div>
    </Section>
  );
}
