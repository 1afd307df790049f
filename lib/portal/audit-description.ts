// Words for the client's audit log on the settings page. Unknown event types (e.g. from the
// admin review) still get a readable line.

export type AuditDescription = { title: string; changes: string[] };

const TITLES: Record<string, string> = {
  "client.created": "Client registered",
  "client.scopes_updated": "Scopes changed",
  "client.redirect_uris_updated": "Redirect URIs changed",
  "client.secret_generated": "Secret generated",
  "client.secret_deleted": "Secret deleted",
  "client.deleted": "Client deleted",
  "client.legacy_migrated": "Migrated from legacy to explicit scopes",
};

function list(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

function text(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

export function describeAuditEvent(eventType: string, details: Record<string, unknown>): AuditDescription {
  const title = TITLES[eventType] ?? eventType.replace(/^client\./, "").replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());
  const changes: string[] = [];
  const added = list(details.added);
  const removed = list(details.removed);
  if (added.length > 0) changes.push(`Added: ${added.join(", ")}`);
  if (removed.length > 0) changes.push(`Removed: ${removed.join(", ")}`);
  if (eventType === "client.created") {
    const kind = text(details.kind);
    if (kind) changes.push(`Kind: ${kind.toLowerCase()}`);
    changes.push(`Scopes: ${list(details.scopes).join(", ") || "none"}`);
    changes.push(`Redirect URIs: ${list(details.redirectUris).join(", ")}`);
  }
  if (eventType === "client.legacy_migrated") changes.push(`Scopes: ${list(details.scopes).join(", ")}`);
  const hint = text(details.hint);
  if (hint) changes.push(`Secret ending in …${hint}`);
  const note = text(details.note) ?? text(details.reviewNote);
  if (note) changes.push(`Note: ${note}`);
  return { title, changes };
}

/** Server and browser render the same string (no locale or time zone differences). */
export function formatDateTime(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

export function formatDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
