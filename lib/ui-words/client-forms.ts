// Words of the register-client form and the scope editor of the developer portal.
export const CREATE_CLIENT_WORDS = {
  name: "Application name",
  nameHint: "Shown to users on the consent screen.",
  website: "Website (optional)",
  logo: "Logo URL (optional)",
  privacyPolicy: "Privacy policy URL (optional)",
  termsOfService: "Terms of service URL (optional)",
  linksHint: "Linked from the consent screen, so users can read them before they allow access.",
  description: "Description (optional)",
  kind: "Kind of client",
  scopes: "Scopes (choose at least one)",
  registering: "Registering…",
  register: "Register client",
  waitsForReview: "New clients wait for an administrator's review before they can be used.",
  registered: (name: string) =>
    `${name} is registered and waiting for review. An administrator has to approve it before users can authorize it.`,
  clientId: "Client ID",
  copyClientId: "client id",
  publicNoSecret: "Public clients have no secret: your app proves itself with PKCE (S256) at the token endpoint.",
  toSettings: "Go to client settings",
} as const;

export const SCOPE_EDITOR_WORDS = {
  savedWaiting: (waiting: readonly string[]) =>
    `Scopes saved. Waiting for review: ${waiting.join(", ")}. Until an administrator approves, authorization requests may ask only for the approved scopes.`,
  saved: "Scopes saved. Authorization requests may ask for any of these scopes.",
  legend: "Enabled scopes",
  saving: "Saving…",
  save: "Save scopes",
  noChanges: "No changes to save.",
} as const;
