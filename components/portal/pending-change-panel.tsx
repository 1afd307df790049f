import { BulletList } from "@/components/ui/bullet-list";
import type { PendingChangeView } from "@/lib/clients/views/change-views";
import { formatDateTime } from "@/lib/format-time";
import { pendingChangeLines } from "@/lib/ui-words/review-state";
import { PENDING_CHANGE_WORDS as W } from "@/lib/ui-words/client-status";

function Configuration({
  title,
  scopes,
  redirectUris,
  testId,
}: {
  title: string;
  scopes: readonly string[];
  redirectUris: readonly string[];
  testId: string;
}) {
  return (
    <div data-testid={testId}>
      <dt className="font-semibold text-slate-600">{title}</dt>
      <dd className="mt-0.5 space-y-0.5 break-all">
        <p>
          <span className="text-slate-500">{W.scopes}</span> {scopes.join(", ") || W.noScopes}
        </p>
        <p>
          <span className="text-slate-500">{W.redirectUris}</span> {redirectUris.join(", ")}
        </p>
      </dd>
    </div>
  );
}

/** The change waiting for an administrator, beside what stays live until it is approved. */
export function PendingChangePanel({ change, timeZone }: { change: PendingChangeView; timeZone?: string }) {
  return (
    <div className="space-y-3 text-sm" data-testid="pending-change">
      <p className="text-slate-600">
        {W.submitted(formatDateTime(change.requestedAt, timeZone), change.requestedBy?.name ?? null)}
      </p>
      <BulletList items={pendingChangeLines(change.delta)} className="space-y-0.5" />
      <dl className="grid gap-3 rounded-md bg-slate-50 p-3 text-xs sm:grid-cols-2">
        <Configuration
          title={W.live}
          scopes={change.before.scopes}
          redirectUris={change.before.redirectUris}
          testId="live-configuration"
        />
        <Configuration
          title={W.after}
          scopes={change.after.scopes}
          redirectUris={change.after.redirectUris}
          testId="proposed-configuration"
        />
      </dl>
    </div>
  );
}
