// Decided and superseded change requests of a client, newest first.
import type { ChangeRequestView } from "@/lib/db/review/change-request-view";
import { formatDateTime } from "@/lib/format-time";
import { Tag } from "./status-badge";

const OUTCOME = {
  APPROVED: { label: "Approved", tone: "blue" },
  REJECTED: { label: "Rejected", tone: "red" },
  SUPERSEDED: { label: "Replaced by a newer request", tone: "slate" },
  PENDING: { label: "Pending", tone: "amber" },
} as const;

export function PastChangesList({ changes }: { changes: ChangeRequestView[] }) {
  return (
    <ul className="divide-y divide-slate-100 text-sm">
      {changes.map((change) => {
        const outcome = OUTCOME[change.status];
        const added = [...change.delta.addedScopes, ...change.delta.addedRedirectUris];
        const removed = [...change.delta.removedScopes, ...change.delta.removedRedirectUris];
        return (
          <li key={change.id} className="py-2">
            <div className="flex flex-wrap items-center gap-2">
              <Tag tone={outcome.tone}>{outcome.label}</Tag>
              <span className="text-xs text-slate-500">
                Submitted {formatDateTime(change.requestedAt)}
                {change.reviewedAt ? ` · decided ${formatDateTime(change.reviewedAt)}${change.reviewedBy ? ` by ${change.reviewedBy.name}` : ""}` : ""}
              </span>
            </div>
            {added.length > 0 ? <p className="text-xs text-slate-700">Added: {added.join(", ")}</p> : null}
            {removed.length > 0 ? <p className="text-xs text-slate-700">Removed: {removed.join(", ")}</p> : null}
            {change.reviewNote ? <p className="text-xs text-slate-700">Reason: {change.reviewNote}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
