import { BulletList } from "@/components/ui/bullet-list";
import type { DecisionWords } from "@/lib/ui-words/review-state";

/** An administrator's decision as the owner reads it: who, when, and in their words why. */
export function ReviewDecisionNote({
  words,
  lines = [],
  tone,
  testId,
}: {
  words: DecisionWords;
  lines?: readonly string[];
  tone: "bad" | "good";
  testId: string;
}) {
  const styles =
    tone === "bad" ? "border-red-200 bg-red-50 text-red-900" : "border-green-200 bg-green-50 text-green-900";
  return (
    <div className={`rounded-md border px-3 py-2 text-sm ${styles}`} data-testid={testId}>
      <p className="font-medium">{words.headline}</p>
      {lines.length > 0 ? <BulletList items={lines} className="mt-1 text-xs" /> : null}
      {words.reason ? (
        <p className="mt-1 whitespace-pre-line">
          <span className="font-medium">{words.reasonLabel}:</span> {words.reason}
        </p>
      ) : null}
    </div>
  );
}
