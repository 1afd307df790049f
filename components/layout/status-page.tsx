import type { ReactNode } from "react";

/** The frame of the not-found and error pages: a title, what happened, and ways on. */
export function StatusPage({
  code,
  title,
  children,
  actions,
}: {
  code: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section
      className="mx-auto max-w-lg rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      aria-labelledby="status-title"
    >
      <p className="text-sm font-semibold text-brand-700">{code}</p>
      <h1 id="status-title" className="mt-1 text-2xl font-bold text-slate-900">
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
