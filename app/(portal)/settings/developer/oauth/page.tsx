import type { Metadata } from "next";
import Link from "next/link";
import { ChangePendingBadge, ClientStatusBadge, LegacyBadge } from "@/components/portal/client-status-badge";
import { FormMessage } from "@/components/portal/form-message";
import { requireUser } from "@/lib/auth/current-user";
import { listClientsForOwner } from "@/lib/db/clients/list-clients-for-owner";
import { formatDate } from "@/lib/format-time";
import { CLIENT_KIND_LABELS } from "@/lib/ui-words/client-status";
import { CLIENT_LIST_WORDS as W } from "@/lib/ui-words/portal";

export const metadata: Metadata = { title: W.title };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function OAuthClientsPage({ searchParams }: Props) {
  const user = await requireUser("/settings/developer/oauth");
  const [clients, params] = await Promise.all([listClientsForOwner(user.id), searchParams]);
  // A fixed message: echoing a name from the URL would let a link put any words on this page.
  const deleted = params.deleted === "1";
  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{W.title}</h1>
          <p className="mt-1 text-sm text-slate-600">{W.intro}</p>
        </div>
        <Link
          href="/settings/developer/oauth/new"
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          {W.register}
        </Link>
      </div>
      {deleted ? <FormMessage tone="success">{W.deleted}</FormMessage> : null}
      {clients.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
          <h2 className="text-lg font-semibold">{W.emptyTitle}</h2>
          <p className="mx-auto mt-2 max-w-xl text-sm text-slate-600">{W.emptyText}</p>
          <Link
            href="/settings/developer/oauth/new"
            className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
          >
            {W.registerFirst}
          </Link>
        </div>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs uppercase text-slate-500">
              <tr>
                <th className="px-4 py-2 font-medium">{W.name}</th>
                <th className="px-4 py-2 font-medium">{W.kind}</th>
                <th className="px-4 py-2 font-medium">{W.status}</th>
                <th className="px-4 py-2 font-medium">{W.created}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {clients.map((client) => (
                <tr key={client.clientId}>
                  <td className="px-4 py-3">
                    <Link
                      href={`/settings/developer/oauth/${encodeURIComponent(client.clientId)}`}
                      className="font-medium text-brand-700 hover:underline"
                    >
                      {client.name}
                    </Link>
                    <div className="font-mono text-xs text-slate-500">{client.clientId}</div>
                  </td>
                  <td className="px-4 py-3">{CLIENT_KIND_LABELS[client.kind].label}</td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap items-center gap-1.5">
                      <ClientStatusBadge status={client.status} />
                      {client.hasPendingChange ? <ChangePendingBadge /> : null}
                      {client.legacy ? <LegacyBadge /> : null}
                    </div>
                    {(client.status === "REJECTED" || client.status === "SUSPENDED") && client.reviewNote ? (
                      <p className="mt-1 text-xs text-slate-600">{W.reviewerNote(client.reviewNote)}</p>
                    ) : null}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatDate(client.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
