// The queue as one dense table: what is asked for, by whom, since when, with the risky parts marked.
import Link from "next/link";
import type { ReviewQueueItem } from "@/lib/db/review/list-review-queue";
import { formatDateTime } from "@/lib/format-time";
import { RedirectUriReviewList } from "./redirect-uri-review-list";
import { ScopeReviewList } from "./scope-review-list";
import { StatusBadge, Tag } from "./status-badge";

const KIND_LABELS = { CONFIDENTIAL: "Confidential", PUBLIC: "Public (PKCE)" } as const;

function RequestCell({ item }: { item: ReviewQueueItem }) {
  if (item.type === "change") {
    const held = [...item.removedScopes, ...item.removedRedirectUris];
    return (
      <div className="space-y-1">
        <Tag tone="blue">Change request</Tag>
        <p className="text-xs font-medium text-slate-600">Adds scopes</p>
        <ScopeReviewList scopes={item.scopes} emptyText="No new scopes" />
        <p className="text-xs font-medium text-slate-600">Adds redirect URIs</p>
        <RedirectUriReviewList uris={item.redirectUris} emptyText="No new redirect URIs" />
        {held.length > 0 ? <p className="text-xs text-slate-600">Then removes: {held.join(", ")}</p> : null}
      </div>
    );
  }
  return (
    <div className="space-y-1">
      {item.type === "new_client" ? <Tag tone="amber">New client</Tag> : null}
      {item.hasPendingChange ? <Tag tone="blue">Change pending</Tag> : null}
      {item.client.legacy ? <Tag tone="red">Legacy: unrestricted tokens</Tag> : <ScopeReviewList scopes={item.scopes} />}
      <RedirectUriReviewList uris={item.redirectUris} />
    </div>
  );
}

export function ReviewQueueTable({ items, emptyText }: { items: ReviewQueueItem[]; emptyText: string }) {
  if (items.length === 0) {
    return <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">{emptyText}</p>;
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-3 py-2">Client</th>
            <th scope="col" className="px-3 py-2">Owner</th>
            <th scope="col" className="px-3 py-2">Requested access</th>
            <th scope="col" className="px-3 py-2">Submitted</th>
            <th scope="col" className="px-3 py-2"><span className="sr-only">Actions</span></th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 align-top">
          {items.map((item) => (
            <tr key={item.changeId ?? item.client.clientId} data-testid="queue-row">
              <td className="px-3 py-2">
                <p className="font-medium text-slate-900">{item.client.name}</p>
                <p><code className="text-xs text-slate-500">{item.client.clientId}</code></p>
                <div className="mt-1 flex flex-wrap gap-1">
                  <StatusBadge status={item.client.status} />
                  <Tag>{KIND_LABELS[item.client.kind]}</Tag>
                </div>
              </td>
              <td className="px-3 py-2">
                <p>{item.client.owner.name}</p>
                <p className="text-xs text-slate-500">{item.client.owner.email}</p>
              </td>
              <td className="max-w-md px-3 py-2">
                <RequestCell item={item} />
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-xs text-slate-600">
                <time dateTime={item.submittedAt.toISOString()}>{formatDateTime(item.submittedAt)}</time>
              </td>
              <td className="px-3 py-2 text-right">
                <Link
                  href={`/admin/oauth-clients/${encodeURIComponent(item.client.clientId)}`}
                  className="whitespace-nowrap rounded-md bg-brand-600 px-2.5 py-1 text-xs font-medium text-white hover:bg-brand-700"
                  aria-label={`Review ${item.client.name}`}
                >
                  Review
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
