"use client";

// Replaces the root layout when the layout itself fails, so it brings its own <html> and styles.
import { ErrorView } from "@/components/layout/error-view";
import { ERROR_PAGE_WORDS as W, PLATFORM_NAME } from "@/lib/ui-words/shell";
import "./globals.css";

export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <head>
        <title>{`${W.title} · ${PLATFORM_NAME}`}</title>
      </head>
      <body className="min-h-screen">
        <main id="main" className="mx-auto max-w-5xl px-4 py-8">
          <ErrorView digest={error.digest} reset={reset} fullReload />
        </main>
      </body>
    </html>
  );
}
