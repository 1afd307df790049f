import { BulletList } from "@/components/ui/bullet-list";
import type { AuditEntry } from "@/lib/clients/views/review-views";
import { describeAuditEvent } from "@/lib/ui-words/audit-events";
import { formatDateTime } from "@/lib/format-time";
import { AUDIT_LIST_WORDS as W } from "@/lib/ui-words/portal";

/** The client's audit trail, newest first: who did what and what changed. */
export function AuditLogList({ entries, timeZone }: { entries: readonly AuditEntry[]; timeZone?: string }) {
  if (entries.length === 0) return <p className="text-sm text-slate-600">{W.none}</p>;
  return (
    <ol className="divide-y divide-slate-200" aria-label={W.label}>
      {entries.map((entry) => {
        const { title, changes } = describeAuditEvent(entry.eventType, entry.details);
        return (
          <li key={entry.id} className="py-2 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-medium">{title}</span>
              <time dateTime={entry.createdAt.toISOString()} className="text-xs text-slate-500">
                {formatDateTime(entry.createdAt, timeZone)}
              </time>
            </div>
            <p className="text-xs text-slate-500">{W.by(entry.actor)}</p>
            {changes.length > 0 ? <BulletList items={changes} className="mt-1 text-xs text-slate-700" /> : null}
          </li>
        );
      })}
    </ol>
  );
}
