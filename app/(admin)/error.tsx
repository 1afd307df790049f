"use client";

// A failing admin page shows the branded error with "try again" and a way home; the header stays.
import { ErrorView } from "@/components/layout/error-view";

export default function AdminErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorView digest={error.digest} reset={reset} />;
}
