import { CopyButton } from "./copy-button";
import { SECRET_REVEAL_WORDS as W } from "@/lib/ui-words/authorization-url";

/** A client secret right after it was generated: the only time anyone sees it. */
export function SecretReveal({ secret }: { secret: string }) {
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
    </div>
  );
}
