import type { HTMLAttributes, ReactNode, Ref } from "react";

export type NoticeTone = "success" | "warning" | "error";

const TONES: Record<NoticeTone, string> = {
  success: "bg-green-50 text-green-800",
  warning: "bg-amber-50 text-amber-900",
  error: "bg-red-50 text-red-800",
};

/**
 * A tinted line saying how something went. Good news is announced politely (status); a warning or
 * a failure at once (alert), because the person has to act on it.
 */
export function Notice({
  tone,
  className = "",
  children,
  ref,
  ...rest
}: Omit<HTMLAttributes<HTMLParagraphElement>, "role"> & {
  tone: NoticeTone;
  children: ReactNode;
  ref?: Ref<HTMLParagraphElement>;
}) {
  return (
    <p
      ref={ref}
      role={tone === "success" ? "status" : "alert"}
      className={`${className} rounded-md px-3 py-2 text-sm ${TONES[tone]}`.trim()}
      {...rest}
    >
      {children}
    </p>
  );
}

/** What came of the form a page just handled (read back from its address): nothing, good or not. */
export function OutcomeNotice({ text, good, className }: { text: string | null; good: boolean; className?: string }) {
  return text ? (
    <Notice tone={good ? "success" : "warning"} className={className}>
      {text}
    </Notice>
  ) : null;
}

/** The outcome code a form's redirect put in the address, if the page has words for it. */
export function readOutcome<K extends string>(outcomes: Readonly<Record<K, unknown>>, value: unknown): K | null {
  return typeof value === "string" && Object.hasOwn(outcomes, value) ? (value as K) : null;
}
