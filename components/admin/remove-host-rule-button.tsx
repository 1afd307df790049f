"use client";

// Removes one trusted-host rule at once (the decision history records who did).
import { useRouter } from "next/navigation";
import { useAction } from "@/components/shared/use-action";
import { removeHostRuleAction } from "@/lib/actions/host-rules";
import { METADATA_HOST_WORDS as W } from "@/lib/ui-words/metadata-hosts";

export function RemoveHostRuleButton({ id, pattern }: { id: string; pattern: string }) {
  const router = useRouter();
  const { busy, failure, run } = useAction();
  return (
    <>
      <button
        type="button"
        disabled={busy}
        className="min-h-9 rounded-md border border-red-300 px-2 text-sm text-red-700"
        aria-label={W.removeLabel(pattern)}
        onClick={async () => {
          const result = await run(() => removeHostRuleAction({ id }));
          if (result.ok) router.refresh();
        }}
      >
        {W.remove}
      </button>
      {failure ? (
        <p className="text-sm text-red-700" role="alert">
          {failure}
        </p>
      ) : null}
    </>
  );
}
