import { SHELL_WORDS } from "@/lib/ui-words/shell";

/** First tab stop of every page: jumps past the header to the page's own content (WCAG 2.4.1). */
export function SkipLink({ target = "main" }: { target?: string }) {
  return (
    <a
      href={`#${target}`}
      className="sr-only rounded-md bg-white px-4 py-2 font-medium text-brand-700 shadow focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50"
    >
      {SHELL_WORDS.skipLink}
    </a>
  );
}
