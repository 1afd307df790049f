// One readable line (and details) per audit event on the admin review page. Events from the
// portal and from review share the log; unknown types still read sensibly.
export type AuditSummary = { title: string; lines: string[] };

const TITLES: Record<string, string> = {
  "client.created": "Client registered",
  "client.approved": "Client approved",
  "client.rejected": "Client rejected",
  "client.suspended": "Client suspended",
  "client.reinstated": "Client reinstated",
  "client.resubmitted": "Resubmitted for review",
  "client.change_requested": "Change submitted for review",
  "client.change_withdrawn": "Pending change withdrawn",
  "client.change_approved": "Change approved",
  "client.change_rejected": "Change rejected",
  "client.scopes_updated": "Scopes changed",
  "client.redirect_uris_updated": "Redirect URIs changed",
  "client.legacy_migrated": "Migrated from legacy to explicit scopes",
  "client.secret_generated": "Secret generated",
  "client.secret_deleted": "Secret deleted",
};

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);
const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null);

export function summarizeAuditEvent(eventType: string, details: Record<string, unknown>): AuditSummary {
  const title = TITLES[eventType] ?? eventType.replace(/^client\./, "").replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());
  const lines: string[] = [];
  const added = strings(details.added);
  const removed = strings(details.removed);
  if (added.length > 0) lines.push(`Added: ${added.join(", ")}`);
  if (removed.length > 0) lines.push(`Removed: ${removed.join(", ")}`);
  const from = text(details.from);
  const to = text(details.to);
  if (from && to) lines.push(`Status: ${from.toLowerCase()} → ${to.toLowerCase()}`);
  if (typeof details.revokedGrants === "number" && details.revokedGrants > 0) lines.push(`Grants revoked: ${details.revokedGrants}`);
  if (text(details.discardedChangeId)) lines.push("Its pending change was discarded");
  const reason = text(details.reason) ?? text(details.note) ?? text(details.reviewNote);
  if (reason) lines.push(`Reason: ${reason}`);
  return { title, lines };
}
