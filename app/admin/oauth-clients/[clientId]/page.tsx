// GET /admin/oauth-clients/:clientId - review one client: its request, a pending change as
// before/after, decisions, and the audit log. Administrators only (404 for everyone else).
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { AuditLogTable } from "@/components/admin/audit-log-table";
import { ChangeComparison } from "@/components/admin/change-comparison";
import { ChangeDecisionForm } from "@/components/admin/change-decision-form";
import { ClientDecisionForm } from "@/components/admin/client-decision-form";
import { PastChangesList } from "@/components/admin/past-changes-list";
import { RedirectUriReviewList } from "@/components/admin/redirect-uri-review-list";
import { ScopeReviewList } from "@/components/admin/scope-review-list";
import { StatusBadge, Tag } from "@/components/admin/status-badge";
import { requireAdmin } from "@/lib/auth/current-user";
import { findClientForReview } from "@/lib/db/review/find-client-for-review";
import { formatDateTime } from "@/lib/format-time";

export const metadata: Metadata = { title: "Review client" };
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ clientId: string }> };

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={id} className="text-base font-semibold">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export default async function ReviewClientPage({ params }: Props) {
  const { clientId } = await params;
  await requireAdmin(`/admin/oauth-clients/${encodeURIComponent(clientId)}`);
  const client = await findClientForReview(clientId);
  if (!client) notFound();

  const facts: Array<[string, ReactNode]> = [
    ["Client id", <code key="id">{client.clientId}</code>],
    ["Kind", client.kind === "CONFIDENTIAL" ? "Confidential (client secret)" : "Public (PKCE)"],
    ["Owner", <span key="owner">{client.owner.name} <span className="text-slate-500">({client.owner.email})</span></span>],
    ["Submitted", formatDateTime(client.submittedAt)],
    ["Registered", formatDateTime(client.createdAt)],
    ["Active grants", String(client.activeGrants)],
    ["Website", client.websiteUrl ?? "—"],
  ];
  if (client.reviewedAt) {
    facts.push(["Last decision", `${formatDateTime(client.reviewedAt)}${client.reviewedBy ? ` by ${client.reviewedBy.name}` : ""}${client.reviewNote ? `: “${client.reviewNote}”` : ""}`]);
  }

  return (
    <div className="space-y-5">
      <p className="text-sm">
        <Link href="/admin/oauth-clients" className="text-brand-700 hover:underline">← Review queue</Link>
      </p>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{client.name}</h1>
        <StatusBadge status={client.status} />
        {client.pendingChange ? <Tag tone="blue">Change pending</Tag> : null}
        {client.legacy ? <Tag tone="red">Legacy: unrestricted tokens</Tag> : null}
      </header>
      {client.description ? <p className="text-sm text-slate-700">{client.description}</p> : null}

      <div className="grid gap-5 lg:grid-cols-3">
        <div className="space-y-5 lg:col-span-2">
          <Section title="Client" id="facts">
            <dl className="grid grid-cols-3 gap-x-4 gap-y-1.5 text-sm">
              {facts.map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="text-slate-500">{k}</dt>
                  <dd className="col-span-2 break-words">{v}</dd>
                </div>
              ))}
            </dl>
          </Section>
          <Section title={client.status === "PENDING" ? "Requested scopes" : "Scopes"} id="scopes">
            {client.legacy ? (
              <p className="text-sm text-slate-700">None: a legacy client, whose tokens reach everything the user can until it migrates (spec 3.2).</p>
            ) : (
              <ScopeReviewList scopes={client.scopes} detailed />
            )}
          </Section>
          <Section title="Redirect URIs" id="redirect-uris">
            <RedirectUriReviewList uris={client.redirectUris} />
          </Section>
        </div>
        <div className="space-y-5">
          <Section title="Decision" id="decision">
            <ClientDecisionForm clientId={client.clientId} status={client.status} version={client.version.toISOString()} activeGrants={client.activeGrants} />
          </Section>
        </div>
      </div>

      {client.pendingChange ? (
        <Section title="Pending change" id="pending-change">
          <p className="mb-3 text-sm text-slate-600">
            Submitted {formatDateTime(client.pendingChange.requestedAt)}
            {client.pendingChange.requestedBy ? ` by ${client.pendingChange.requestedBy.name}` : ""}. The live configuration stays in force until
            this is approved.
          </p>
          <div className="grid gap-5 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <ChangeComparison change={client.pendingChange} />
            </div>
            <ChangeDecisionForm key={client.pendingChange.id} changeId={client.pendingChange.id} />
          </div>
        </Section>
      ) : null}

      {client.pastChanges.length > 0 ? (
        <Section title="Earlier change requests" id="past-changes">
          <PastChangesList changes={client.pastChanges} />
        </Section>
      ) : null}

      <Section title="Audit log" id="audit">
        <AuditLogTable entries={client.audit} />
      </Section>
    </div>
  );
}
