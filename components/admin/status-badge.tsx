import type { ReactNode } from "react";

const badge =
  "inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset";

/** The same badge the owner sees on their client pages. */
export { ClientStatusBadge as StatusBadge } from "@/components/portal/client-status-badge";

export function Tag({ children, tone = "slate" }: { children: ReactNode; tone?: "slate" | "blue" | "amber" | "red" }) {
  const tones = {
    slate: "bg-slate-100 text-slate-700 ring-slate-300",
    blue: "bg-brand-50 text-brand-700 ring-brand-100",
    amber: "bg-amber-50 text-amber-900 ring-amber-300",
    red: "bg-red-50 text-red-800 ring-red-300",
  };
  return <span className={`${badge} ${tones[tone]}`}>{children}</span>;
}
