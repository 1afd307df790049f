// The app details a pending change would set, field by field: only the changed fields, live value
// beside proposed value. Addresses are shown in full as text; a proposed one may be opened to
// check it, in a new tab, without referrer, opener or endorsement (nofollow).
import { Region } from "@/components/ui/region";
import type { DetailChange } from "@/lib/clients/rules/client-details";
import { DETAIL_FIELD_LABELS as L } from "@/lib/ui-words/client-details";
import { DETAILS_CHANGE_WORDS as W } from "@/lib/ui-words/review-page";

function Value({ value, field, proposed }: { value: string | null; field: DetailChange["field"]; proposed: boolean }) {
  if (value === null) return <em className="text-slate-600">{W.notSet}</em>;
  const isLink = field !== "name" && field !== "description";
  if (isLink && proposed && /^https?:\/\//i.test(value)) {
    return (
      <a
        href={value}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="break-all font-mono text-xs text-brand-700 underline"
      >
        {value}
      </a>
    );
  }
  return <span className={isLink ? "break-all font-mono text-xs" : "whitespace-pre-line break-words"}>{value}</span>;
}

export function DetailsComparison({ changes }: { changes: readonly DetailChange[] }) {
  if (changes.length === 0) return null;
  return (
    <Region
      title={W.title}
      level={3}
      id="details-comparison-title"
      className="rounded-md bg-slate-50 p-3"
      titleClassName="text-xs font-semibold text-slate-600"
      testId="details-comparison"
    >
      <dl className="mt-2 space-y-3 text-sm">
        {changes.map((change) => (
          <div
            key={change.field}
            className="grid gap-1 sm:grid-cols-[10rem_1fr_1fr] sm:gap-3"
            data-testid={`details-change-${change.field}`}
          >
            <dt className="text-xs font-medium text-slate-700">{L[change.field]}</dt>
            <dd className="min-w-0 text-red-900">
              <span className="block text-xs text-slate-600">{W.before}</span>
              <Value value={change.before} field={change.field} proposed={false} />
            </dd>
            <dd className="min-w-0 text-green-900">
              <span className="block text-xs text-slate-600">{W.after}</span>
              <Value value={change.after} field={change.field} proposed />
            </dd>
          </div>
        ))}
      </dl>
    </Region>
  );
}
