"use client";

// The high-security profile (PAR, PKCE S256, DPoP, private_key_jwt only, short codes): turning it
// on applies at once; turning it off on a reviewed client is refused with the reason.
import { useRouter } from "next/navigation";
import { Button } from "@/components/shared/button";
import { useAction } from "@/components/shared/use-action";
import { setHighSecurityAction } from "@/lib/actions/portal";
import { CLIENT_PAGE_WORDS as W } from "@/lib/ui-words/portal";
import { FormMessage } from "./form-message";

type Props = { clientId: string; on: boolean; canEdit: boolean };

export function HighSecurityToggle({ clientId, on, canEdit }: Props) {
  const router = useRouter();
  const { busy, failure, run } = useAction();
  const set = async (next: boolean) => {
    const result = await run(() => setHighSecurityAction({ clientId, on: next }));
    if (result.ok) router.refresh();
  };
  return (
    <div className="space-y-2" data-testid="high-security">
      <p className="text-sm text-slate-700">{on ? W.highSecurityOn : W.highSecurityOff}</p>
      {canEdit ? (
        <Button type="button" disabled={busy} onClick={() => void set(!on)}>
          {on ? W.turnHighSecurityOff : W.turnHighSecurityOn}
        </Button>
      ) : null}
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
    </div>
  );
}
