"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/shared/button";
import { useAction } from "@/components/shared/use-action";
import { resubmitClientAction } from "@/lib/actions/portal";
import { FormMessage } from "./form-message";
import { PORTAL_WORDS as W } from "@/lib/ui-words/portal";

/** REJECTED -> PENDING: sends the client, as it is now, back to the administrators' queue. */
export function ResubmitButton({ clientId }: { clientId: string }) {
  const router = useRouter();
  const { busy, failure, run } = useAction();

  async function resubmit() {
    const result = await run(() => resubmitClientAction({ clientId }), { stayBusy: true });
    if (!result.ok) return;
    // The page confirms it (this button is gone once the client is pending again).
    router.replace(`/settings/developer/oauth/${encodeURIComponent(clientId)}?resubmitted=1`);
    router.refresh();
  }

  return (
    <div className="space-y-2">
      <Button onClick={resubmit} disabled={busy}>
        {busy ? W.resubmitting : W.resubmit}
      </Button>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
    </div>
  );
}
