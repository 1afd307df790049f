"use client";

import { useLinkStatus } from "next/link";
import { CLIENT_TAB_WORDS as W } from "@/lib/ui-words/portal";

/**
 * Inside a tab's link: a spinner from the moment the tab is clicked until its page arrives, so a
 * slow tab still answers the click at once. The words say it to screen readers too.
 */
export function TabPending() {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return (
    <span className="ml-2 inline-flex items-center" data-testid="tab-pending">
      <span
        aria-hidden
        className="h-3 w-3 animate-spin rounded-full border-2 border-brand-600 border-t-transparent motion-reduce:animate-none"
      />
      <span className="sr-only">{W.loading}</span>
    </span>
  );
}
