"use client";

// Revoke one app's access behind a confirmation step. Once revoked the app's card disappears, so
// focus goes to the page's notice saying it is done (not to the top of the page).
import { useRouter } from "next/navigation";
import { ConfirmAndRun } from "@/components/shared/confirm-and-run";
import { revokeAppAccessAction } from "@/lib/actions/apps";
import { AUTHORIZED_APPS_WORDS as W } from "@/lib/ui-words/authorized-apps";

export function RevokeAccessButton({ clientId, name }: { clientId: string; name: string }) {
  const router = useRouter();
  return (
    <ConfirmAndRun
      className="space-y-2"
      trigger={W.revoke}
      consequence={W.consequence(name)}
      confirmLabel={W.confirm(name)}
      pendingLabel={W.revoking}
      cancelLabel={W.cancel}
      run={() => revokeAppAccessAction({ clientId })}
      onSuccess={() => router.push("/settings/apps?revoked=1")}
    />
  );
}
