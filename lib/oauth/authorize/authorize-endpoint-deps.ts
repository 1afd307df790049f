// What the authorization endpoint's use cases need from outside, wired in lib/server/roots/oauth.ts.
import type { ApiResource } from "../resource/api-resource";
import type { RandomBytes } from "../ports";
import type { PushedRequestPort } from "../par/pushed-request-storage";
import type { AuthorizationCodeIssuePort, AuthorizeClientPort, ConsentTicketPort } from "./authorize-storage";

export type AuthorizeStore = AuthorizeClientPort & ConsentTicketPort & AuthorizationCodeIssuePort & PushedRequestPort;

export interface AuthorizeEndpointDeps {
  readonly store: AuthorizeStore;
  readonly now: Date;
  readonly randomBytes: RandomBytes;
  /** `iss` of authorization responses (RFC 9207). */
  readonly issuer: string;
  /** HMAC key that binds a consent form to its user and request. */
  readonly consentTokenKey: string;
  /** Skip the consent screen when every requested scope is already granted (REMEMBER_CONSENT). */
  readonly rememberConsent: boolean;
  /** The resource `resource` may name (RFC 8707); without it every `resource` is invalid_target. */
  readonly apiResource?: ApiResource;
}
