import Link from "@/components/ui/link";
import type { ReactNode } from "react";

/**
 * The frame of a page that only says where things stand (not found, an error, signed out, a
 * question): a title, what happened, and ways on. `code` is the small line above the title.
 */
export function StatusPage({
  code,
  title,
  tone = "neutral",
  children,
  actions,
}: {
  code?: string;
  title: string;
  tone?: "neutral" | "error";
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section
      className={`mx-auto max-w-lg rounded-xl border bg-white p-6 shadow-sm sm:p-8 ${tone === "error" ? "border-red-200" : "border-slate-200"}`}
      aria-labelledby="status-title"
    >
      {code && <p className="text-sm font-semibold text-brand-700">{code}</p>}
      <h1
        id="status-title"
        className={`mt-1 text-2xl font-bold ${tone === "error" ? "text-red-700" : "text-slate-900"}`}
      >
        {title}
      </h1>
      <div className="mt-3 space-y-2 text-slate-700">{children}</div>
      <div className="mt-6 flex flex-wrap gap-3">{actions}</div>
    </section>
  );
}

export const primaryAction =
  "inline-flex min-h-10 items-center rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700";
export const secondaryAction =
  "inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-50";

/**
 * The way home from a status page. `fullReload` leaves with a full page load, for the page shown
 * when the app itself failed (its router may be what broke).
 */
export function HomeLink({
  children,
  primary = false,
  fullReload = false,
}: {
  children: ReactNode;
  primary?: boolean;
  fullReload?: boolean;
}) {
  const className = primary ? primaryAction : secondaryAction;
  return fullReload ? (
    // eslint-disable-next-line @next/next/no-html-link-for-pages
    <a href="/" className={className}>
      {children}
    </a>
  ) : (
    <Link href="/" className={className}>
      {children}
    </Link>
  );
}
