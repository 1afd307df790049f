"use client";

import { useState } from "react";
import { CopyButton } from "./copy-button";
import { useLeaveGuard } from "./use-leave-guard";
import { SECRET_REVEAL_WORDS as W } from "@/lib/ui-words/authorization-url";

/**
 * A client secret right after it was generated: the only time anyone sees it. Until the owner
 * says it was copied, leaving the page asks first.
 */
export function SecretReveal({ secret }: { secret: string }) {
  const [copied, setCopied] = useState(false);
  useLeaveGuard(!copied, W.leaveQuestion);
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 p-4" role="region" aria-label={W.region}>
      <p className="text-sm font-semibold text-amber-900">{W.copyNow}</p>
      <p className="mt-1 text-xs text-amber-900">{W.fingerprintOnly}</p>
      <div className="mt-3 flex items-center gap-2">
        <code
          className="block min-w-0 flex-1 break-all rounded bg-white px-3 py-2 font-mono text-sm ring-1 ring-amber-200"
          data-testid="new-secret"
        >
          {secret}
        </code>
        <CopyButton value={secret} label={W.copyLabel} />
      </div>
      <div className="mt-3" aria-live="polite">
        {copied ? (
          <p className="text-xs text-amber-900">{W.confirmed}</p>
        ) : (
          <button
            type="button"
            onClick={() => setCopied(true)}
            className="rounded-md border border-amber-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-amber-50"
          >
            {W.confirmCopied}
          </button>
        )}
      </div>
    </div>
  );
}
