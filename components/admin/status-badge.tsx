import type { ReactNode } from "react";
import type { ClientStatus } from "@/lib/oauth/ports";
import { STATUS_LABELS } from "@/lib/review/wording";

const TONES: Record<ClientStatus, string> = {
  PENDING: "bg-amber-100 text-amber-900 ring-amber-300",
  APPROVED: "bg-green-100 text-green-900 ring-green-300",
  REJECTED: "bg-red-100 text-red-900 ring-red-300",
  SUSPENDED: "bg-slate-200 text-slate-800 ring-slate-400",
};

const badge = "inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset";

export function StatusBadge({ status }: { status: ClientStatus }) {
  return (
    <span className={`${badge} ${TONES[status]}`} data-testid="client-status">
      {STATUS_LABELS[status]}
    </span>
  );
}

export function Tag({ children, tone = "slate" }: { children: ReactNode; tone?: "slate" | "blue" | "amber" | "red" }) {
  const tones = {
    slate: "bg-slate-100 text-slate-700 ring-slate-300",
    blue: "bg-brand-50 text-brand-700 ring-brand-100",
    amber: "bg-amber-50 text-amber-900 ring-amber-300",
    red: "bg-red-50 text-red-800 ring-red-300",
  };
  return <span className={`${badge} ${tones[tone]}`}>{children}</span>;
}
