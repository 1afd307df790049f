"use client";

// What a page that threw shows instead: what happened, "try again" and a way home.
import { ERROR_PAGE_WORDS as W, SHELL_WORDS } from "@/lib/ui-words/shell";
import { HomeLink, primaryAction, StatusPage } from "./status-page";

export function ErrorView({
  digest,
  reset,
  fullReload = false,
}: {
  digest?: string;
  reset: () => void;
  /** Go home with a full page load: the app's router may be what failed. */
  fullReload?: boolean;
}) {
  return (
    <StatusPage
      code="Error"
      title={W.title}
      actions={
        <>
          <button type="button" onClick={reset} className={primaryAction}>
            {W.tryAgain}
          </button>
          <HomeLink fullReload={fullReload}>{SHELL_WORDS.home}</HomeLink>
        </>
      }
    >
      <p>{W.body}</p>
      {digest ? (
        <p className="text-sm text-slate-600">
          {W.reference} <code>{digest}</code>
        </p>
      ) : null}
    </StatusPage>
  );
}
