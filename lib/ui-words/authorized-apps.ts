// Words of the "Authorized apps" page and its revoke button.
import { describeScope, isScope } from "@/lib/oauth/scope-catalogue";
import { consentResourceWords } from "./authorize";

const times = (n: number) => (n === 1 ? "once" : n === 2 ? "twice" : `${n} times`);

/** "your bookings", "your teams' bookings": whose data a scope's calls touched. */
export function usageResourceWords(scope: string): string {
  if (!isScope(scope)) return "your account";
  const { resource, kind } = describeScope(scope);
  if (resource === "Identity") return "who you are";
  const what = consentResourceWords(resource, kind);
  return kind === "team"
    ? `your teams' ${what}`
    : kind === "organization"
      ? `your organizations' ${what}`
      : `your ${what}`;
}

/** "Read your bookings 14 times, last 2 hours ago" (and the changes, when there were any). */
export function usageSentence(usage: { scope: string; reads: number; changes: number }, lastAgo: string): string {
  const what = usageResourceWords(usage.scope);
  const parts = [
    usage.reads > 0 ? `Read ${what} ${times(usage.reads)}` : null,
    usage.changes > 0
      ? usage.reads > 0
        ? `made ${usage.changes} change${usage.changes === 1 ? "" : "s"}`
        : `Changed ${what} ${times(usage.changes)}`
      : null,
  ].filter((p) => p !== null);
  return `${parts.join(" and ")}, last ${lastAgo}`;
}

export const AUTHORIZED_APPS_WORDS = {
  title: "Authorized apps",
  intro: "Applications you allowed to use your account. Revoking stops their access at once, on every device.",
  none: "No application has access to your account. When you click Allow on an application's request, it appears here.",
  from: (owner: string) => `From ${owner}`,
  granted: "Access granted",
  lastUsed: "Last used",
  usageHeading: "What it did in the last 30 days",
  noUsage: "It has not read or changed anything in your account in the last 30 days.",
  neverUsed: "Not used yet",
  sessions: (count: number) => `${count} devices or sessions`,
  fullAccess: "Full access to your account (an older app without permissions).",
  can: "Can:",
  revoke: "Revoke access",
  consequence: (name: string) =>
    `${name} will lose access to your account at once, on every device. To use it again you will have to allow it again.`,
  revoking: "Revoking…",
  confirm: (name: string) => `Yes, revoke ${name}`,
  cancel: "Cancel",
  noLongerHasAccess: "This application no longer has access.",
  revoked: "Access revoked. The application can no longer use your account.",
} as const;
