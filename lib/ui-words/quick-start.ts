// Words of the developer quick-start on a client's settings page.
export const QUICK_START_WORDS = {
  title: "Quick start",
  intro: "Everything your app needs to talk to this authorization server. Replace the placeholders in angle brackets.",
  endpoints: "Endpoints",
  authorizationEndpoint: "Authorization endpoint",
  tokenEndpoint: "Token endpoint",
  discovery: "Discovery document (RFC 8414)",
  jwks: "Public keys (JWKS) to verify access tokens",
  exchange: "Exchange the code for tokens",
  exchangeHint: (kind: "CONFIDENTIAL" | "PUBLIC") =>
    kind === "PUBLIC"
      ? "A public client sends its PKCE code verifier instead of a secret."
      : "Run this on your server: it sends the client secret.",
  refresh: "Refresh the access token",
  refreshHint: "Refresh tokens rotate: store the new one from every answer and drop the old one.",
  language: "Language",
  languages: { curl: "curl", javascript: "JavaScript", python: "Python" },
  withOpenIdClient: "Exchange the code and refresh with openid-client",
  openIdClientHint:
    "npm install openid-client. Run it on your server; callbackUrl is the URL your redirect URI was called with.",
  withAuthlib: "Exchange the code and refresh with Authlib",
  authlibHint: "pip install Authlib requests. callback_url is the URL your redirect URI was called with.",
  tryUrl: "Try this authorization URL",
  tryUrlHint: "Opens the consent screen in a new tab with your first redirect URI and every scope of this client.",
  tryUnavailable: "Add a redirect URI first: an authorization URL needs one.",
  tryNotApproved:
    "Nobody can use this client until an administrator approves it, so there is nothing to try yet. The consent screen your users will see is previewed below; the try link appears once the client is approved.",
  previewTitle: "What your users will see",
  previewHint: "A preview of the consent screen, with this client's current name, details and scopes.",
  previewNote: "Preview: Allow and Deny work once an administrator approves this client.",
  apiReference: "API reference",
  apiReferenceText: "Read the API reference",
  copyWhat: (what: string) => what.toLowerCase(),
  placeholders: {
    code: "<code>",
    secret: "<client_secret>",
    verifier: "<code_verifier>",
    refreshToken: "<refresh_token>",
  },
} as const;
