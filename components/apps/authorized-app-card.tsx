// One app with access to the user's account: who made it, when access was granted and last used
// (in the viewer's time zone), what it can do and what it did in plain words, where it sends
// notifications, and the way to revoke it.
import { ConsentDetailList } from "@/components/consent/consent-detail-list";
import { ConsentScopeList } from "@/components/consent/consent-scope-list";
import type { AuthorizedAppWithUsage } from "@/lib/accounts/use-cases/authorized-apps";
import type { AppNotification } from "@/lib/webhooks/views";
import { formatDateTime } from "@/lib/format-time";
import { AUTHORIZED_APPS_WORDS as W } from "@/lib/ui-words/authorized-apps";
import { AppNotifications } from "./app-notifications";
import { AppUsage } from "./app-usage";
import { RevokeAccessButton } from "./revoke-access-button";

export function AuthorizedAppCard({
  app,
  notifications = [],
  timeZone,
  now,
  eventTypeNames = new Map(),
}: {
  app: AuthorizedAppWithUsage;
  notifications?: readonly AppNotification[];
  timeZone: string;
  now: Date;
  /** Names of the event types the person hosts, for the words of authorization details. */
  eventTypeNames?: ReadonlyMap<string, string>;
}) {
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
              <time dateTime={app.firstAuthorizedAt.toISOString()}>
                {formatDateTime(app.firstAuthorizedAt, timeZone)}
              </time>
              {app.grantCount > 1 ? <span className="text-slate-600"> · {W.sessions(app.grantCount)}</span> : null}
            </dd>
            <dt className="text-slate-600">{W.lastUsed}</dt>
            <dd data-testid="last-used">
              {app.lastUsedAt ? (
                <time dateTime={app.lastUsedAt.toISOString()}>{formatDateTime(app.lastUsedAt, timeZone)}</time>
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
      {app.authorizationDetails?.map((granted, i) => (
        // One list per grant, in the order they were given; a grant's details never change.
        <div key={i} className="mt-3">
          <ConsentDetailList
            details={granted.details}
            uses={granted.uses}
            facts={{ eventTypeNames, timeZone }}
            intro={null}
          />
        </div>
      ))}
      <AppUsage usage={app.usage} timeZone={timeZone} now={now} />
      <AppNotifications app={app.name} notifications={notifications} />
    </li>
  );
}
