"use client";

// Stop one app's notifications behind a confirmation step; the app keeps its other access.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ConfirmAction } from "@/components/shared/confirm-action";
import { removeAppNotificationAction } from "@/lib/actions/webhooks";
import { APP_NOTIFICATION_WORDS as W } from "@/lib/ui-words/webhooks";

export function RemoveNotificationButton({ webhookId, host, app }: { webhookId: string; host: string; app: string }) {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  return (
    <div className="space-y-1">
      <ConfirmAction
        trigger={W.remove}
        triggerLabel={W.removeLabel(host)}
        consequence={W.consequence(app, host)}
        confirmLabel={W.confirm(host)}
        pendingLabel={W.removing}
        action={async () => {
          const result = await removeAppNotificationAction({ webhookId });
          if (result.ok) router.refresh();
          else setMessage(result.message);
        }}
      />
      {message ? (
        <p role="alert" className="text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}
