// The queue as one dense table: what is asked for, by whom, since when, with the risky parts marked.
import Link from "@/components/ui/link";
import { EmptyState } from "@/components/ui/empty-state";
import type { ReviewQueueItem } from "@/lib/clients/views/review-views";
import { formatDateTime } from "@/lib/format-time";
import { waitingFor } from "@/lib/ui-words/review-age";
import { dpopSettingName } from "@/lib/ui-words/dpop-setting";
import { RedirectUriReviewList } from "./redirect-uri-review-list";
import { ScopeReviewList } from "./scope-review-list";
import { StatusBadge, Tag } from "./status-badge";
import { detailFieldsLine } from "@/lib/ui-words/client-details";
import { REVIEW_QUEUE_WORDS as W } from "@/lib/ui-words/review-queue";
import { AdminTable } from "./admin-table";

const KIND_LABELS = W.kinds;

/** How many risk signals the submission raised; the review page says which and why. */
function RiskCount({ count }: { count: number | null }) {
  return count ? <Tag tone="red">{W.riskSignals(count)}</Tag> : null;
}

function RequestCell({ item }: { item: ReviewQueueItem }) {
  if (item.type === "change") {
    const held = [...item.removedScopes, ...item.removedRedirectUris];
    return (
      <div className="space-y-1">
        <Tag tone="blue">{W.changeRequest}</Tag> <RiskCount count={item.riskSignalCount} />
        {/* Only what the change adds is named: a scopes-only change says nothing of redirect URIs. */}
        {item.scopes.length > 0 ? (
          <>
            <p className="text-xs font-medium text-slate-600">{W.addsScopes}</p>
            <ScopeReviewList scopes={item.scopes} />
          </>
        ) : null}
        {item.redirectUris.length > 0 ? (
          <>
            <p className="text-xs font-medium text-slate-600">{W.addsRedirectUris}</p>
            <RedirectUriReviewList uris={item.redirectUris} />
          </>
        ) : null}
        {held.length > 0 ? <p className="text-xs text-slate-600">{W.thenRemoves(held)}</p> : null}
        {item.detailFields.length > 0 ? (
          <p className="text-xs text-slate-600">{detailFieldsLine(W.changesDetails, item.detailFields)}</p>
        ) : null}
        {item.dpopSetting != null ? (
          <p className="text-xs text-slate-600">{W.changesDpop(dpopSettingName(item.dpopSetting))}</p>
        ) : null}
      </div>
    );
  }
  return (
    <div className="space-y-1">
      {item.type === "new_client" ? <Tag tone="amber">{W.newClient}</Tag> : null}{" "}
      <RiskCount count={item.riskSignalCount} />
      {item.hasPendingChange ? <Tag tone="blue">{W.changePending}</Tag> : null}
      {item.hostRule ? <Tag tone="blue">{W.hostRule(item.hostRule)}</Tag> : null}
      {item.client.legacy ? <Tag tone="red">{W.legacy}</Tag> : <ScopeReviewList scopes={item.scopes} />}
      <RedirectUriReviewList uris={item.redirectUris} />
    </div>
  );
}

export function reviewHref(clientId: string): string {
  return `/admin/oauth-clients/${encodeURIComponent(clientId)}`;
}

export function ReviewQueueTable({
  items,
  emptyText,
  now,
  timeZone,
}: {
  items: ReviewQueueItem[];
  emptyText: string;
  now: Date;
  /** The viewer's, for times of day. */
  timeZone?: string;
}) {
  if (items.length === 0) {
    return <EmptyState>{emptyText}</EmptyState>;
  }
  return (
    <AdminTable scrollLabel={W.scrollLabel} columns={[W.client, W.owner, W.requestedAccess, W.submitted]}>
      {items.map((item) => (
        <tr key={item.changeId ?? item.client.clientId} data-testid="queue-row">
          <td className="min-w-44 px-3 py-2" data-label={W.client}>
            <p className="font-medium text-slate-900">{item.client.name}</p>
            <p>
              <code className="text-xs wrap-anywhere text-slate-600">{item.client.clientId}</code>
            </p>
            <div className="mt-1 flex flex-wrap gap-1">
              <StatusBadge status={item.client.status} />
              <Tag>{KIND_LABELS[item.client.kind]}</Tag>
            </div>
            {/* First column, so that it is on screen on a phone without scrolling the table. */}
            <Link
              href={reviewHref(item.client.clientId)}
              className="mt-2 inline-flex min-h-10 items-center rounded-md bg-brand-600 px-3 text-sm font-medium text-white hover:bg-brand-700"
              aria-label={W.reviewLabel(item.client.name)}
            >
              {W.review}
            </Link>
          </td>
          <td className="px-3 py-2" data-label={W.owner}>
            <p>{item.client.owner.name}</p>
            <p className="text-xs wrap-anywhere text-slate-600">{item.client.owner.email}</p>
          </td>
          <td className="max-w-md px-3 py-2" data-label={W.requestedAccess}>
            <RequestCell item={item} />
          </td>
          <td className="whitespace-nowrap px-3 py-2 text-xs text-slate-600" data-label={W.submitted}>
            <p className="font-medium text-slate-800" data-testid="queue-age">
              {waitingFor(item.submittedAt, now)}
            </p>
            <time dateTime={item.submittedAt.toISOString()}>{formatDateTime(item.submittedAt, timeZone)}</time>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
