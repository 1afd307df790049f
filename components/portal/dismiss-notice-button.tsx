"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/shared/button";
import { useAction } from "@/components/shared/use-action";
import { dismissNoticeAction } from "@/lib/actions/portal";
import { OWNER_NOTICE_WORDS as W } from "@/lib/ui-words/owner-notices";
import { FormMessage } from "./form-message";

/** The owner has read it: the notice goes, from this page and from the client list. */
export function DismissNoticeButton({ noticeId, title }: { noticeId: string; title: string }) {
  const router = useRouter();
  const { busy, failure, run } = useAction();

  async function dismiss() {
    const result = await run(() => dismissNoticeAction({ noticeId }), { stayBusy: true });
    if (result.ok) router.refresh();
  }

  return (
    <div className="shrink-0 space-y-1">
      <Button tone="secondary" size="sm" onClick={dismiss} disabled={busy} aria-label={W.dismissLabel(title)}>
        {W.dismiss}
      </Button>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
    </div>
  );
}
