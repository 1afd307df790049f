"use client";

// Revoke one app's access behind a confirmation step. Once revoked the app's card disappears, so
// focus goes to the page's notice saying it is done (not to the top of the page).
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ConfirmAction } from "@/components/shared/confirm-action";
import { revokeAppAccessAction } from "@/lib/actions/apps";
import { AUTHORIZED_APPS_WORDS as W } from "@/lib/ui-words/authorized-apps";

export function RevokeAccessButton({ clientId, name }: { clientId: string; name: string }) {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  return (
    <div className="space-y-2">
      <ConfirmAction
        trigger={W.revoke}
        consequence={W.consequence(name)}
        confirmLabel={W.confirm(name)}
        pendingLabel={W.revoking}
        cancelLabel={W.cancel}
        action={async () => {
          const result = await revokeAppAccessAction({ clientId });
          if (result.ok) router.push("/settings/apps?revoked=1");
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
