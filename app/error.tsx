"use client";

// Shown in place of a page that threw; the header stays, so the navigation does too.
import { ErrorView } from "@/components/layout/error-view";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorView digest={error.digest} reset={reset} />;
}
