"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/shared/button";
import { useAction } from "@/components/shared/use-action";
import { deleteClientAction } from "@/lib/actions/portal";
import { FormMessage } from "./form-message";
import { PORTAL_WORDS as W } from "@/lib/ui-words/portal";

/** Deleting asks once more and says exactly what will stop working. */
export function DeleteClientSection({ clientId, name }: { clientId: string; name: string }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const { busy, failure, run } = useAction();

  async function remove() {
    const result = await run(() => deleteClientAction({ clientId }), { stayBusy: true });
    if (result.ok) router.push("/settings/developer/oauth?deleted=1");
  }

  if (!confirming) {
    return (
      <Button tone="dangerOutline" onClick={() => setConfirming(true)}>
        {W.deleteClient}
      </Button>
    );
  }
  return (
    <div
      className="space-y-3 rounded-md bg-red-50 p-4"
      role="alertdialog"
      aria-labelledby="delete-client-title"
      aria-describedby="delete-client-text"
    >
      <p id="delete-client-title" className="font-semibold text-red-900">
        {W.deleteTitle(name)}
      </p>
      <p id="delete-client-text" className="text-sm text-red-900">
        {W.deleteConsequence}
      </p>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <div className="flex gap-2">
        <Button tone="danger" disabled={busy} onClick={remove}>
          {busy ? W.deleting : W.confirmDelete}
        </Button>
        <Button tone="secondary" disabled={busy} onClick={() => setConfirming(false)}>
          {W.cancel}
        </Button>
      </div>
    </div>
  );
}
