// Words for a client's audit log, on the owner's settings page and the admin review page alike:
// the owner's own changes and the administrators' decisions, with the reviewer's reason.
// Unknown event types still get a readable line.
import { DETAIL_FIELDS, type DetailField } from "@/lib/clients/rules/client-details";
import { formatDateTime } from "@/lib/format-time";
import { detailFieldsLine } from "./client-details";
import { dpopSettingName } from "./dpop-setting";

export type AuditDescription = { title: string; changes: string[] };

const TITLES: Record<string, string> = {
  "client.created": "Client registered",
  "client.scopes_updated": "Scopes changed",
  "client.redirect_uris_updated": "Redirect URIs changed",
  "client.post_logout_redirect_uris_updated": "Post-logout redirect URIs changed",
  "client.details_updated": "App details changed",
  "client.dpop_setting_updated": "Token binding (DPoP) changed",
  "client.secret_generated": "Secret generated",
  "client.secret_deleted": "Secret deleted",
  "client.secret_rolled": "Secret rolled",
  "client.key_added": "Key added (private_key_jwt)",
  "client.key_deleted": "Key deleted",
  "client.jwks_uri_changed": "Key URL (jwks_uri) changed",
  "client.deleted": "Client deleted",
  "client.legacy_migrated": "Migrated from legacy to explicit scopes",
  "client.approved": "Approved by an administrator",
  "client.approved_by_host_rule": "Approved on first sight by a trusted-host rule",
  "client.rejected": "Rejected by an administrator",
  "client.suspended": "Suspended by an administrator",
  "client.reinstated": "Reinstated by an administrator",
  "client.resubmitted": "Resubmitted for review",
  "client.change_requested": "Change sent for review",
  "client.change_approved": "Change approved and applied",
  "client.change_rejected": "Change rejected and discarded",
  "client.change_withdrawn": "Change withdrawn before review",
  "grant.revoked_by_user": "A user revoked this app's access",
};

/** An event without a title of its own still reads as a sentence: "grant.revoked_by_user" -> "Grant revoked by user". */
function readable(eventType: string): string {
  const words = eventType
    .replace(/^client\./, "")
    .replace(/[._]+/g, " ")
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Per event: how its `added` and `removed` lists read (a requested change has not happened yet). */
const LIST_WORDS: Record<string, { added: string; removed: string }> = {
  "client.change_requested": { added: "To add", removed: "To remove" },
  "client.change_rejected": { added: "Not added", removed: "Not removed" },
};

/** Per event: how its changed app details read (the fields only; values stay in the stored event). */
const DETAIL_WORDS: Record<string, string> = {
  "client.details_updated": "App details changed",
  "client.change_requested": "App details to change",
  "client.change_approved": "App details changed",
  "client.change_rejected": "App details not changed",
};

function detailFields(value: unknown): DetailField[] {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return [];
  return DETAIL_FIELDS.filter((field) => field in value);
}

/** Decisions an administrator must explain; on the others the reviewer's words are an optional note. */
const REASON_REQUIRED = new Set(["client.rejected", "client.suspended", "client.change_rejected"]);
const DECISIONS = new Set([...REASON_REQUIRED, "client.approved", "client.reinstated", "client.change_approved"]);

function list(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/** The token binding an event set or proposed: "after" of a direct change, the change request's otherwise. */
function dpopLine(eventType: string, details: Record<string, unknown>): string | null {
  const value = eventType === "client.dpop_setting_updated" ? details.after : details.dpopBoundAccessTokens;
  if (typeof value !== "boolean") return null;
  const lead = eventType === "client.change_rejected" ? "Token binding not changed to" : "Token binding";
  return `${lead}: ${dpopSettingName(value)}`;
}

export function describeAuditEvent(eventType: string, details: Record<string, unknown>): AuditDescription {
  const title = TITLES[eventType] ?? readable(eventType);
  const changes: string[] = [];
  const words = LIST_WORDS[eventType] ?? { added: "Added", removed: "Removed" };
  const added = list(details.added);
  const removed = list(details.removed);
  if (added.length > 0) changes.push(`${words.added}: ${added.join(", ")}`);
  if (removed.length > 0) changes.push(`${words.removed}: ${removed.join(", ")}`);
  const detailWords = DETAIL_WORDS[eventType];
  const fields = detailFields(eventType === "client.details_updated" ? details.after : details.details);
  if (detailWords && fields.length > 0) changes.push(detailFieldsLine(detailWords, fields));
  if (eventType === "client.created") {
    const kind = text(details.kind);
    if (kind) changes.push(`Kind: ${kind.toLowerCase()}`);
    changes.push(`Scopes: ${list(details.scopes).join(", ") || "none"}`);
    changes.push(`Redirect URIs: ${list(details.redirectUris).join(", ")}`);
  }
  const dpop = dpopLine(eventType, details);
  if (dpop) changes.push(dpop);
  if (eventType === "client.legacy_migrated") changes.push(`Scopes: ${list(details.scopes).join(", ")}`);
  if (eventType === "client.change_requested") {
    if (text(details.supersededChangeId)) changes.push("Replaces the change that was waiting before");
    changes.push("The approved configuration stays in force until an administrator decides");
  }
  const from = text(details.from);
  const to = text(details.to);
  if (DECISIONS.has(eventType) && from && to) changes.push(`Status: ${from.toLowerCase()} → ${to.toLowerCase()}`);
  if (eventType === "grant.revoked_by_user" && typeof details.grants === "number") {
    changes.push(
      `${details.grants} ${details.grants === 1 ? "authorization" : "authorizations"} ended, with their refresh tokens`,
    );
  }
  if (typeof details.revokedGrants === "number" && details.revokedGrants > 0) {
    changes.push(
      `Every user's access was revoked (${details.revokedGrants} ${details.revokedGrants === 1 ? "authorization" : "authorizations"})`,
    );
  }
  if (text(details.discardedChangeId)) changes.push("The change that was waiting for review was discarded");
  const hint = text(details.hint);
  if (hint) changes.push(`${eventType === "client.secret_rolled" ? "New secret" : "Secret"} ending in …${hint}`);
  const oldHint = text(details.oldHint);
  const oldExpiresAt = text(details.oldExpiresAt);
  if (oldHint && oldExpiresAt && !Number.isNaN(Date.parse(oldExpiresAt)))
    changes.push(`Old secret ending in …${oldHint} expires ${formatDateTime(new Date(oldExpiresAt))}`);
  if (eventType === "client.key_added" && Array.isArray(details.keys)) {
    const kids = details.keys.map((key) => text((key as Record<string, unknown> | null)?.kid)).filter(Boolean);
    if (kids.length > 0) changes.push(`Key ${kids.join(", ")}`);
  }
  if (eventType === "client.key_deleted" && text(details.kid)) changes.push(`Key ${text(details.kid)}`);
  if (eventType === "client.jwks_uri_changed") changes.push(to ? `Now ${to}` : `No longer ${from ?? "set"}`);
  const reason = DECISIONS.has(eventType) ? text(details.reason) : null;
  if (reason) changes.push(`${REASON_REQUIRED.has(eventType) ? "Reason" : "Reviewer's note"}: ${reason}`);
  const note = text(details.note) ?? text(details.reviewNote);
  if (note) changes.push(`Note: ${note}`);
  return { title, changes };
}
