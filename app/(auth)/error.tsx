"use client";

// Sign-in and sign-up errors: shown in the auth pages' narrow column.
import { ErrorView } from "@/components/layout/error-view";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorView digest={error.digest} reset={reset} />;
}
