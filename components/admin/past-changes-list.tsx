// Decided and superseded change requests of a client, newest first. Long redirect URIs wrap
// where they must rather than widen the page on a phone.
import type { ChangeRequestView } from "@/lib/clients/views/change-views";
import { formatDateTime } from "@/lib/format-time";
import type { DetailField } from "@/lib/clients/rules/client-details";
import { detailFieldsLine } from "@/lib/ui-words/client-details";
import { dpopSettingName } from "@/lib/ui-words/dpop-setting";
import { Tag } from "./status-badge";
import { CHANGE_WORDS as W } from "@/lib/ui-words/review-page";

const OUTCOME = {
  APPROVED: { label: W.outcomes.APPROVED, tone: "blue" },
  REJECTED: { label: W.outcomes.REJECTED, tone: "red" },
  SUPERSEDED: { label: W.outcomes.SUPERSEDED, tone: "slate" },
  PENDING: { label: W.outcomes.PENDING, tone: "amber" },
} as const;

export function PastChangesList({ changes, timeZone }: { changes: ChangeRequestView[]; timeZone?: string }) {
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
                {W.submitted(formatDateTime(change.requestedAt, timeZone))}
                {change.reviewedAt
                  ? W.decided(formatDateTime(change.reviewedAt, timeZone), change.reviewedBy?.name ?? null)
                  : ""}
              </span>
            </div>
            {added.length > 0 ? <p className="text-xs text-slate-700 wrap-anywhere">{W.addedList(added)}</p> : null}
            {removed.length > 0 ? (
              <p className="text-xs text-slate-700 wrap-anywhere">{W.removedList(removed)}</p>
            ) : null}
            {change.delta.details ? (
              <p className="text-xs text-slate-700">
                {detailFieldsLine(W.detailsList, Object.keys(change.delta.details) as DetailField[])}
              </p>
            ) : null}
            {change.delta.dpopBoundAccessTokens != null ? (
              <p className="text-xs text-slate-700">
                {W.dpopSetting(dpopSettingName(change.delta.dpopBoundAccessTokens))}
              </p>
            ) : null}
            {change.reviewNote ? (
              <p className="text-xs text-slate-700 wrap-anywhere">{W.reason(change.reviewNote)}</p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
