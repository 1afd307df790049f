// What every tab of a client's settings page shares: the caller, the client and its review state,
// the header, the owner's notices and the tabs. Each tab is a page of its own (overview here in
// page.tsx, the others in their folders) that names its panel, so a tab loads only its own panel's
// script: the read-only tabs none of the editors'.
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { ChangePendingBadge, ClientStatusBadge, LegacyBadge } from "@/components/portal/client-status-badge";
import { ClientTabs } from "@/components/portal/client-tabs";
import { FormMessage } from "@/components/portal/form-message";
import { OwnerNoticeList } from "@/components/portal/owner-notice-list";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/current-user";
import { findClientForViewer } from "@/lib/db/clients/find-client-for-viewer";
import { findClientReviewState } from "@/lib/db/review/find-client-review-state";
import { type ClientTab, clientTabPath, tabsFor } from "@/lib/clients/views/client-tabs";
import { listOwnerNotices } from "@/lib/clients/use-cases/owner-notices";
import { clientDeps } from "@/lib/server/roots/clients";
import { formatDate } from "@/lib/format-time";
import { CLIENT_KIND_LABELS } from "@/lib/ui-words/client-status";
import { CLIENT_PAGE_WORDS as W } from "@/lib/ui-words/portal";
import type { PanelProps } from "./panel-props";

export const CLIENT_PAGE_METADATA: Metadata = { title: "OAuth client settings" };

/** What Next.js hands every tab's page. */
export type ClientTabPageProps = {
  params: Promise<{ clientId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function ClientTabPage({
  params,
  searchParams,
  tab,
  panel,
}: ClientTabPageProps & { tab: ClientTab; panel: (props: PanelProps) => ReactNode }) {
  const [{ clientId }, query] = await Promise.all([params, searchParams]);
  const user = await requireUser(clientTabPath(clientId, tab));
  const [client, review] = await Promise.all([
    findClientForViewer({ clientId, viewer: user }),
    findClientReviewState({ clientId, viewer: user }),
  ]);
  // A tab the client does not have (secrets of a public client) is no page.
  if (!client || !review || !tabsFor(client.kind).includes(tab)) notFound();
  // The owner's own notices only: an administrator viewing the page is not the one to dismiss them.
  const notices = client.viewerIsOwner
    ? await listOwnerNotices(await clientDeps(), { ownerId: user.id, clientInternalId: client.id })
    : [];

  return (
    <div className="space-y-6">
      <PageHeader
        title={client.name}
        intro={client.description}
        back={{ href: "/settings/developer/oauth", label: W.back }}
        badges={
          <>
            <ClientStatusBadge status={client.status} />
            {review.pendingChange ? <ChangePendingBadge /> : null}
            {client.legacy ? <LegacyBadge /> : null}
          </>
        }
      >
        <p className="mt-1 text-xs text-slate-600">
          {W.kindAndCreated(CLIENT_KIND_LABELS[client.kind].label, formatDate(client.createdAt))}
        </p>
      </PageHeader>

      {!client.viewerIsOwner ? (
        <FormMessage tone="warning">{W.viewingAsAdmin(client.owner.name, client.owner.email)}</FormMessage>
      ) : null}
      <OwnerNoticeList
        notices={notices}
        timeZone={user.timeZone}
        linkToClient={false}
        returnTo={clientTabPath(client.clientId, tab)}
      />
      {query.migrated === "1" && !client.legacy ? <FormMessage tone="success">{W.migrated}</FormMessage> : null}
      {query.resubmitted === "1" && client.status === "PENDING" ? (
        <FormMessage tone="success">{W.resubmitted}</FormMessage>
      ) : null}

      <ClientTabs clientId={client.clientId} kind={client.kind} current={tab} />
      {panel({ client, review, timeZone: user.timeZone })}
    </div>
  );
}
