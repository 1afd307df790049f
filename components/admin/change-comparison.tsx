// Before/after of a pending change: the live configuration beside what approving would make it.
import type { PendingChangeView } from "@/lib/db/review/change-request-view";
import { RedirectUriReviewList } from "./redirect-uri-review-list";
import { ScopeReviewList } from "./scope-review-list";

function DiffList({ label, added, removed }: { label: string; added: readonly string[]; removed: readonly string[] }) {
  if (added.length + removed.length === 0) return null;
  return (
    <div>
      <p className="text-xs font-semibold text-slate-600">{label}</p>
      <ul className="mt-0.5 space-y-0.5 text-xs">
        {added.map((x) => (
          <li key={`+${x}`} className="text-green-800">
            <span aria-hidden>+ </span>
            <span className="sr-only">Added: </span>
            <code>{x}</code>
          </li>
        ))}
        {removed.map((x) => (
          <li key={`-${x}`} className="text-red-800">
            <span aria-hidden>− </span>
            <span className="sr-only">Removed: </span>
            <code>{x}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ChangeComparison({ change }: { change: PendingChangeView }) {
  const { delta } = change;
  return (
    <div className="space-y-4">
      <div className="grid gap-3 rounded-md bg-slate-50 p-3 sm:grid-cols-2">
        <DiffList label="Scopes" added={delta.addedScopes} removed={delta.removedScopes} />
        <DiffList label="Redirect URIs" added={delta.addedRedirectUris} removed={delta.removedRedirectUris} />
      </div>
      <div className="overflow-x-auto">
        <table className="min-w-full text-left text-sm" aria-label="Before and after">
          <thead className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="w-32 py-1 pr-3" />
              <th scope="col" className="py-1 pr-3">Before (live now)</th>
              <th scope="col" className="py-1">After approval</th>
            </tr>
          </thead>
          <tbody className="align-top">
            <tr className="border-t border-slate-100">
              <th scope="row" className="py-2 pr-3 text-xs font-medium text-slate-600">Scopes</th>
              <td className="py-2 pr-3"><ScopeReviewList scopes={change.before.scopes} emptyText="None (legacy: unrestricted)" /></td>
              <td className="py-2"><ScopeReviewList scopes={change.after.scopes} emptyText="None (legacy: unrestricted)" /></td>
            </tr>
            <tr className="border-t border-slate-100">
              <th scope="row" className="py-2 pr-3 text-xs font-medium text-slate-600">Redirect URIs</th>
              <td className="py-2 pr-3"><RedirectUriReviewList uris={change.before.redirectUris} /></td>
              <td className="py-2"><RedirectUriReviewList uris={change.after.redirectUris} /></td>
            </tr>
          </tbody>
        </table>
      </div>
    </div>
  );
}
