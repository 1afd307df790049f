// GET /admin/oauth-clients/:clientId - review one client: its request, a pending change as
// before/after, decisions, and the audit log. Administrators only (404 for everyone else).
import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { AuditLogTable } from "@/components/admin/audit-log-table";
import { ConsentDetailList } from "@/components/consent/consent-detail-list";
import { ChangeComparison } from "@/components/admin/change-comparison";
import { ChangeDecisionForm } from "@/components/admin/change-decision-form";
import { ClientDecisionForm } from "@/components/admin/client-decision-form";
import { ConsentPreview } from "@/components/admin/consent-preview";
import { ReviewTabs, type ReviewTab } from "@/components/admin/review-tabs";
import { reviewHref } from "@/components/admin/review-queue-table";
import { PastChangesList } from "@/components/admin/past-changes-list";
import { MetadataDocumentReview } from "@/components/admin/metadata-document-review";
import { OutboundLink } from "@/components/admin/outbound-link";
import { RiskSignalList } from "@/components/admin/risk-signal-list";
import { RedirectUriReviewList } from "@/components/admin/redirect-uri-review-list";
import { ScopeReviewList } from "@/components/admin/scope-review-list";
import { StatusBadge, Tag } from "@/components/admin/status-badge";
import { type Fact, FactList } from "@/components/ui/fact-list";
import { Notice } from "@/components/ui/notice";
import { Region } from "@/components/ui/region";
import { requireAdmin } from "@/lib/auth/current-user";
import { findClientForReview } from "@/lib/db/review/find-client-for-review";
import { listDetailGrants } from "@/lib/db/review/list-detail-grants";
import { listReviewQueue } from "@/lib/db/review/list-review-queue";
import type { ClientForReview } from "@/lib/clients/views/review-views";
import type { PendingChangeView } from "@/lib/clients/views/change-views";
import { formatDateTime } from "@/lib/format-time";
import { REVIEW_FORM_WORDS } from "@/lib/ui-words/review-forms";
import { METADATA_REVIEW_WORDS } from "@/lib/ui-words/client-metadata";
import { CONSENT_PREVIEW_WORDS, REVIEW_CLIENT_WORDS as W } from "@/lib/ui-words/review-page";
import { RISK_SIGNAL_WORDS } from "@/lib/ui-words/risk-signals";
import { ADMIN_DETAIL_GRANT_WORDS } from "@/lib/ui-words/authorization-details";

export const metadata: Metadata = { title: "Review client" };
export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ clientId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The oldest other request waiting in the queue, for "Approve and next". */
async function nextInQueue(clientId: string): Promise<string | null> {
  const { items } = await listReviewQueue({ pageSize: 2 });
  const next = items.find((i) => i.client.clientId !== clientId);
  return next ? reviewHref(next.client.clientId) : null;
}

/** The client as approving its pending change would leave it: what the consent screen would show. */
function afterApproval(client: ClientForReview, change: PendingChangeView) {
  const changed = (field: "name" | "logoUrl") => change.details.find((d) => d.field === field);
  const logo = changed("logoUrl");
  return {
    name: changed("name")?.after ?? client.name,
    logoUrl: logo ? logo.after : client.logoUrl,
    scopes: change.after.scopes,
    redirectUris: change.after.redirectUris,
  };
}

/** A client id that is a URL arrives with its slashes still percent-encoded in the segment. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Region
      title={title}
      id={id}
      className="rounded-lg border border-slate-200 bg-white p-4"
      titleClassName="text-base font-semibold"
    >
      <div className="mt-3">{children}</div>
    </Region>
  );
}

/** The profile it runs and the checklist of what it lacks for high security. */
function SecurityProfileFact({ profile }: { profile: ClientForReview["securityProfile"] }) {
  return (
    <div data-testid="security-profile">
      <p>{profile.highSecurity ? W.profiles.high : W.profiles.standard}</p>
      {profile.gaps.length === 0 ? (
        <p className="text-slate-600">{W.profileReady}</p>
      ) : (
        <>
          <p className="text-slate-600">{W.profileLacks}</p>
          <ul className="list-disc pl-5 text-slate-600">
            {profile.gaps.map((gap) => (
              <li key={gap}>{W.profileGaps[gap]}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export default async function ReviewClientPage({ params, searchParams }: Props) {
  const { clientId } = await params;
  const admin = await requireAdmin(`/admin/oauth-clients/${encodeURIComponent(clientId)}`);
  const at = (date: Date) => formatDateTime(date, admin.timeZone);
  const client = (await findClientForReview(clientId)) ?? (await findClientForReview(decodedSegment(clientId)));
  if (!client) notFound();
  // The client decision and the pending change are decided apart, one section at a time; a
  // pending change is what brought the admin here, so it opens first.
  const query = await searchParams;
  const asked = query.section;
  const decided =
    query.decided === "approve"
      ? REVIEW_FORM_WORDS.changeApproved
      : query.decided === "reject"
        ? REVIEW_FORM_WORDS.changeRejected
        : null;
  const tab: ReviewTab = client.pendingChange && asked !== "client" ? "change" : "client";
  const nextHref = tab === "client" && client.status === "PENDING" ? await nextInQueue(client.clientId) : null;

  const detailGrants = tab === "client" && client.status === "APPROVED" ? await listDetailGrants(client.clientId) : [];
  const facts: Fact[] = [
    { term: W.clientId, value: <code>{client.clientId}</code> },
    { term: W.kind, value: W.kinds[client.kind] },
    {
      term: W.owner,
      value: (
        <span>
          {client.owner.name} <span className="text-slate-500">({client.owner.email})</span>
        </span>
      ),
    },
    { term: W.submitted, value: at(client.submittedAt) },
    { term: W.registered, value: at(client.createdAt) },
    { term: W.activeGrants, value: String(client.activeGrants) },
    { term: W.securityProfile, value: <SecurityProfileFact profile={client.securityProfile} /> },
    { term: W.website, value: <OutboundLink href={client.websiteUrl} /> },
    { term: W.privacyPolicy, value: <OutboundLink href={client.privacyPolicyUrl} /> },
    { term: W.termsOfService, value: <OutboundLink href={client.termsOfServiceUrl} /> },
  ];
  if (client.reviewedAt) {
    facts.push({
      term: W.lastDecision,
      value: W.lastDecisionText(at(client.reviewedAt), client.reviewedBy?.name ?? null, client.reviewNote),
    });
  }

  return (
    <div className="space-y-5">
      <p className="text-sm">
        <Link href="/admin/oauth-clients" className="text-brand-700 hover:underline">
          {W.back}
        </Link>
      </p>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{client.name}</h1>
        <StatusBadge status={client.status} />
        {client.pendingChange ? <Tag tone="blue">{W.changePending}</Tag> : null}
        {client.legacy ? <Tag tone="red">{W.legacy}</Tag> : null}
      </header>
      {client.description ? <p className="text-sm text-slate-700">{client.description}</p> : null}

      {decided ? <Notice tone="success">{decided}</Notice> : null}

      {client.pendingChange ? <ReviewTabs clientId={client.clientId} current={tab} /> : null}

      {tab === "client" ? (
        <div className="grid gap-5 lg:grid-cols-3">
          <div className="min-w-0 space-y-5 lg:col-span-2">
            <Section title={RISK_SIGNAL_WORDS.heading} id="risk-signals">
              <RiskSignalList signals={client.riskSignals} name={client.name} />
            </Section>
            <Section title={W.client} id="facts">
              <FactList
                facts={facts}
                classes={{
                  list: "grid grid-cols-1 gap-x-4 gap-y-1.5 text-sm sm:grid-cols-3",
                  row: "contents",
                  term: "text-slate-600",
                  value: "break-words sm:col-span-2",
                }}
              />
            </Section>
            <Section title={client.status === "PENDING" ? W.requestedScopes : W.scopes} id="scopes">
              {client.legacy ? (
                <p className="text-sm text-slate-700">{W.legacyScopes}</p>
              ) : (
                <ScopeReviewList scopes={client.scopes} detailed />
              )}
            </Section>
            {client.metadataDocument ? (
              <Section title={METADATA_REVIEW_WORDS.heading} id="metadata-document">
                <MetadataDocumentReview
                  clientId={client.clientId}
                  document={client.metadataDocument}
                  hostRule={client.metadataHostRule ?? null}
                  outcome={
                    client.status === "PENDING"
                      ? "wider"
                      : client.status === "APPROVED" && client.reviewedBy === null
                        ? "approved"
                        : "applied"
                  }
                />
              </Section>
            ) : null}
            <Section title={W.redirectUris} id="redirect-uris">
              <RedirectUriReviewList uris={client.redirectUris} />
            </Section>
            {detailGrants.length > 0 ? (
              <Section title={ADMIN_DETAIL_GRANT_WORDS.heading} id="detail-grants">
                <p className="text-sm text-slate-600">{ADMIN_DETAIL_GRANT_WORDS.intro}</p>
                <ul className="mt-2 space-y-3" data-testid="detail-grants">
                  {detailGrants.map((grant) => (
                    <li key={grant.grantId}>
                      <p className="text-sm text-slate-700">
                        {ADMIN_DETAIL_GRANT_WORDS.grantOf(grant.userEmail, at(grant.createdAt))}
                      </p>
                      <ConsentDetailList
                        details={grant.details}
                        uses={grant.uses}
                        facts={{
                          eventTypeNames: grant.eventTypeNames,
                          timeZone: admin.timeZone,
                          zoneLabel: admin.timeZone,
                        }}
                        heading={null}
                        intro={null}
                      />
                    </li>
                  ))}
                </ul>
              </Section>
            ) : null}
            <Section title={CONSENT_PREVIEW_WORDS.heading} id="consent-preview">
              <ConsentPreview
                name={client.name}
                logoUrl={client.logoUrl}
                ownerName={client.owner.name}
                legacy={client.legacy}
                scopes={client.scopes}
                redirectUris={client.redirectUris}
              />
            </Section>
          </div>
          <div className="min-w-0 space-y-5">
            <Section title={W.decision} id="decision">
              <ClientDecisionForm
                clientId={client.clientId}
                status={client.status}
                version={client.version.toISOString()}
                activeGrants={client.activeGrants}
                activeUsers={client.activeUsers}
                nextHref={nextHref}
                {...(client.metadataDocument && client.status === "PENDING" ? { grantableScopes: client.scopes } : {})}
              />
            </Section>
          </div>
        </div>
      ) : null}

      {tab === "change" && client.pendingChange ? (
        <Section title={W.pendingChange} id="pending-change">
          <p className="mb-3 text-sm text-slate-600">
            {W.pendingSubmitted(at(client.pendingChange.requestedAt), client.pendingChange.requestedBy?.name ?? null)}
          </p>
          <div className="grid gap-5 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <h3 className="text-sm font-semibold">{RISK_SIGNAL_WORDS.heading}</h3>
              <div className="mb-5 mt-2">
                <RiskSignalList
                  signals={client.pendingChange.riskSignals ?? null}
                  name={afterApproval(client, client.pendingChange).name}
                />
              </div>
              <ChangeComparison change={client.pendingChange} />
              <h3 className="mt-5 text-sm font-semibold">{CONSENT_PREVIEW_WORDS.headingIfApproved}</h3>
              <div className="mt-2">
                <ConsentPreview
                  {...afterApproval(client, client.pendingChange)}
                  ownerName={client.owner.name}
                  legacy={client.legacy}
                  intro={CONSENT_PREVIEW_WORDS.introIfApproved}
                />
              </div>
            </div>
            <ChangeDecisionForm key={client.pendingChange.id} changeId={client.pendingChange.id} />
          </div>
        </Section>
      ) : null}

      {client.pastChanges.length > 0 ? (
        <Section title={W.earlierChanges} id="past-changes">
          <PastChangesList changes={client.pastChanges} timeZone={admin.timeZone} />
        </Section>
      ) : null}

      <Section title={W.auditLog} id="audit">
        <AuditLogTable entries={client.audit} timeZone={admin.timeZone} />
      </Section>
    </div>
  );
}
