import type { ClientStatus } from "@/lib/oauth/ports";
import { BADGE_WORDS as W, describeClientStatus, type StatusTone } from "@/lib/ui-words/client-status";

const TONES: Record<StatusTone, string> = {
  amber: "bg-amber-50 text-amber-800 ring-amber-200",
  green: "bg-green-50 text-green-800 ring-green-200",
  red: "bg-red-50 text-red-800 ring-red-200",
  slate: "bg-slate-100 text-slate-700 ring-slate-300",
};

const badge = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset";

/** Reusable wherever a client's state is shown (portal list, settings page, admin queue). */
export function ClientStatusBadge({ status }: { status: ClientStatus }) {
  const { label, tone } = describeClientStatus(status);
  return (
    <span className={`${badge} ${TONES[tone]}`} data-testid="client-status">
      {label}
    </span>
  );
}

export function LegacyBadge() {
  return (
    <span className={`${badge} bg-purple-50 text-purple-800 ring-purple-200`} title={W.legacyTitle}>
      {W.legacy}
    </span>
  );
}

/** A client with a widening change waiting for an administrator (its approved configuration is live). */
export function ChangePendingBadge() {
  return (
    <span
      className={`${badge} bg-sky-50 text-sky-800 ring-sky-200`}
      data-testid="change-pending"
      title={W.changePendingTitle}
    >
      {W.changePending}
    </span>
  );
}

/** Beside one scope or redirect URI: it is not live yet, or it stays live only until a change is approved. */
export function ReviewMark({ kind }: { kind: "waiting" | "leaving" }) {
  return kind === "waiting" ? (
    <span
      className={`${badge} border border-dashed border-sky-400 bg-sky-50 text-sky-800 ring-0`}
      data-review-mark="waiting"
    >
      {W.waiting}
    </span>
  ) : (
    <span className={`${badge} bg-slate-100 text-slate-600 ring-slate-300`} data-review-mark="leaving">
      {W.leaving}
    </span>
  );
}
