"use client";

// "Require pushed authorization requests" (RFC 9126 s5): requiring applies at once; on a reviewed
// client, stopping it waits for review like a new scope, and the requirement holds meanwhile.
import { useRouter } from "next/navigation";
import { Button } from "@/components/shared/button";
import { useAction } from "@/components/shared/use-action";
import { setPushedRequirementAction } from "@/lib/actions/portal";
import { CLIENT_PAGE_WORDS as W } from "@/lib/ui-words/portal";
import { FormMessage } from "./form-message";

type Props = { clientId: string; required: boolean; dropWaiting: boolean; canEdit: boolean };

export function PushedRequirementToggle({ clientId, required, dropWaiting, canEdit }: Props) {
  const router = useRouter();
  const { busy, failure, run } = useAction();
  const set = async (next: boolean) => {
    const result = await run(() => setPushedRequirementAction({ clientId, required: next }));
    if (result.ok) router.refresh();
  };
  return (
    <div className="space-y-2" data-testid="pushed-requirement">
      <p className="text-sm text-slate-700">{required ? W.pushedRequestsRequired : W.pushedRequestsOptional}</p>
      {dropWaiting ? <p className="text-sm text-amber-900">{W.pushedRequestsDropWaiting}</p> : null}
      {canEdit && !dropWaiting ? (
        <Button type="button" disabled={busy} onClick={() => void set(!required)}>
          {required ? W.stopRequiringPushedRequests : W.requirePushedRequests}
        </Button>
      ) : null}
      {canEdit && dropWaiting ? (
        <Button type="button" disabled={busy} onClick={() => void set(true)}>
          {W.requirePushedRequests}
        </Button>
      ) : null}
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
    </div>
  );
}
