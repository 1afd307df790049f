// Every sentence of the authorization page and consent screen, mapped from the core's codes.
import type { AuthorizeErrorPageReason } from "@/lib/oauth/authorize-request";
import type { ClientStatus } from "@/lib/oauth/ports";
import { describeScope, type Scope, type ScopeKind } from "@/lib/oauth/scope-catalogue";

const ERROR_MESSAGES: Record<AuthorizeErrorPageReason, string> = {
  invalid_parameter: "The client_id and redirect_uri parameters must each be sent once.",
  missing_client_id: "The request does not name an application (client_id).",
  unknown_client: "The application making this request is not registered.",
  client_not_approved: "This application has not been approved for use yet.",
  missing_redirect_uri: "The request does not include a redirect_uri.",
  invalid_redirect_uri: "The redirect_uri is not registered for this application.",
  scope_required: "This application did not say which permissions it needs, so it cannot connect to your account.",
  too_many_requests: "Too many sign-in requests came from your network just now.",
  temporarily_unavailable: "The service could not complete this request just now.",
  metadata_document_unreachable: "The application's metadata document (its client_id address) could not be fetched.",
  metadata_document_invalid: "The application's metadata document (its client_id address) is not valid.",
  metadata_redirect_uri_not_listed: "The redirect_uri is not listed in the application's metadata document.",
  invalid_request_uri: "This sign-in link has already been used or has expired.",
};

const UNAVAILABLE: Record<Exclude<ClientStatus, "APPROVED">, string> = {
  PENDING: "This application is pending review by the platform and cannot be used yet.",
  SUSPENDED: "This application has been suspended by the platform and is unavailable.",
  REJECTED: "This application was not approved by the platform and is unavailable.",
};

const ERROR_HINTS: Partial<Record<AuthorizeErrorPageReason, string>> = {
  unknown_client: "Check the link you followed, or contact the application's developer.",
  client_not_approved: "Try again later, or contact the application's developer.",
  invalid_redirect_uri:
    "For your safety you were not sent back to the application. Its developer needs to fix the link.",
  missing_redirect_uri: "The link you followed is incomplete. Its developer needs to fix it.",
  scope_required:
    "It must list the permissions it needs (the scope parameter) in the link. Its developer needs to update the link.",
  missing_client_id: "The link you followed is incomplete.",
  invalid_parameter: "The link you followed is malformed.",
  too_many_requests: "Wait a minute, then try again.",
  invalid_request_uri: "Such a link works once, for a minute. Go back to the application and start again.",
  temporarily_unavailable: "Nothing was decided. Try again in a few moments from the application.",
  metadata_redirect_uri_not_listed:
    "For your safety you were not sent back to the application. Its developer needs to list this address in the document.",
};

/** What the error page says, from the core's reason and (when known) the client's status. */
export function authorizeErrorMessage(reason: AuthorizeErrorPageReason, clientStatus?: ClientStatus | null): string {
  if (reason === "client_not_approved" && clientStatus && clientStatus !== "APPROVED") return UNAVAILABLE[clientStatus];
  return ERROR_MESSAGES[reason];
}

export function authorizeErrorHint(reason: AuthorizeErrorPageReason): string | null {
  return ERROR_HINTS[reason] ?? null;
}

export function authorizeErrorTitle(clientName: string | null): string {
  return clientName ? `${clientName} can't connect to your account` : "This authorization request can't be completed";
}

export const CONSENT_WORDS = {
  pageTitle: "Authorize application",
  title: (clientName: string) => `${clientName} wants to access your account`,
  from: "From",
  privacyPolicy: (clientName: string) => `${clientName} privacy policy`,
  termsOfService: "terms of service",
  scopesHeading: "It will be able to:",
  newScopesHeading: "It already has some access. It also asks to:",
  legacyTitle: "Full access to your account",
  legacyBody:
    "This application was registered before permissions existed and does not say what it needs. If you allow it, " +
    "it can read and change everything in your account, including your bookings, schedules, teams and organizations.",
  signedInAs: "Signed in as ",
  sentTo: "You will be sent to ",
  deny: "Deny",
  allow: "Allow",
  /** The footnote, around a link to the Authorized apps page. */
  footerBeforeLink: "You can revoke this access at any time in ",
  footerLink: "Authorized apps",
  footerAfterLink: ". Allowing does not share your password.",
} as const;

/** Ways out of an authorization error page: nothing was shared, so the user can just leave. */
export const AUTHORIZE_ERROR_WORDS = {
  nothingShared: "Nothing was shared with the application.",
  home: "Go to the home page",
  authorizedApps: "See your authorized apps",
  errorCode: "Error:",
} as const;

export const SCOPE_KIND_TITLES: Record<ScopeKind, string> = {
  personal: "Your account",
  team: "Teams you belong to",
  organization: "Organizations you belong to",
};

/**
 * A scope line's resource under its group title, without repeating it: under "Teams you belong
 * to", "Team bookings" reads "bookings".
 */
export function consentResourceWords(resource: string, kind: ScopeKind): string {
  const prefix = kind === "team" ? "Team " : kind === "organization" ? "Organization " : "";
  const bare = prefix && resource.startsWith(prefix) ? resource.slice(prefix.length) : resource;
  return bare.toLowerCase();
}

/** The catalogue's words are written for developers; these say the same to the account's owner. */
const END_USER_DESCRIPTIONS: Partial<Record<Scope, string>> = {
  openid: "Sign you in with your account here: the app learns which account it is, nothing more.",
  PROFILE_READ: "See your name, email address, username and time zone.",
  PROFILE_WRITE: "Change your name, username and time zone.",
  APPS_READ: "See your connected calendars and when you are busy.",
  APPS_WRITE: "Connect and disconnect your calendars.",
  VERIFIED_RESOURCES_READ: "See your verified email addresses and phone numbers.",
  VERIFIED_RESOURCES_WRITE: "Verify email addresses and phone numbers for you.",
};

/** Whose data a team or organization scope reaches, in the owner's words. */
const GROUP_OWNER: Record<Exclude<ScopeKind, "personal">, string> = {
  team: "the teams you belong to",
  organization: "the organizations you belong to",
};

/**
 * What a scope lets the app do, in plain words for the account's owner: the owner's own words
 * where the catalogue's speak to developers, and for every team and organization scope what it
 * reaches ("See the bookings of the teams you belong to.").
 */
export function consentScopeDescription(scope: Scope): string {
  const override = END_USER_DESCRIPTIONS[scope];
  if (override) return override;
  const { description, kind, access, resource } = describeScope(scope);
  if (kind === "personal") return description;
  const what = consentResourceWords(resource, kind);
  return access === "READ"
    ? `See the ${what} of ${GROUP_OWNER[kind]}.`
    : `Create, change and delete ${what} in ${GROUP_OWNER[kind]}.`;
}

/** Lines whose heading is not "<access> <resource>": signing in with the platform. */
const LINE_TITLES: Partial<Record<string, string>> = { Identity: "Know who you are" };

/** A consent line's heading, e.g. "View bookings", or "Know who you are" for openid. */
export function consentLineTitle(line: { resource: string; access: readonly string[] }, kind: ScopeKind): string {
  return LINE_TITLES[line.resource] ?? `${scopeAccessWords(line.access)} ${consentResourceWords(line.resource, kind)}`;
}

/** "View", "Manage" or "View and manage", from a resource's READ/WRITE access. */
export function scopeAccessWords(access: readonly string[]): string {
  return access.includes("WRITE") ? (access.includes("READ") ? "View and manage" : "Manage") : "View";
}
