// Words of the developer portal's client page that are not tied to a code: buttons, confirmations.
import type { AuditActorView } from "@/lib/clients/rules/audit-actor";

export const PORTAL_WORDS = {
  deleteClient: "Delete client",
  deleteTitle: (name: string) => `Delete ${name}?`,
  deleteConsequence:
    "Its secrets stop working at once, every user's authorization of it is revoked with all its refresh tokens, and apps using this client id can no longer sign anyone in. For 30 days you can restore it from your client list, with its settings, secrets and keys; the authorizations and tokens stay revoked. The audit log entry is kept.",
  deleting: "Deleting…",
  confirmDelete: "Yes, delete this client",
  cancel: "Cancel",
  resubmit: "Resubmit for review",
  resubmitting: "Resubmitting…",
} as const;

/** The owner's list of OAuth clients. */
export const CLIENT_LIST_WORDS = {
  title: "OAuth clients",
  intro: "Applications you have registered to call the scheduling API on behalf of users.",
  register: "Register a new client",
  deleted:
    "The client was deleted. Its grants and tokens were revoked. You can restore it below for 30 days; the grants and tokens stay revoked.",
  restored:
    "The client is restored with its settings, secrets and keys. People who had allowed it must allow it again.",
  restoreFailed: "That client can no longer be restored.",
  emptyTitle: "You have no OAuth clients yet",
  emptyText:
    "An OAuth client is how your application asks people for access to their scheduling account. You register it here, choose the scopes it needs and where users return after consenting; users then see its name on a consent screen and can allow it. Your app receives tokens that reach only what they allowed. An administrator reviews every new client before it can be used.",
  registerFirst: "Register your first client",
  name: "Name",
  kind: "Kind",
  status: "Status",
  created: "Created",
  activeUsers: "Active users",
  lastToken: "Last token issued",
  noToken: "None yet",
  filter: "Filter by name or client ID",
  shown: (shown: number, total: number) =>
    shown === total ? `${total} ${total === 1 ? "client" : "clients"}` : `${shown} of ${total} clients shown`,
  reviewerNote: (note: string) => `Reviewer's note: ${note}`,
  deletedHeading: "Recently deleted",
  deletedIntro:
    "Deleted clients can be restored for 30 days, with their settings, secrets and keys. Authorizations and tokens they had stay revoked.",
  deletedOn: "Deleted",
  restorableUntil: "restorable until",
  restore: "Restore",
  restoreNamed: (name: string) => `Restore ${name}`,
} as const;

/** The owner's client page: its headings, section descriptions and notices. */
export const CLIENT_PAGE_WORDS = {
  back: "← OAuth clients",
  kindAndCreated: (kind: string, created: string) => `${kind} client · created ${created}`,
  viewingAsAdmin: (owner: string, email: string) =>
    `You are viewing this client as an administrator; only its owner, ${owner} (${email}), can change it.`,
  migrated:
    "Migration complete: the client now uses explicit scopes. Tokens issued before keep working until each user authorizes again.",
  resubmitted: "Resubmitted: the client is pending review again and waits in the administrators' queue.",
  status: "Status",
  waitingForReview: "Waiting for review",
  latestChangeDecision: "Latest change decision",
  clientId: "Client ID",
  clientIdHint: "Not a secret: your app sends it in the authorization URL and to the token endpoint.",
  pendingNextTitle: "What happens next",
  pendingNext: (email: string) => [
    "An administrator checks the client's name, redirect URIs and scopes by hand, then approves or rejects it. There is no fixed time; most of it is spent waiting in the queue.",
    `You will be told as soon as they decide: a mail to ${email}, and a notice here and on your client list, with their reason if they reject it.`,
    "Meanwhile you can get ready: the Quick start tab has the first requests to make, and a preview of the consent screen your users will see.",
  ],
  pendingNextQuickStart: "Open the Quick start",
  pendingNextPreview: "Preview the consent screen",
  copyClientId: "client id",
  migrate: "Migrate to explicit scopes",
  migrateHint:
    "Legacy clients get unrestricted tokens. Move to explicit scopes in three steps, in the order that keeps every user working.",
  ownerOnlyMigrates: "Only the owner can migrate this client.",
  authorizationUrl: "Authorization URL",
  authorizationUrlHint: "Send users here to ask for their consent. Build one for a redirect URI and scopes:",
  scopes: "Scopes",
  scopesHint: "What this client may ask users for. Each authorization request must name a subset of these.",
  legacyScopes: "None: this legacy client's tokens are unrestricted. Choose scopes with the migration wizard.",
  redirectUris: "Redirect URIs",
  redirectUrisHint: "Where users return after consenting. An authorization request must use one of these exactly.",
  // Not "... redirect URIs": the redirect URI section keeps the one name with those words.
  postLogoutRedirectUris: "Post-logout URIs",
  postLogoutRedirectUrisHint:
    "OpenID Connect: where the platform may send users back after your app signs them out (post_logout_redirect_uri, exactly). A new one waits for review like a redirect URI.",
  postLogoutRedirectUrisNone: "None: after signing out, users stay on the platform's signed-out page.",
  pushedRequests: "Pushed authorization requests (PAR)",
  pushedRequestsHint:
    "Your server first posts the authorization request to /v2/auth/oauth2/par and sends the user to the authorization page with only client_id and the request_uri it got back, so the request never travels in the browser's address bar where it could be read or changed. Required: requests that were not pushed are refused.",
  pushedRequestsRequired: "Required: only pushed requests are accepted.",
  pushedRequestsOptional: "Optional: pushed and ordinary requests are both accepted.",
  requirePushedRequests: "Require PAR",
  highSecurity: "High security",
  highSecurityHint:
    "For apps that handle sensitive data: every sign-in is pushed (PAR) with PKCE, tokens are bound to the app's key (DPoP), and only the app's registered key can authenticate it, never a secret. Turning it off after review needs an administrator.",
  highSecurityOn: "On: PAR, PKCE S256, DPoP and private_key_jwt are required; codes live a minute.",
  highSecurityOff: "Off: the settings above apply as chosen.",
  turnHighSecurityOn: "Turn on high security",
  turnHighSecurityOff: "Turn off high security",
  stopRequiringPushedRequests: "Stop requiring PAR",
  pushedRequestsDropWaiting:
    "Stopping the requirement waits for an administrator's review; PAR stays required until then.",
  addPostLogoutRedirectUri: "Add",
  removePostLogoutRedirectUri: "Remove",
  newPostLogoutRedirectUri: "New post-logout URI",
  secrets: "Client secrets",
  secretsHint:
    "Your server sends a secret to the token endpoint. To rotate it, roll it: Roll secret makes a new secret and keeps the old one working for the delay you choose, so you can deploy the new one first. The manual routine is the alternative: generate a second secret, deploy it, check that the old one's Last used no longer moves, then delete it. At most 2 secrets are active at once; tokens already issued keep working either way.",
  auditLog: "Audit log",
  auditLogHint: "Every change to this client: who made it and what changed.",
  delete: "Delete this client",
  deleteHint: "Revokes every user's authorization and all tokens issued to this client.",
} as const;

export const NEW_CLIENT_PAGE_WORDS = {
  title: "Register an OAuth client",
  back: "← OAuth clients",
  intro:
    "Tell users who you are, where they return after consenting, and which scopes your app needs. You can change redirect URIs and scopes later.",
} as const;

export const CLIENT_NOT_FOUND_WORDS = {
  title: "Client not found",
  text: "This OAuth client does not exist, or it belongs to someone else.",
  back: "Back to your OAuth clients",
} as const;

export const AUDIT_LIST_WORDS = {
  none: "No changes recorded yet.",
  label: "Audit log entries",
  by: (actor: AuditActorView): string => {
    switch (actor.kind) {
      case "person":
        return `by ${actor.name} (${actor.email})`;
      case "you":
        return "by you";
      case "administrator":
        return "by an administrator";
      case "user":
        return "by a user";
      case "system":
        return "by the system";
    }
  },
} as const;

export const COPY_WORDS = {
  label: (what: string) => `Copy ${what}`,
  idle: "Copy",
  copied: "Copied",
  failed: "Select and copy",
} as const;

export const CLIENT_TAB_WORDS = {
  nav: "Client settings",
  overview: "Overview",
  "quick-start": "Quick start",
  scopes: "Scopes",
  "redirect-uris": "Redirect URIs",
  secrets: "Secrets",
  details: "Details",
  activity: "Activity",
  webhooks: "Webhooks",
  loading: "Loading…",
} as const;

/** The Details tab; the field labels are DETAIL_FIELD_LABELS (lib/ui-words/client-details.ts). */
export const CLIENT_DETAILS_WORDS = {
  title: "App details",
  hint: "What users see about your app on the consent screen.",
  none: "Not set",
} as const;
