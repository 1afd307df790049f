// A tab's page below the shared layout (header and tabs, layout.tsx): the caller, the owner's
// notices, the messages a redirect brought, and the tab's panel. Each tab names its panel (the
// overview in page.tsx, the others in their folders), so it loads only that panel's script: the
// read-only tabs none of the editors'.
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { FormMessage } from "@/components/portal/form-message";
import { OwnerNoticeList } from "@/components/portal/owner-notice-list";
import { requireUser } from "@/lib/auth/current-user";
import { type ClientTab, clientTabPath, tabsFor } from "@/lib/clients/views/client-tabs";
import { listOwnerNotices } from "@/lib/clients/use-cases/owner-notices";
import { clientDeps } from "@/lib/server/roots/clients";
import { CLIENT_PAGE_WORDS as W } from "@/lib/ui-words/portal";
import { loadClientPage } from "./load-client-page";
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
  const shown = await loadClientPage(clientId, user);
  // A tab the client does not have (secrets of a public client) is no page.
  if (!shown || !tabsFor(shown.client.kind).includes(tab)) notFound();
  const { client, review } = shown;
  // The owner's own notices only: an administrator viewing the page is not the one to dismiss them.
  const notices = client.viewerIsOwner
    ? await listOwnerNotices(await clientDeps(), { ownerId: user.id, clientInternalId: client.id })
    : [];

  return (
    <div className="space-y-6">
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
      {panel({ client, review, timeZone: user.timeZone })}
    </div>
  );
}
