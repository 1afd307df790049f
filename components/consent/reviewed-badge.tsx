import { CONSENT_WORDS as W } from "@/lib/ui-words/authorize";

/** Says the platform reviewed the client; only ever rendered for an approved one. */
export function ReviewedBadge({ platform }: { platform: string }) {
  return (
    <p
      className="mt-1 inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800"
      title={W.reviewedByHint}
      data-testid="reviewed-badge"
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5" fill="currentColor">
        <path
          d="M8 1l1.9 1.4 2.3-.1.7 2.2 1.9 1.4-.8 2.2.8 2.2-1.9 1.4-.7 2.2-2.3-.1L8 15l-1.9-1.4-2.3.1-.7-2.2L1.2 10.1 2 7.9l-.8-2.2 1.9-1.4.7-2.2 2.3.1z"
          opacity=".25"
        />
        <path d="M6.8 10.6L4.6 8.4l1-1 1.2 1.2 3.6-3.6 1 1z" />
      </svg>
      {W.reviewedBy(platform)}
    </p>
  );
}
