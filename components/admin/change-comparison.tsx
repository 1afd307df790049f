// Before/after of a pending change: the live configuration and app details beside what approving
// would make them.
import type { PendingChangeView } from "@/lib/clients/views/change-views";
import { TableHead } from "@/components/ui/table-head";
import { DetailsComparison } from "./details-comparison";
import { RedirectUriReviewList } from "./redirect-uri-review-list";
import { ScopeReviewList } from "./scope-review-list";
import { CHANGE_WORDS as W } from "@/lib/ui-words/review-page";
import { ScrollBox } from "./scroll-box";

type Side = "before" | "after";

// Scope names never break inside a word; long URIs may break anywhere rather than overflow.
function DiffList({
  label,
  added,
  removed,
  wrap,
}: {
  label: string;
  added: readonly string[];
  removed: readonly string[];
  wrap: "nowrap" | "anywhere";
}) {
  const codeClass = wrap === "nowrap" ? "whitespace-nowrap" : "break-all";
  if (added.length + removed.length === 0) return null;
  return (
    <div>
      <p className="text-xs font-semibold text-slate-600">{label}</p>
      <ul className="mt-0.5 space-y-0.5 text-xs">
        {added.map((x) => (
          <li key={`+${x}`} className="text-green-800">
            <span aria-hidden>+ </span>
            <span className="sr-only">{W.added}</span>
            <code className={codeClass}>{x}</code>
          </li>
        ))}
        {removed.map((x) => (
          <li key={`-${x}`} className="text-red-800">
            <span aria-hidden>− </span>
            <span className="sr-only">{W.removed}</span>
            <code className={codeClass}>{x}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ChangeComparison({ change }: { change: PendingChangeView }) {
  const { delta } = change;
  const listsChange =
    delta.addedScopes.length +
      delta.addedRedirectUris.length +
      delta.removedScopes.length +
      delta.removedRedirectUris.length +
      (delta.addedPostLogoutRedirectUris?.length ?? 0) +
      (delta.removedPostLogoutRedirectUris?.length ?? 0) >
    0;
  return (
    <div className="space-y-4">
      {delta.dropsPushedRequirement ? (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="change-drops-par">
          {W.dropsPushedRequirement}
        </p>
      ) : null}
      <DetailsComparison changes={change.details} />
      {listsChange ? <ConfigurationComparison change={change} /> : null}
    </div>
  );
}

function ConfigurationComparison({ change }: { change: PendingChangeView }) {
  const { delta } = change;
  const settings = [
    { name: W.scopes, show: (side: Side) => <ScopeReviewList scopes={change[side].scopes} emptyText={W.noScopes} /> },
    { name: W.redirectUris, show: (side: Side) => <RedirectUriReviewList uris={change[side].redirectUris} /> },
  ];
  return (
    <div className="space-y-4">
      <div className="grid gap-3 rounded-md bg-slate-50 p-3 sm:grid-cols-2">
        <DiffList label={W.scopes} added={delta.addedScopes} removed={delta.removedScopes} wrap="nowrap" />
        <DiffList
          label={W.redirectUris}
          added={delta.addedRedirectUris}
          removed={delta.removedRedirectUris}
          wrap="anywhere"
        />
        <DiffList
          label={W.postLogoutRedirectUris}
          added={delta.addedPostLogoutRedirectUris ?? []}
          removed={delta.removedPostLogoutRedirectUris ?? []}
          wrap="anywhere"
        />
      </div>
      <ScrollBox label={W.scrollLabel}>
        <table className="min-w-full text-left text-sm" aria-label={W.beforeAndAfter}>
          <TableHead
            className="text-xs font-semibold uppercase tracking-wide text-slate-600"
            cellClassName="py-1 pr-3"
            columns={[
              { label: W.setting, className: "w-32 py-1 pr-3", srOnly: true },
              W.before,
              { label: W.after, className: "py-1" },
            ]}
          />
          <tbody className="align-top">
            {settings.map(({ name, show }) => (
              <tr key={name} className="border-t border-slate-100">
                <th scope="row" className="py-2 pr-3 text-xs font-medium text-slate-600">
                  {name}
                </th>
                <td className="py-2 pr-3">{show("before")}</td>
                <td className="py-2">{show("after")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </div>
  );
}
