// What every client-domain rule and use case returns: data, or a code the UI turns into words
// (lib/ui-words/client-failures.ts). No sentence is built here. The shape is every core's
// (lib/outcome.ts); a client refusal may carry a reason, field problems and facts.
import type { Refused, Succeeded } from "@/lib/outcome";

export { done, ok } from "@/lib/outcome";

/** A problem with one field, e.g. `{ code: "scope_unknown", values: ["ADMIN"] }`. */
export type Problem = { readonly code: ProblemCode; readonly values?: readonly string[] };

export type ProblemCode =
  | "scopes_none"
  | "scope_unknown"
  | "redirect_uris_none"
  | "redirect_uris_too_many"
  | "redirect_uri_empty"
  | "redirect_uri_listed_twice"
  | "redirect_uri_already_registered"
  | "redirect_uri_limit_reached"
  | `redirect_uri_${import("@/lib/oauth/redirect-uri").RedirectUriProblem}`
  | "reason_required"
  | "reason_not_taken"
  | "reason_too_long"
  | "secret_label_too_long"
  /** Not an https URL we would fetch keys from. */
  | "jwks_uri_invalid"
  /** A registered key set the reader refused (lib/oauth/client-assertion/public-jwk.ts). */
  | `jwks_${import("@/lib/oauth/client-assertion/public-jwk").PublicJwkRefusal}`
  | "unscoped_traffic_not_acknowledged"
  | "details_name_empty"
  /** values: [the maximum length] */
  | "details_too_long"
  | "details_not_plain_text"
  /** values: ["https"] when only https is taken, ["http"] when http(s) is */
  | "details_url_invalid";

export type FailureCode =
  | "invalid_input"
  | "not_found"
  | "secret_not_found"
  | "limit_reached"
  | "last_redirect_uri"
  | "stale"
  | "not_confidential"
  | "secret_limit"
  | "last_secret"
  /** The secret was rolled already: it has an expiry. */
  | "secret_expiring"
  | "key_not_found"
  /** The client would hold more than MAX_CLIENT_KEYS keys. */
  | "key_limit"
  /** One of the keys (its thumbprint or its kid) is registered already. */
  | "key_exists"
  /** Deleting it would leave a confidential client with no lasting secret and no key. */
  | "last_credential"
  | "legacy_client"
  | "not_legacy"
  | "unscoped_traffic"
  | "invalid_transition"
  | "conflict"
  /** Too many clients registered lately by this account. */
  | "registration_limit"
  /** The account's address is not proven yet (sign-up's link not used). */
  | "email_unverified"
  /** The client cannot run the high-security profile: it is public, or holds no key. */
  | "profile_gaps"
  /** Turning the high-security profile off on a reviewed client is an administrator's step. */
  | "profile_reviewed"
  /** REQUIRE_HIGH_SECURITY_FOR_WRITE_SCOPES: write or ORG_* scopes are approved only under the profile. */
  | "profile_required";

/** Which of several situations behind one code happened; the words differ, the code does not. */
export type FailureReason =
  | "redirect_uri_gone"
  | "owner_edited"
  | "back_in_review"
  | "already_decided"
  | "superseded"
  | "already_pending"
  | "not_rejected"
  | "status_not_reviewed"
  | "legacy_switch"
  | "redirect_uri_count"
  /** registration_limit: the budget of the caller's network, not of the account, is spent. */
  | "from_address";

/** Facts the words need: who decided first and when, the statuses involved, a count. */
export type FailureFacts = {
  readonly subject?: "client" | "change" | "notice";
  readonly status?: string;
  readonly action?: string;
  readonly by?: string | null;
  readonly at?: Date | null;
  readonly count?: number;
};

export type Failure = Refused<FailureCode> & {
  readonly reason?: FailureReason;
  readonly fieldErrors?: Readonly<Record<string, Problem>>;
  readonly facts?: FailureFacts;
};

export type Outcome<T = undefined> = Succeeded<T> | Failure;

export function fail(code: FailureCode, more: Omit<Failure, "ok" | "code"> = {}): Failure {
  return { ok: false, code, ...more };
}

export function invalidField(field: string, problem: Problem): Failure {
  return { ok: false, code: "invalid_input", fieldErrors: { [field]: problem } };
}

/** The same answer for a client that does not exist and one that is not the caller's. */
export const CLIENT_NOT_FOUND: Failure = { ok: false, code: "not_found" };
