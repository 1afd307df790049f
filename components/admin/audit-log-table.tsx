// The client's audit trail on the review page: who did what, when, and why.
import type { AuditEntry } from "@/lib/clients/views/review-views";
import { describeAuditEvent } from "@/lib/ui-words/audit-events";
import { formatDateTime } from "@/lib/format-time";
import { AUDIT_TABLE_WORDS as W } from "@/lib/ui-words/review-page";
import { AdminTable } from "./admin-table";

export function AuditLogTable({ entries, timeZone }: { entries: AuditEntry[]; timeZone?: string }) {
  if (entries.length === 0) return <p className="text-sm text-slate-600">{W.none}</p>;
  return (
    <AdminTable scrollLabel={W.scrollLabel} label={W.label} columns={[W.when, W.who, W.what]}>
      {entries.map((entry) => {
        const summary = describeAuditEvent(entry.eventType, entry.details);
        return (
          <tr key={entry.id}>
            <td className="whitespace-nowrap px-3 py-2 text-xs text-slate-600" data-label={W.when}>
              <time dateTime={entry.createdAt.toISOString()}>{formatDateTime(entry.createdAt, timeZone)}</time>
            </td>
            <td className="px-3 py-2 text-xs wrap-anywhere" data-label={W.who}>
              {entry.actor.kind === "person" ? (
                <>
                  {entry.actor.name} <span className="text-slate-500">({entry.actor.email})</span>
                </>
              ) : (
                <span className="text-slate-500">{W.system}</span>
              )}
            </td>
            <td className="px-3 py-2" data-label={W.what}>
              <p className="font-medium">{summary.title}</p>
              {summary.changes.map((line) => (
                <p key={line} className="text-xs text-slate-600">
                  {line}
                </p>
              ))}
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
