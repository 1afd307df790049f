// One app with access to the user's account: who made it, when access was granted and last used,
// what it can do in plain words, and the way to revoke it.
import { ConsentScopeList } from "@/components/consent/consent-scope-list";
import type { AuthorizedApp } from "@/lib/clients/views/authorized-app";
import { formatDate } from "@/lib/format-time";
import { AUTHORIZED_APPS_WORDS as W } from "@/lib/ui-words/authorized-apps";
import { RevokeAccessButton } from "./revoke-access-button";

export function AuthorizedAppCard({ app }: { app: AuthorizedApp }) {
  const headingId = `app-${app.clientId}`;
  return (
    <li
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      aria-labelledby={headingId}
      data-testid="authorized-app"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="break-words font-semibold">
            {app.name}
          </h2>
          <p className="text-sm text-slate-600">{W.from(app.ownerName)}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
            <dt className="text-slate-600">{W.granted}</dt>
            <dd>
              <time dateTime={app.firstAuthorizedAt.toISOString()}>{formatDate(app.firstAuthorizedAt)}</time>
              {app.grantCount > 1 ? <span className="text-slate-600"> · {W.sessions(app.grantCount)}</span> : null}
            </dd>
            <dt className="text-slate-600">{W.lastUsed}</dt>
            <dd data-testid="last-used">
              {app.lastUsedAt ? (
                <time dateTime={app.lastUsedAt.toISOString()}>{formatDate(app.lastUsedAt)}</time>
              ) : (
                W.neverUsed
              )}
            </dd>
          </dl>
        </div>
        <RevokeAccessButton clientId={app.clientId} name={app.name} />
      </div>
      <div className="mt-4">
        {app.legacyUnrestricted ? (
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{W.fullAccess}</p>
        ) : (
          <ConsentScopeList scopes={app.scopes} heading={W.can} />
        )}
      </div>
    </li>
  );
}
