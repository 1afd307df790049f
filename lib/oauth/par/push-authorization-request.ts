// POST /v2/auth/oauth2/par as a use case (RFC 9126 s2): the client authenticates as at the token
// endpoint, its authorization request is judged exactly as the authorization endpoint would judge
// it, and a valid one is stored for a minute under a request_uri it may use once. Throws an
// OAuthError for every refusal (RFC 9126 s2.3: the token endpoint's JSON errors).
import { judgeAuthorizeRequest, type AuthorizeJudgement } from "../authorize/judge-authorize-request";
import type { AuthorizeErrorPageReason, AuthorizeRedirectError } from "../authorize-request";
import {
  AuthorizationRequestRefusedError,
  InvalidClientError,
  InvalidRequestError,
  InvalidScopeError,
  type OAuthErrorCode,
} from "../errors";
import type { AuthorizeClientPort } from "../authorize/authorize-storage";
import type { RandomBytes } from "../ports";
import type { ApiResource } from "../resource/api-resource";
import type { RequestParams } from "../request-params";
import { authenticateClient } from "../token-grants/client-authentication";
import type { ClientPort } from "../token-grants/client-storage";
import { readClientCredentials } from "../token-grants/token-request";
import { readPushedParams } from "./pushed-params";
import {
  MAX_LIVE_PUSHED_REQUESTS_PER_CLIENT,
  MAX_PUSHED_REQUEST_LENGTH,
  PUSHED_REQUEST_LIFETIME_SECONDS,
  type PushedRequestPort,
} from "./pushed-request-storage";
import { newRequestUri } from "./request-uri";

export interface PushDeps {
  readonly store: Pick<ClientPort, "findClient"> & Pick<AuthorizeClientPort, "findAuthorizeClient"> & PushedRequestPort;
  readonly now: Date;
  readonly randomBytes: RandomBytes;
  readonly apiResource?: ApiResource;
}

export interface PushInput {
  /** Body parameters, already decoded from the form by the edge. */
  readonly params: RequestParams;
  readonly authorizationHeader?: string | null | undefined;
}

/** RFC 9126 s2.2's success body, answered with 201. */
export interface PushedRequestResponse {
  readonly request_uri: string;
  readonly expires_in: number;
}

export async function pushAuthorizationRequest(deps: PushDeps, input: PushInput): Promise<PushedRequestResponse> {
  const pushed = readPushedParams(input.params);
  const credentials = readClientCredentials(pushed.clientId, pushed.clientSecret, input.authorizationHeader);
  const client = authenticateClient(await deps.store.findClient(credentials.clientId), credentials, deps.now);

  const { request } = pushed;
  // RFC 9126 s2.1: client_id may travel in the Authorization header alone; the request names it.
  if (!request.has("client_id")) request.set("client_id", client.clientId);
  // RFC 9126 s2.1: a pushed request is the request itself, never a reference to one.
  if (request.has("request_uri")) throw new InvalidRequestError("request_uri must not be sent in a pushed request");
  const stored = request.toString();
  if (stored.length > MAX_PUSHED_REQUEST_LENGTH)
    throw new InvalidRequestError(`the pushed request must be at most ${MAX_PUSHED_REQUEST_LENGTH} characters`);

  const authorizeClient = await deps.store.findAuthorizeClient(client.clientId);
  if (authorizeClient === null) throw new InvalidClientError("client authentication failed");
  throwIfRefused(judgeAuthorizeRequest(request, authorizeClient, { apiResource: deps.apiResource, pushed: true }));

  const { requestUri, referenceHash } = newRequestUri(deps.randomBytes);
  const expiresAt = new Date(deps.now.getTime() + PUSHED_REQUEST_LIFETIME_SECONDS * 1000);
  const record = { referenceHash, clientId: client.clientId, params: stored, expiresAt };
  await deps.store.savePushedRequest(record, deps.now, MAX_LIVE_PUSHED_REQUESTS_PER_CLIENT);
  return { request_uri: requestUri, expires_in: PUSHED_REQUEST_LIFETIME_SECONDS };
}

function throwIfRefused(judgement: AuthorizeJudgement): void {
  if (judgement.kind === "valid") return;
  if (judgement.kind === "error-page") throw pageReasonError(judgement.reason);
  const { error, description } = judgement.refusal;
  throw new AuthorizationRequestRefusedError(pushableCode(error), description);
}

/** What the authorization endpoint would show on its own page, as the pushing client's error. */
function pageReasonError(reason: AuthorizeErrorPageReason): Error {
  switch (reason) {
    case "missing_redirect_uri":
      return new InvalidRequestError("redirect_uri is required");
    case "invalid_redirect_uri":
      return new InvalidRequestError("redirect_uri is not one of this client's registered redirect URIs");
    case "scope_required":
      return new InvalidScopeError("scope is required: name the scopes the application needs");
    case "invalid_parameter":
      return new InvalidRequestError("client_id and redirect_uri must each be sent once, as strings");
    default:
      // The client authenticated, so it is known and approved: nothing else can be refused here.
      return new InvalidRequestError("the authorization request cannot be served");
  }
}

/** The redirect codes an unsigned-in request can get are all request errors; keep the precise ones. */
function pushableCode(error: AuthorizeRedirectError): OAuthErrorCode {
  switch (error) {
    case "login_required":
    case "consent_required":
    case "interaction_required":
      return "invalid_request";
    default:
      return error;
  }
}
