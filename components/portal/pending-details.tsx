// App details waiting for review, field by field: what users see now beside what was proposed.
// Links are shown as text: nothing here needs a click, and an unreviewed address should not get one.
import { Region } from "@/components/ui/region";
import type { DetailChange } from "@/lib/clients/rules/client-details";
import { DETAIL_FIELD_LABELS as L, DETAILS_FORM_WORDS as W } from "@/lib/ui-words/client-details";

export function PendingDetails({ changes }: { changes: readonly DetailChange[] }) {
  return (
    <Region
      title={W.pendingTitle}
      level={3}
      id="pending-details-title"
      className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm"
      titleClassName="font-semibold text-amber-900"
      testId="pending-details"
    >
      <p className="mt-0.5 text-xs text-amber-900">{W.pendingHint}</p>
      <dl className="mt-2 space-y-2">
        {changes.map((change) => (
          <div key={change.field} data-testid={`pending-detail-${change.field}`}>
            <dt className="font-medium text-slate-800">{L[change.field]}</dt>
            <dd className="min-w-0 break-all text-slate-700">
              <span className="font-medium">{W.current}:</span> {change.before ?? <em>{W.notSet}</em>}
            </dd>
            <dd className="min-w-0 break-all text-slate-900">
              <span className="font-medium">{W.proposed}:</span> {change.after ?? <em>{W.notSet}</em>}
            </dd>
          </div>
        ))}
      </dl>
    </Region>
  );
}
