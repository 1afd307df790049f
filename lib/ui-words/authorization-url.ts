// Words of the authorization URL builder and the secret reveal on the client page.
export const URL_BUILDER_WORDS = {
  notApproved: "This client is not approved, so the URL will show users an error until an administrator approves it.",
  redirectUri: "Redirect URI",
  legacyNoScopes:
    "This legacy client has no scopes yet, so the URL carries none. The migration wizard above builds the URL with scopes.",
  scopesLegend: "Scopes to request",
  scopesHint: "Any subset of the client's enabled scopes; users see them on the consent screen.",
  chooseOne: "Choose at least one scope: requests without scope are refused for this client.",
  state: "State",
  stateHint: "A fresh random value per request; check it when the user comes back (CSRF protection).",
  verifier: "PKCE code verifier",
  copyVerifier: "code verifier",
  verifierHint:
    "Your app keeps this secret and sends it as code_verifier to the token endpoint; the URL carries its S256 challenge.",
  renew: (withPkce: boolean) => (withPkce ? "New state and code verifier" : "New state"),
  output: "Authorization URL",
} as const;

export const SECRET_REVEAL_WORDS = {
  region: "New client secret",
  copyNow: "Copy this secret now. It will not be shown again.",
  fingerprintOnly: "We store only a fingerprint of it. If you lose it, generate a new secret and delete this one.",
  copyLabel: "client secret",
  confirmCopied: "I have copied the secret",
  confirmed: "Noted. You can leave this page.",
  leaveQuestion: "The new client secret will not be shown again. Leave without copying it?",
} as const;

export const SCOPE_PICKER_WORDS = {
  legend: "Scopes",
  selected: (count: number) => `${count} selected`,
  selectRead: "Select all READ scopes",
  clear: "Clear selection",
  search: "Find a scope",
  searchHint: "Type part of a name or what it grants, e.g. booking or team.",
  selectedOnly: "Selected only",
  noMatch: "No scope matches.",
  groupSummary: (title: string, selected: number, total: number) =>
    `${title} scopes (${selected} of ${total} selected)`,
  groups: {
    personal: {
      title: "Personal",
      text: "The authorizing user's own event types, bookings, schedules, profile and more.",
    },
    team: { title: "Team", text: "Resources of the user's teams (paths under /v2/teams/:teamId/...)." },
    organization: {
      title: "Organization",
      text: "Organization-wide resources. An ORG_ scope also grants the TEAM_ scope of the same name.",
    },
  },
} as const;
