import type { Metadata } from "next";
import { AuthorizedAppCard } from "@/components/apps/authorized-app-card";
import { FocusedNotice } from "@/components/apps/focused-notice";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/current-user";
import { listAuthorizedApps } from "@/lib/accounts/use-cases/authorized-apps";
import { hostedEventTypeNames } from "@/lib/db/event-type-names";
import { authorizedAppDeps } from "@/lib/server/roots/accounts";
import { grantUsageRecorder } from "@/lib/server/roots/recorders";
import { appNotifications } from "@/lib/server/roots/webhooks";
import { AUTHORIZED_APPS_WORDS as W } from "@/lib/ui-words/authorized-apps";

export const metadata: Metadata = { title: W.title };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AuthorizedAppsPage({ searchParams }: Props) {
  const user = await requireUser("/settings/apps");
  // This process's calls not yet written show at once (another process's within seconds).
  await grantUsageRecorder().flush();
  const now = new Date();
  const [apps, notifications, params] = await Promise.all([
    listAuthorizedApps(authorizedAppDeps(now), user.id),
    appNotifications(user.id),
    searchParams,
  ]);
  const eventTypeIds = apps.flatMap((app) =>
    (app.authorizationDetails ?? []).flatMap((g) => g.details.flatMap((d) => d.event_types ?? [])),
  );
  const eventTypeNames = await hostedEventTypeNames(user.id, eventTypeIds);
  return (
    <section>
      <PageHeader title={W.title} intro={W.intro} />
      {params.revoked ? <FocusedNotice>{W.revoked}</FocusedNotice> : null}
      {apps.length === 0 ? (
        <EmptyState className="mt-6 p-6" testId="no-apps">
          {W.none}
        </EmptyState>
      ) : (
        <ul className="mt-6 space-y-4">
          {apps.map((app) => (
            <AuthorizedAppCard
              key={app.clientId}
              app={app}
              notifications={notifications.get(app.clientId) ?? []}
              timeZone={user.timeZone}
              now={now}
              eventTypeNames={eventTypeNames}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
