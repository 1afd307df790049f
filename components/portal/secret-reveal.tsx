import { CopyButton } from "./copy-button";

/** A client secret right after it was generated: the only time anyone sees it. */
export function SecretReveal({ secret }: { secret: string }) {
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 p-4" role="region" aria-label="New client secret">
      <p className="text-sm font-semibold text-amber-900">Copy this secret now. It will not be shown again.</p>
      <p className="mt-1 text-xs text-amber-900">
        We store only a fingerprint of it. If you lose it, generate a new secret and delete this one.
      </p>
      <div className="mt-3 flex items-center gap-2">
        <code className="block flex-1 overflow-x-auto rounded bg-white px-3 py-2 font-mono text-sm ring-1 ring-amber-200" data-testid="new-secret">
          {secret}
        </code>
        <CopyButton value={secret} label="client secret" />
      </div>
    </div>
  );
}
