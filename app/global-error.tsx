"use client";

// Replaces the root layout when the layout itself fails, so it brings its own <html> and styles.
import { primaryAction, secondaryAction, StatusPage } from "@/components/layout/status-page";
import { ERROR_PAGE_WORDS as W, PLATFORM_NAME, SHELL_WORDS } from "@/lib/ui-words/shell";
import "./globals.css";

export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <head>
        <title>{`${W.title} · ${PLATFORM_NAME}`}</title>
      </head>
      <body className="min-h-screen">
        <main id="main" className="mx-auto max-w-5xl px-4 py-8">
          <StatusPage
            code="Error"
            title={W.title}
            actions={
              <>
                <button type="button" onClick={reset} className={primaryAction}>
                  {W.tryAgain}
                </button>
                {/* A full page load: the app's router may be what failed. */}
                {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
                <a href="/" className={secondaryAction}>
                  {SHELL_WORDS.home}
                </a>
              </>
            }
          >
            <p>{W.body}</p>
            {error.digest ? (
              <p className="text-sm text-slate-600">
                {W.reference} <code>{error.digest}</code>
              </p>
            ) : null}
          </StatusPage>
        </main>
      </body>
    </html>
  );
}
