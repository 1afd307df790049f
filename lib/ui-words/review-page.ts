// Words of the review page's change comparison, past changes and audit log table.
/** The app details a pending change would set, in the admin's comparison. */
export const DETAILS_CHANGE_WORDS = {
  title: "App details (what the consent screen shows)",
  before: "Live now",
  after: "After approval",
  notSet: "Not set",
} as const;

export const CHANGE_WORDS = {
  added: "Added: ",
  removed: "Removed: ",
  scopes: "Scopes",
  redirectUris: "Redirect URIs",
  postLogoutRedirectUris: "Post-logout redirect URIs",
  dropsPushedRequirement:
    "Stops requiring pushed authorization requests (PAR): the app's sign-in links may carry the whole request in the browser again.",
  beforeAndAfter: "Before and after",
  setting: "Setting",
  scrollLabel: "Before and after table",
  before: "Before (live now)",
  after: "After approval",
  noScopes: "None (legacy: unrestricted)",
  outcomes: {
    APPROVED: "Approved",
    REJECTED: "Rejected",
    SUPERSEDED: "Replaced by a newer request",
    PENDING: "Pending",
  },
  submitted: (when: string) => `Submitted ${when}`,
  decided: (when: string, by: string | null) => ` · decided ${when}${by ? ` by ${by}` : ""}`,
  addedList: (items: readonly string[]) => `Added: ${items.join(", ")}`,
  detailsList: "App details",
  dpopSetting: (setting: string) => `Token binding: ${setting}`,
  removedList: (items: readonly string[]) => `Removed: ${items.join(", ")}`,
  reason: (note: string) => `Reason: ${note}`,
} as const;

export const AUDIT_TABLE_WORDS = {
  none: "No events recorded yet.",
  label: "Audit log",
  scrollLabel: "Audit log table",
  when: "When",
  who: "Who",
  what: "What",
  system: "System or deleted user",
} as const;

/** The administrators' page for one client. */
export const REVIEW_CLIENT_WORDS = {
  clientId: "Client id",
  kind: "Kind",
  kinds: { CONFIDENTIAL: "Confidential (client secret)", PUBLIC: "Public (PKCE)" },
  owner: "Owner",
  submitted: "Submitted",
  registered: "Registered",
  activeGrants: "Active grants",
  securityProfile: "Security profile",
  profiles: { high: "High security (PAR, PKCE, DPoP, keys only)", standard: "Standard" },
  profileReady: "Ready for high security.",
  profileLacks: "To run high security it lacks:",
  profileGaps: {
    confidential_client: "a confidential client (public clients cannot hold keys)",
    registered_keys: "a registered public key or a jwks_uri",
    no_secrets: "no secrets (under high security they never authenticate it; delete them)",
  },
  website: "Website",
  privacyPolicy: "Privacy policy",
  termsOfService: "Terms of service",
  lastDecision: "Last decision",
  lastDecisionText: (when: string, by: string | null, note: string | null) =>
    `${when}${by ? ` by ${by}` : ""}${note ? `: “${note}”` : ""}`,
  back: "← Review queue",
  changePending: "Change pending",
  legacy: "Legacy: unrestricted tokens",
  client: "Client",
  requestedScopes: "Requested scopes",
  scopes: "Scopes",
  legacyScopes: "None: a legacy client, whose tokens reach everything the user can until it migrates (spec 3.2).",
  redirectUris: "Redirect URIs",
  decision: "Decision",
  pendingChange: "Pending change",
  pendingSubmitted: (when: string, by: string | null) =>
    `Submitted ${when}${by ? ` by ${by}` : ""}. The live configuration stays in force until this is approved.`,
  earlierChanges: "Earlier change requests",
  auditLog: "Audit log",
} as const;

/** The administrators' review queue page. */
export const REVIEW_QUEUE_PAGE_WORDS = {
  title: "Client review",
  heading: "OAuth client review",
  intro:
    "New clients cannot be used until approved. Changes that widen an approved client wait here while its approved configuration stays in force.",
  noMatch: (label: string, search: string) => `Nothing in “${label}” matches “${search}”.`,
  nothingWaiting: "Nothing is waiting for review.",
  noClients: (label: string) => `No clients in “${label}”.`,
  pagination: "Pages of the review queue",
  previous: "Previous page",
  next: "Next page",
  pageOf: (page: number) => `Page ${page}`,
} as const;

/** The admin's preview of the consent screen users will see for a client. */
export const CONSENT_PREVIEW_WORDS = {
  heading: "What users will see",
  intro: "The consent screen for this client, as users see it when it asks for every scope it has.",
  headingIfApproved: "What users will see if you approve",
  introIfApproved:
    "The consent screen with this change applied: the proposed name and logo, and the scopes and redirect URIs the client would have.",
  sentTo: "After Allow or Deny, users are sent to",
  noRedirects: "No redirect URIs registered.",
} as const;

/** The sections of the review page: the client decision and the pending change are apart. */
export const REVIEW_TABS_WORDS = {
  label: "Review sections",
  client: "Client decision",
  change: "Pending change",
} as const;
