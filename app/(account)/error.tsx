"use client";

// Errors on the user's own pages: shown inside the page column, with a retry and the way home.
import { ErrorView } from "@/components/layout/error-view";

export default function AccountErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorView digest={error.digest} reset={reset} />;
}
