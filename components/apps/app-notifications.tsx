// Where an app sends notifications about the user's bookings: the receiving host, what it hears
// about, and a way to stop each.
import type { AppNotification } from "@/lib/webhooks/views";
import { APP_NOTIFICATION_WORDS as W } from "@/lib/ui-words/webhooks";
import { RemoveNotificationButton } from "./remove-notification-button";

export function AppNotifications({ app, notifications }: { app: string; notifications: readonly AppNotification[] }) {
  if (notifications.length === 0) return null;
  return (
    <div className="mt-4" data-testid="app-notifications">
      <h3 className="text-sm font-medium">{W.heading}</h3>
      <ul className="mt-2 space-y-2">
        {notifications.map((n) => (
          <li
            key={n.webhookId}
            className="flex flex-wrap items-start justify-between gap-2 rounded-md border border-slate-200 p-3 text-sm"
            data-testid="app-notification"
          >
            <div className="min-w-0">
              <p className="break-all font-mono text-sm" data-testid="notification-host">
                {n.host}
              </p>
              <p className="text-slate-600">
                {W.triggers(n.triggers)}
                {n.organizationName ? ` · ${W.forOrganization(n.organizationName)}` : null}
                {n.disabledReason ? ` · ${W.disabled(n.disabledReason)}` : !n.active ? ` · ${W.paused}` : null}
              </p>
            </div>
            <RemoveNotificationButton webhookId={n.webhookId} host={n.host} app={app} />
          </li>
        ))}
      </ul>
    </div>
  );
}
