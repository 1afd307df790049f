// What every tab of a client's settings page shares, kept across the tabs: the header and the tabs
// themselves (a tab's link keeps the focus when its page comes). Each tab is a page of its own, so
// a tab loads only its panel's script. A signed-out visit or an unknown client is the page's to
// answer (sign-in, or not found), so the layout then shows nothing of its own.
import type { ReactNode } from "react";
import { ChangePendingBadge, ClientStatusBadge, LegacyBadge } from "@/components/portal/client-status-badge";
import { ClientTabs } from "@/components/portal/client-tabs";
import { FormMessage } from "@/components/portal/form-message";
import { PageHeader } from "@/components/ui/page-header";
import { getCurrentUser } from "@/lib/auth/current-user";
import { formatDate } from "@/lib/format-time";
import { CLIENT_KIND_LABELS } from "@/lib/ui-words/client-status";
import { CLIENT_PAGE_WORDS as W } from "@/lib/ui-words/portal";
import { loadClientPage } from "./load-client-page";

type Props = { params: Promise<{ clientId: string }>; children: ReactNode };

export default async function ClientSettingsLayout({ params, children }: Props) {
  const { clientId } = await params;
  const user = await getCurrentUser();
  const shown = user ? await loadClientPage(clientId, user) : null;
  if (!shown) return children;
  const { client, review } = shown;
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
      <ClientTabs clientId={client.clientId} kind={client.kind} />
      {children}
    </div>
  );
}
