// The end-session endpoint (OpenID Connect RP-Initiated Logout 1.0) as a use case. The browser is
// sent back only to a post_logout_redirect_uri registered on the client (exactly), never to any
// other; a request that names an unregistered one gets an error page. The session ends at once
// when a valid id_token_hint names the signed-in user (and its session); otherwise the user
// confirms on a page first, so a link from anywhere cannot sign anyone out.
import { buildRedirectLocation } from "../redirect-uri";
import { type RequestParams, readParams } from "../request-params";
import type { ClientStatus } from "../ports";
import { type IdTokenHint, MAX_ID_TOKEN_HINT_LENGTH } from "./id-token-hint";
import { createLogoutFormToken, verifyLogoutFormToken } from "./logout-form-token";

const PARAMS = [
  "id_token_hint",
  "client_id",
  "post_logout_redirect_uri",
  "state",
  "logout_hint",
  "ui_locales",
] as const;
const MAX_LENGTH: Record<(typeof PARAMS)[number], number> = {
  id_token_hint: MAX_ID_TOKEN_HINT_LENGTH,
  client_id: 255,
  post_logout_redirect_uri: 2000,
  state: 1000,
  logout_hint: 320,
  ui_locales: 100,
};

/** The client as logout needs it. */
export interface LogoutClientRecord {
  readonly clientId: string;
  readonly name: string;
  readonly status: ClientStatus;
  readonly postLogoutRedirectUris: readonly string[];
}

export interface EndSessionDeps {
  findLogoutClient(clientId: string): Promise<LogoutClientRecord | null>;
  verifyIdTokenHint(token: string): Promise<IdTokenHint | null>;
  /** HMAC key of the confirmation form. */
  readonly formKey: string;
  readonly now: Date;
}

export interface SignedInSession {
  readonly userId: string;
  /** The session's `sid` claim. */
  readonly sid: string;
}

const ERROR_REASONS = [
  "invalid_request",
  "invalid_id_token_hint",
  "client_mismatch",
  "unknown_client",
  "unregistered_post_logout_redirect_uri",
] as const;
export type EndSessionErrorReason = (typeof ERROR_REASONS)[number];

export const isEndSessionErrorReason = (value: string): value is EndSessionErrorReason =>
  (ERROR_REASONS as readonly string[]).includes(value);

export type EndSessionOutcome =
  | { kind: "error"; reason: EndSessionErrorReason }
  /**
   * Ask first: the form posts `fields` back with `csrf`. The fields never carry the ID token: the
   * client it named stands in as `client_id`, so the token (which an RP may have posted to keep it
   * out of addresses) never reaches a URL, a history or a log.
   */
  | { kind: "confirm"; clientName: string | null; fields: Record<string, string>; csrf: string }
  /** End the session (if any); then go to `location`, or show the signed-out page when null. */
  | { kind: "end"; location: string | null };

export interface EndSessionInput {
  readonly params: RequestParams;
  readonly session: SignedInSession | null;
  /** The confirmation form's token, when the user pressed "Sign out" on it. */
  readonly csrf?: string | null;
  /** The confirmation page: a signed-in user is always asked (it never signs anyone out itself). */
  readonly confirmFirst?: boolean;
}

export async function endSession(deps: EndSessionDeps, input: EndSessionInput): Promise<EndSessionOutcome> {
  const { values, duplicates, malformed } = readParams(input.params, PARAMS);
  const tooLong = PARAMS.some((name) => (values[name]?.length ?? 0) > MAX_LENGTH[name]);
  if (duplicates.length > 0 || malformed.length > 0 || tooLong) return { kind: "error", reason: "invalid_request" };

  const hint = values.id_token_hint === undefined ? null : await deps.verifyIdTokenHint(values.id_token_hint);
  if (values.id_token_hint !== undefined && hint === null) return { kind: "error", reason: "invalid_id_token_hint" };
  if (hint !== null && values.client_id !== undefined && hint.aud !== values.client_id)
    return { kind: "error", reason: "client_mismatch" };
  const clientId = values.client_id ?? hint?.aud;
  const client = clientId === undefined ? null : await deps.findLogoutClient(clientId);
  if (values.client_id !== undefined && client === null) return { kind: "error", reason: "unknown_client" };

  let location: string | null = null;
  const uri = values.post_logout_redirect_uri;
  if (uri !== undefined) {
    // Exact match only, on an approved client: the one way this endpoint redirects anywhere.
    if (client === null || client.status !== "APPROVED" || !client.postLogoutRedirectUris.includes(uri))
      return { kind: "error", reason: "unregistered_post_logout_redirect_uri" };
    location = buildRedirectLocation(uri, { state: values.state });
  }

  const { session } = input;
  if (session === null) return { kind: "end", location };
  const kept = { ...values, id_token_hint: undefined, client_id: clientId };
  const fields = Object.fromEntries(
    PARAMS.flatMap((name) => (kept[name] === undefined ? [] : [[name, kept[name]]])),
  ) as Record<string, string>;
  const request = new URLSearchParams(fields).toString();
  if (input.csrf && verifyLogoutFormToken(deps.formKey, input.csrf, session.userId, request, deps.now))
    return { kind: "end", location };
  // Signed out without asking only on a hint from an approved client naming this very session: a
  // hint without `sid` (an ID token can leak; it never expires for this purpose) or from a client
  // no administrator approved is only a request, which the user confirms.
  const approved = client !== null && client.status === "APPROVED";
  const hintMatches = approved && hint !== null && hint.sub === session.userId && hint.sid === session.sid;
  if (hintMatches && !input.confirmFirst) return { kind: "end", location };
  return {
    kind: "confirm",
    clientName: approved ? client.name : null,
    fields,
    csrf: createLogoutFormToken(deps.formKey, session.userId, request, deps.now),
  };
}
