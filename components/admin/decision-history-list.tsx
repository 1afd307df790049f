// The decision history as a list of cards: one per decision, readable at any width without scrolling sideways.
import Link from "@/components/ui/link";
import { EmptyState } from "@/components/ui/empty-state";
import type { DecisionKind } from "@/lib/clients/rules/decision-history";
import type { DecisionHistoryEntry } from "@/lib/clients/views/decision-history";
import { formatDateTime } from "@/lib/format-time";
import { DECISION_HISTORY_WORDS as W } from "@/lib/ui-words/decision-history";
import { reviewHref } from "./review-queue-table";
import { Tag } from "./status-badge";

const TONES: Record<DecisionKind, "blue" | "red" | "amber"> = {
  approve: "blue",
  reinstate: "blue",
  change_approve: "blue",
  reject: "red",
  suspend: "red",
  change_reject: "amber",
  host_allow: "blue",
  host_deny: "red",
  host_remove: "amber",
};

function ClientName({ client }: { client: DecisionHistoryEntry["client"] }) {
  const name = client.name ?? W.deletedClient;
  if (!client.clientId) return <span className="font-medium">{name}</span>;
  return (
    <Link href={reviewHref(client.clientId)} className="font-medium text-brand-700 hover:underline">
      {name}
    </Link>
  );
}

export function DecisionHistoryList({
  entries,
  emptyText,
  timeZone,
}: {
  entries: DecisionHistoryEntry[];
  emptyText: string;
  timeZone: string;
}) {
  if (entries.length === 0) {
    return <EmptyState>{emptyText}</EmptyState>;
  }
  return (
    <ol aria-label={W.listLabel} className="space-y-2">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm" data-testid="decision">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="flex min-w-0 flex-wrap items-center gap-2">
              <Tag tone={TONES[entry.kind]}>{W.kinds[entry.kind]}</Tag>
              <ClientName client={entry.client} />
            </p>
            <time dateTime={entry.decidedAt.toISOString()} className="text-xs text-slate-600">
              {formatDateTime(entry.decidedAt, timeZone)}
            </time>
          </div>
          <p className="mt-1 break-words text-slate-700">
            {W.by}{" "}
            {entry.admin ? (
              <>
                {entry.admin.name} <span className="text-slate-600">({entry.admin.email})</span>
              </>
            ) : (
              W.deletedAdmin
            )}
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-slate-700">
            <span className="font-medium">{W.reason}:</span>{" "}
            {entry.reason ?? <em className="text-slate-600">{W.noReason}</em>}
          </p>
        </li>
      ))}
    </ol>
  );
}
