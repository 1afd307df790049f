"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/shared/button";
import { resubmitClientAction } from "@/lib/actions/portal";
import { FormMessage } from "./form-message";
import { PORTAL_WORDS as W } from "@/lib/ui-words/portal";

/** REJECTED -> PENDING: sends the client, as it is now, back to the administrators' queue. */
export function ResubmitButton({ clientId }: { clientId: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function resubmit() {
    setBusy(true);
    setFailure(null);
    const result = await resubmitClientAction({ clientId });
    if (!result.ok) {
      setBusy(false);
      setFailure(result.message);
      return;
    }
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
