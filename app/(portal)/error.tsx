"use client";

// Developer portal errors: shown inside the portal's column, with the way back to the client list.
import { ErrorView } from "@/components/layout/error-view";

export default function PortalErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorView digest={error.digest} reset={reset} />;
}
