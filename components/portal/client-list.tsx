"use client";

import Link from "@/components/ui/link";
import { useDeferredValue, useId, useState } from "react";
import { matchesClientFilter } from "@/lib/clients/views/client-filter";
import type { ClientListItem } from "@/lib/clients/views/client-views";
import { Field } from "@/components/ui/field";
import { TableHead } from "@/components/ui/table-head";
import { formatDate, formatDateTime } from "@/lib/format-time";
import { CLIENT_KIND_LABELS } from "@/lib/ui-words/client-status";
import { CLIENT_LIST_WORDS as W } from "@/lib/ui-words/portal";
import { ChangePendingBadge, ClientStatusBadge, LegacyBadge } from "./client-status-badge";

/** The owner's clients with their use, narrowed by name or client id as the owner types. */
export function ClientList({ clients, timeZone }: { clients: readonly ClientListItem[]; timeZone?: string }) {
  const id = useId();
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const shown = clients.filter((c) => matchesClientFilter(c, deferred));
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <Field
          id={`${id}-filter`}
          label={W.filter}
          frameClassName="w-full max-w-sm"
          type="search"
          value={query}
          maxLength={200}
          onChange={(e) => setQuery(e.target.value)}
          aria-describedby={`${id}-count`}
          className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
        />
        <p id={`${id}-count`} role="status" aria-live="polite" className="text-sm text-slate-600">
          {W.shown(shown.length, clients.length)}
        </p>
      </div>
      <div className="rounded-lg border border-slate-200 bg-white shadow-sm sm:overflow-x-auto">
        <table className="cards-on-phone w-full text-left text-sm">
          <TableHead
            className="bg-slate-50 text-xs uppercase text-slate-500"
            cellClassName="px-4 py-2 font-medium"
            columns={[W.name, W.status, W.activeUsers, W.lastToken, W.created]}
          />
          <tbody className="divide-y divide-slate-200">
            {shown.map((client) => (
              <tr key={client.clientId} data-testid="client-row">
                <td className="px-4 py-3" data-label={W.name}>
                  <Link
                    href={`/settings/developer/oauth/${encodeURIComponent(client.clientId)}`}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {client.name}
                  </Link>
                  <div className="font-mono text-xs wrap-anywhere text-slate-500">{client.clientId}</div>
                  <div className="text-xs text-slate-600">{CLIENT_KIND_LABELS[client.kind].label}</div>
                </td>
                <td className="px-4 py-3" data-label={W.status}>
                  <div className="flex flex-wrap items-center gap-1.5">
                    <ClientStatusBadge status={client.status} />
                    {client.hasPendingChange ? <ChangePendingBadge /> : null}
                    {client.legacy ? <LegacyBadge /> : null}
                  </div>
                  {(client.status === "REJECTED" || client.status === "SUSPENDED") && client.reviewNote ? (
                    <p className="mt-1 text-xs text-slate-600">{W.reviewerNote(client.reviewNote)}</p>
                  ) : null}
                </td>
                <td className="px-4 py-3" data-testid="client-active-users" data-label={W.activeUsers}>
                  {client.activeUsers}
                </td>
                <td className="px-4 py-3 whitespace-nowrap" data-testid="client-last-token" data-label={W.lastToken}>
                  {client.lastTokenAt ? formatDateTime(client.lastTokenAt, timeZone) : W.noToken}
                </td>
                <td className="px-4 py-3 whitespace-nowrap" data-label={W.created}>
                  {formatDate(client.createdAt)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
