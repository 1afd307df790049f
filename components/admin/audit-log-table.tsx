// The client's audit trail on the review page: who did what, when, and why.
import type { AuditEntry } from "@/lib/db/audit-log";
import { describeAuditEvent } from "@/lib/portal/audit-description";
import { formatDateTime } from "@/lib/format-time";

export function AuditLogTable({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-slate-600">No events recorded yet.</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm" aria-label="Audit log">
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-3 py-2">When</th>
            <th scope="col" className="px-3 py-2">Who</th>
            <th scope="col" className="px-3 py-2">What</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 align-top">
          {entries.map((entry) => {
            const summary = describeAuditEvent(entry.eventType, entry.details);
            return (
              <tr key={entry.id}>
                <td className="whitespace-nowrap px-3 py-2 text-xs text-slate-600">
                  <time dateTime={entry.createdAt.toISOString()}>{formatDateTime(entry.createdAt)}</time>
                </td>
                <td className="px-3 py-2 text-xs">
                  {entry.actor ? (
                    <>
                      {entry.actor.name} <span className="text-slate-500">({entry.actor.email})</span>
                    </>
                  ) : (
                    <span className="text-slate-500">System or deleted user</span>
                  )}
                </td>
                <td className="px-3 py-2">
                  <p className="font-medium">{summary.title}</p>
                  {summary.changes.map((line) => (
                    <p key={line} className="text-xs text-slate-600">{line}</p>
                  ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
