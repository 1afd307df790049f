import type { PendingChangeView } from "@/lib/db/review/change-request-view";
import { formatDateTime } from "@/lib/format-time";
import { pendingChangeLines } from "@/lib/portal/review-state-wording";

function Configuration({ title, scopes, redirectUris, testId }: { title: string; scopes: readonly string[]; redirectUris: readonly string[]; testId: string }) {
  return (
    <div data-testid={testId}>
      <dt className="font-semibold text-slate-600">{title}</dt>
      <dd className="mt-0.5 space-y-0.5 break-all">
        <p>
          <span className="text-slate-500">Scopes:</span> {scopes.join(", ") || "none (legacy)"}
        </p>
        <p>
          <span className="text-slate-500">Redirect URIs:</span> {redirectUris.join(", ")}
        </p>
      </dd>
    </div>
  );
}

/** The change waiting for an administrator, beside what stays live until it is approved. */
export function PendingChangePanel({ change }: { change: PendingChangeView }) {
  return (
    <div className="space-y-3 text-sm" data-testid="pending-change">
      <p className="text-slate-600">
        Submitted {formatDateTime(change.requestedAt)}
        {change.requestedBy ? ` by ${change.requestedBy.name}` : ""}.
      </p>
      <ul className="list-inside list-disc space-y-0.5">
        {pendingChangeLines(change.delta).map((line) => (
          <li key={line} className="break-all">
            {line}
          </li>
        ))}
      </ul>
      <dl className="grid gap-3 rounded-md bg-slate-50 p-3 text-xs sm:grid-cols-2">
        <Configuration title="Live now (approved)" scopes={change.before.scopes} redirectUris={change.before.redirectUris} testId="live-configuration" />
        <Configuration title="After approval" scopes={change.after.scopes} redirectUris={change.after.redirectUris} testId="proposed-configuration" />
      </dl>
    </div>
  );
}
