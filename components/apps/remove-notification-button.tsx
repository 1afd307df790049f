"use client";

// Stop one app's notifications behind a confirmation step; the app keeps its other access.
import { useRouter } from "next/navigation";
import { ConfirmAndRun } from "@/components/shared/confirm-and-run";
import { removeAppNotificationAction } from "@/lib/actions/webhooks";
import { APP_NOTIFICATION_WORDS as W } from "@/lib/ui-words/webhooks";

export function RemoveNotificationButton({ webhookId, host, app }: { webhookId: string; host: string; app: string }) {
  const router = useRouter();
  return (
    <ConfirmAndRun
      className="space-y-1"
      trigger={W.remove}
      triggerLabel={W.removeLabel(host)}
      consequence={W.consequence(app, host)}
      confirmLabel={W.confirm(host)}
      pendingLabel={W.removing}
      run={() => removeAppNotificationAction({ webhookId })}
      onSuccess={() => router.refresh()}
    />
  );
}
