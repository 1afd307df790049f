// Words of the API reference page (/docs/api).
export const API_REFERENCE_WORDS = {
  pageTitle: "API reference",
  heading: (title: string) => `${title} reference`,
  back: "Home",
  intro:
    "Start with the oauth area: send the user to authorize, exchange the code at the token endpoint, then call the API with Authorization: Bearer <access token>. Each operation needs the scope shown (a TEAM_ scope is also satisfied by its ORG_ twin); team and organization paths also need membership, and writes the ADMIN or OWNER role. List operations page with the take (1-100 items) and cursor parameters.",
  howToGetToken: "How to get a token",
  machineReadable: "The machine-readable document is at",
  areas: "Areas",
  search: "Search operations",
  searchHint: "Path, method, scope or words; every word must match.",
  /** Filled in by the page's script as the visitor types: {shown} and {total}. */
  searchCount: "{shown} of {total} operations match.",
  publicOperation: "Public: no token needed.",
  clientAuthentication:
    "Client authentication: HTTP Basic, or client_secret_post or private_key_jwt in the body; a public client sends only its client_id.",
  browserOperation: "A browser redirect: send the user's browser here, not a program; no token needed.",
  scope: "Scope:",
  or: " or ",
  field: "Field",
  where: "In",
  type: "Type",
  required: "Required",
  yes: "yes",
  no: "no",
  example: "Example request and responses",
  language: "Language",
  languages: { curl: "curl", javascript: "JavaScript", python: "Python" },
  requestIn: (language: string) => `Request (${language})`,
  success: (status: number) => `Success: ${status}`,
  noBody: "(no body)",
  error: (status: number) => `Error: ${status}`,
  token: {
    steps: [
      "Register an application in the developer portal (sign in first); an administrator reviews it before anyone can use it. The examples on this page use the seeded demo client: put your own client's id, secret and redirect URI in their place.",
      "Send the user's browser to the authorization endpoint with your client_id, a registered redirect_uri, the scopes you need and a state (public clients add a PKCE code_challenge):",
      "After the user allows access, your redirect URI receives a code (valid for 10 minutes, once). Exchange it at the token endpoint:",
      "Send the access token as Authorization: Bearer on every call; refresh it with grant_type=refresh_token before it expires (30 minutes).",
    ],
    portal: "Open the developer portal",
    metadata: "Every endpoint is listed in the authorization server's metadata:",
  },
} as const;
