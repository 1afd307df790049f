// Where the OAuth 2.0 and OpenID Connect endpoints are (app/v2/auth/oauth2/, app/(consent)/auth/
// oauth2/), and the steps of a client's flow the reference's examples walk through.

/** Under AUTH_URL: authorize and logout; under BASE_URL: the rest. */
export const OAUTH_PATHS = {
  authorize: "/auth/oauth2/authorize",
  logout: "/auth/oauth2/logout",
  par: "/v2/auth/oauth2/par",
  token: "/v2/auth/oauth2/token",
  revoke: "/v2/auth/oauth2/revoke",
  introspect: "/v2/auth/oauth2/introspect",
  userinfo: "/v2/auth/oauth2/userinfo",
} as const;

/** What a reader does with an operation, for the examples a client library has for it (oauth-snippets.ts). */
export type OAuthStep =
  | "authorize"
  | "par"
  | "exchange"
  | "refresh"
  | "revoke"
  | "introspect"
  | "userinfo"
  | "logout"
  | "discovery";

/** The steps a browser takes, not a program: their examples build a URL to send the user to. */
export const BROWSER_STEPS: ReadonlySet<OAuthStep> = new Set(["authorize", "logout"]);
