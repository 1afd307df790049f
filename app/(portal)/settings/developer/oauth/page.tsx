import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { ClientList } from "@/components/portal/client-list";
import { DeletedClientList } from "@/components/portal/deleted-client-list";
import { listRestorableClients } from "@/lib/clients/use-cases/restore-client";
import { FormMessage } from "@/components/portal/form-message";
import { OwnerNoticeList } from "@/components/portal/owner-notice-list";
import { buttonClass } from "@/components/shared/button-styles";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/current-user";
import { listOwnerNotices } from "@/lib/clients/use-cases/owner-notices";
import { listClientsForOwner } from "@/lib/db/clients/list-clients-for-owner";
import { clientDeps } from "@/lib/server/roots/clients";
import { CLIENT_LIST_WORDS as W } from "@/lib/ui-words/portal";

export const metadata: Metadata = { title: W.title };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function OAuthClientsPage({ searchParams }: Props) {
  const user = await requireUser("/settings/developer/oauth");
  const [clients, notices, params, deletedClients] = await Promise.all([
    listClientsForOwner(user.id),
    clientDeps().then((deps) => listOwnerNotices(deps, { ownerId: user.id })),
    searchParams,
    clientDeps().then((deps) => listRestorableClients(deps, user.id)),
  ]);
  // A fixed message: echoing a name from the URL would let a link put any words on this page.
  const deleted = params.deleted === "1";
  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader title={W.title} intro={W.intro} />
        <Link href="/settings/developer/oauth/new" className={buttonClass("primary")}>
          {W.register}
        </Link>
      </div>
      {deleted ? <FormMessage tone="success">{W.deleted}</FormMessage> : null}
      <OwnerNoticeList notices={notices} timeZone={user.timeZone} linkToClient returnTo="/settings/developer/oauth" />
      {params.restored === "1" ? <FormMessage tone="success">{W.restored}</FormMessage> : null}
      {params.restored === "0" ? <FormMessage tone="error">{W.restoreFailed}</FormMessage> : null}
      {clients.length === 0 ? (
        <EmptyState
          title={W.emptyTitle}
          className="p-8 text-center"
          action={
            <Link href="/settings/developer/oauth/new" className={buttonClass("primary", "mt-4")}>
              {W.registerFirst}
            </Link>
          }
        >
          {W.emptyText}
        </EmptyState>
      ) : (
        <ClientList clients={clients} timeZone={user.timeZone} />
      )}
      <DeletedClientList clients={deletedClients} timeZone={user.timeZone} />
    </section>
  );
}
