// Words of the agent surface: /llms.txt and the agent quickstart page (/docs/agent-quickstart).
// Addresses are filled in by the builders (lib/server/agent-surface) from the configuration.
export const AGENT_SURFACE_WORDS = {
  title: "Scheduling API v2",
  summary:
    "A JSON API over HTTPS for a scheduling platform: a person's profile, event types, availability schedules, free slots, bookings (create, confirm, cancel, reschedule), teams and organizations, and signed webhooks. Every call is authorized by OAuth 2.0 (authorization code with PKCE S256); tokens are JWTs bound to the API's resource identifier.",
  facts: [
    'Every success is {"status":"success","data":...}; every error is {"status":"error","error":{"code","message"}}. OAuth endpoints answer RFC 6749 errors instead.',
    "Each operation needs one scope (listed per operation in the OpenAPI document). An ORG_ scope also covers its TEAM_ twin.",
    'For one task, ask for less than a scope: authorization_details (RFC 9396) of type "scheduling" (e.g. book one meeting of one event type in a time window, max_uses 1); the OpenAPI document names the action each operation needs as x-authorization-details-action.',
    "Access tokens live 30 minutes; refresh tokens rotate: keep the new refresh_token of every refresh and drop the old one.",
    "Every /v2 answer carries API-Version. An operation or field being retired answers Deprecation, Sunset (at least 180 days ahead) and a Link to its change note; nothing is removed from /v2 without them.",
    "Rate limits: RateLimit-Policy and RateLimit (IETF httpapi draft) say the quota and what is left; every 429 carries Retry-After, which wins over anything else.",
  ],
  authorizeHeading: "How to authorize",
  referenceHeading: "Reference",
  optionalHeading: "Optional",
  links: {
    quickstart: "Agent quickstart: from the API's URL to a first /v2/me call, step by step",
    openapi: "OpenAPI 3.1 document: every operation, its scope, its input and output",
    reference: "API reference (HTML): the same, with a curl example per operation",
    catalog: "API catalog (RFC 9727 linkset)",
    resourceMetadata: "Protected resource metadata (RFC 9728): the resource identifier and the authorization server",
    serverMetadata: "Authorization server metadata (RFC 8414): endpoints, scopes, PKCE methods",
    versioning: "How versions, deprecations and sunsets are announced",
  },
  quickstart: {
    pageTitle: "Agent quickstart",
    back: "API reference",
    intro:
      "These steps take a program that knows only the API's URL to its first authorized call. Every address below is the real one of this deployment. A person is needed twice: once to allow your client (an administrator, the first time only) and once to consent for their account.",
    steps: [
      {
        title: "Discover the authorization server",
        text: "Call the API without a token. The 401 names the protected resource metadata in WWW-Authenticate (resource_metadata); it gives the resource identifier and the authorization server, whose metadata lists the endpoints.",
      },
      {
        title: "Name your client",
        text: "Host a Client ID Metadata Document at an https URL you control and use that URL as client_id: no registration call. The first authorization request with it waits for an administrator's approval; afterwards it works at once. (Alternatively a person registers an application in the developer portal and gives you its client_id.)",
      },
      {
        title: "Make a PKCE pair",
        text: "code_verifier: 43 to 128 random characters from A-Z a-z 0-9 - . _ ~. code_challenge: BASE64URL(SHA-256(code_verifier)), without padding. Only S256 is accepted.",
      },
      {
        title: "Send the person to the authorization endpoint",
        text: "Open this URL in the person's browser (or show it to them). They sign in and allow the scopes. Ask only for what the task needs: PROFILE_READ is enough for /v2/me.",
      },
      {
        title: "Receive the code",
        text: "The browser comes back to your redirect_uri with code, state and iss. Refuse the answer unless state is the one you sent and iss is the issuer below. The code works once, for 10 minutes. An error comes back the same way as error and error_description.",
      },
      {
        title: "Exchange the code for tokens",
        text: "POST a form to the token endpoint, with the same resource. The answer holds access_token, token_type Bearer, expires_in 1800, refresh_token and scope.",
      },
      {
        title: "Call /v2/me",
        text: "Send the access token in the Authorization header. The answer is the person's profile.",
      },
      {
        title: "Keep going",
        text: "Before the access token expires, refresh it; store the new refresh_token each time. A 401 invalid_token means refresh (or authorize again); a 403 insufficient_scope names in WWW-Authenticate the scopes to ask for; a 429 asks you to wait Retry-After seconds.",
      },
    ],
    next: "Next: every operation and its scope is in",
  },
} as const;
