"use client";

import { useState, useTransition } from "react";
import { revokeAppAccessAction } from "@/app/settings/apps/actions";

export function RevokeAccessButton({ clientId, name }: { clientId: string; name: string }) {
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  if (!confirming) {
    return (
      <button type="button" onClick={() => setConfirming(true)} className="rounded-md border border-red-300 px-3 py-1.5 text-sm text-red-700 hover:bg-red-50">
        Revoke access
      </button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" role="group" aria-label={`Confirm revoking ${name}`}>
      <span>{name} will be signed out of your account everywhere.</span>
      <button
        type="button"
        disabled={pending}
        onClick={() =>
          startTransition(async () => {
            const result = await revokeAppAccessAction({ clientId });
            if (!result.ok) setMessage(result.message);
          })
        }
        className="rounded-md bg-red-600 px-3 py-1.5 font-medium text-white hover:bg-red-700 disabled:opacity-60"
      >
        {pending ? "Revoking…" : `Yes, revoke ${name}`}
      </button>
      <button type="button" onClick={() => setConfirming(false)} className="rounded-md border border-slate-300 px-3 py-1.5">
        Cancel
      </button>
      {message ? <span role="alert" className="text-red-700">{message}</span> : null}
    </div>
  );
}
