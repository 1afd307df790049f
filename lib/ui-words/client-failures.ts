// Words for every code the client domain (lib/clients) returns: the sentence for a refusal and
// the one beside each field. Server actions use this to answer forms; nothing below the UI words.
import type { Failure, Problem, ProblemCode } from "@/lib/clients/outcome";
import { MAX_ACTIVE_SECRETS, MAX_SECRET_LABEL_LENGTH } from "@/lib/clients/rules/client-secrets";
import { MAX_CLIENT_KEYS, MAX_JWKS_BYTES } from "@/lib/clients/rules/client-keys";
import { ASSERTION_ALGS } from "@/lib/oauth/client-assertion/assertion-algorithms";
import { REVIEW_REASON_MAX_LENGTH } from "@/lib/clients/rules/lifecycle";
import { MAX_REDIRECT_URIS } from "@/lib/clients/rules/redirect-uris";
import type { ClientReviewAction } from "@/lib/clients/rules/lifecycle";
import type { ClientStatus } from "@/lib/oauth/ports";
import { MAX_REDIRECT_URI_LENGTH } from "@/lib/oauth/redirect-uri";
import { ACTION_DONE, STATUS_LABELS, alreadyDecidedMessage, clientOutcomeWords } from "./review";
import { UNSCOPED_TRAFFIC_HEADLINE } from "./traffic";

export const FIX_FIELDS = "Please correct the highlighted fields.";
export const REDIRECT_URI_LIMIT = `A client can have at most ${MAX_REDIRECT_URIS} redirect URIs. Remove one before adding another.`;

/** Every problem code has its words: the type makes a missing one a compile error. */
const PROBLEMS: Record<ProblemCode, (values: readonly string[]) => string> = {
  scopes_none: () => "Choose at least one scope.",
  scope_unknown: (values) => `Unknown scope: ${values.join(", ")}.`,
  redirect_uris_none: () => "Add at least one redirect URI.",
  redirect_uris_too_many: () => `At most ${MAX_REDIRECT_URIS} redirect URIs.`,
  redirect_uri_empty: () => "Enter a redirect URI.",
  redirect_uri_listed_twice: () => "This redirect URI is listed twice.",
  redirect_uri_already_registered: () => "This redirect URI is already registered.",
  redirect_uri_limit_reached: () => REDIRECT_URI_LIMIT,
  redirect_uri_too_long: () => `Redirect URI must be at most ${MAX_REDIRECT_URI_LENGTH} characters.`,
  redirect_uri_invalid_characters: () => "Redirect URI must not contain spaces, control characters or backslashes.",
  redirect_uri_not_absolute: () => "Redirect URI must be an absolute URI.",
  redirect_uri_has_fragment: () => "Redirect URI must not contain a fragment (#).",
  redirect_uri_has_userinfo: () => "Redirect URI must not contain a user name or password.",
  redirect_uri_non_canonical_host: () =>
    "Write the host of the redirect URI in its plain form (no percent-encoding, numeric shorthand or default port).",
  redirect_uri_forbidden_scheme: (values) => `The scheme "${values[0] ?? ""}:" is not allowed.`,
  redirect_uri_https_required: () =>
    "Redirect URI must use https (http is allowed only for localhost, 127.0.0.1 and [::1]).",
  redirect_uri_private_scheme_requires_public_client: () => "Custom app schemes are allowed only for public clients.",
  reason_required: () => "Give a reason. The owner will see it.",
  reason_not_taken: () => "No reason is taken for this action.",
  secret_label_too_long: () => `At most ${MAX_SECRET_LABEL_LENGTH} characters.`,
  jwks_uri_invalid: () =>
    "Enter the https:// URL where your app publishes its public keys (no user name, password or #fragment).",
  jwks_too_large: () => `At most ${MAX_JWKS_BYTES / 1024} KB of keys at once.`,
  jwks_not_json: () => 'Paste one public JWK ({"kty": ...}) or a JWK Set ({"keys": [...]}), as JSON.',
  jwks_empty: () => "The key set holds no key.",
  jwks_too_many_keys: () => `At most ${MAX_CLIENT_KEYS} keys.`,
  jwks_key_not_public: () =>
    "This is a private (or symmetric) key. Paste only the public key: never share the private one, not even with us.",
  jwks_key_type_unsupported: () => "Use an EC key on P-256 or P-384, an Ed25519 key, or an RSA key.",
  jwks_key_alg_unsupported: () => `A key's alg must be one of ${ASSERTION_ALGS.join(", ")}, and one its type can make.`,
  jwks_key_use_not_sig: () => 'A key\'s "use", when given, must be "sig".',
  jwks_key_kid_invalid: () => "A kid must be at most 100 printable characters, without spaces.",
  jwks_key_malformed: () => "A key is incomplete or its values are not valid base64url.",
  jwks_rsa_key_size: () => "RSA keys must have 2048 to 4096 bits.",
  jwks_duplicate_key: () => "The same key, or the same kid, appears twice.",
  reason_too_long: () => `At most ${REVIEW_REASON_MAX_LENGTH} characters.`,
  details_name_empty: () => "Enter the application's name.",
  details_too_long: (values) => `At most ${values[0] ?? ""} characters.`,
  details_not_plain_text: () =>
    "Contains a character that is not allowed (control characters, or a line break in the name).",
  details_url_invalid: (values) =>
    values[0] === "https"
      ? "Enter a full https:// URL (no spaces, no user name or password)."
      : "Enter a full http(s):// URL (no spaces, no user name or password).",
  unscoped_traffic_not_acknowledged: () =>
    `${UNSCOPED_TRAFFIC_HEADLINE}. Confirm that you accept breaking those users, or wait until they stop.`,
};

export function problemWords(problem: Problem): string {
  return PROBLEMS[problem.code](problem.values ?? []);
}

const SIMPLE: Partial<Record<Failure["code"], string>> = {
  not_found: "This client does not exist, or you do not have access to it.",
  secret_not_found: "This secret no longer exists. Reload the page to see the current secrets.",
  limit_reached: REDIRECT_URI_LIMIT,
  last_redirect_uri: "A client needs at least one redirect URI. Add another before removing this one.",
  not_confidential: "Public clients use PKCE and have no secrets.",
  secret_limit: `A client can have at most ${MAX_ACTIVE_SECRETS} active secrets. Delete the one you no longer use, then generate a new one.`,
  last_secret:
    "This is the client's only secret that does not expire, so it cannot be deleted. Roll it instead, or generate a new secret first.",
  secret_expiring: "This secret was rolled already and expires as shown. Roll the new secret instead.",
  key_not_found: "This key no longer exists. Reload the page to see the current keys.",
  key_limit: `A client can have at most ${MAX_CLIENT_KEYS} keys. Delete one you no longer use first.`,
  key_exists: "This key (or a key with the same kid) is registered already.",
  last_credential:
    "This is the client's only key and it has no secret that lasts, so the app could no longer authenticate. Add another key or generate a secret first.",
  legacy_client:
    "This is a legacy client. Choose its scopes with the migration wizard, which checks your traffic first.",
  not_legacy: "This client already uses explicit scopes; edit them in the Scopes section.",
  registration_limit: "You have registered many clients today. Try again tomorrow, or reuse a client you already have.",
  email_unverified:
    "Confirm your email address first: open the link we mailed you (your account page can send a new one).",
  profile_gaps:
    "High security needs a confidential app that signs in with a key: register a public key (or a jwks_uri) first.",
  profile_required:
    "This server approves write and organization scopes only for apps running high security. Ask the owner to turn it on, or approve read scopes only.",
  profile_reviewed:
    "This app was reviewed with high security on. Turning it off loosens its protection, so ask an administrator.",
};

const RESUBMIT_AGAIN = "Reject it and ask the owner to submit it again.";

function reasonWords(failure: Failure, timeZone: string | undefined): string | null {
  const { facts = {} } = failure;
  switch (failure.reason) {
    case "redirect_uri_gone":
      return "That redirect URI is no longer registered. Reload the page to see the current list.";
    case "status_not_reviewed":
      return `The client is ${STATUS_LABELS[facts.status as ClientStatus].toLowerCase()}; its configuration is reviewed with the client.`;
    case "legacy_switch":
      return `Approving this change would change whether the client is a legacy client. ${RESUBMIT_AGAIN}`;
    case "redirect_uri_count":
      return `Approving this change would leave the client with ${facts.count} redirect URIs (1 to ${MAX_REDIRECT_URIS} allowed). ${RESUBMIT_AGAIN}`;
    case "owner_edited":
      return "The owner changed this client since you loaded the page. Nothing was decided: reload and review the current configuration.";
    case "back_in_review":
      return "This client went back to review since you loaded the page. Reload to see its current state.";
    case "superseded":
      return "The owner replaced this change request with a newer one. Your decision was not applied; reload to review the current request.";
    case "already_pending":
      return "This client is already waiting for review.";
    case "not_rejected":
      return "Only a rejected client can be resubmitted for review.";
    case "from_address":
      return "Many clients were registered from your network today. Try again tomorrow, or reuse a client you already have.";
    case "already_decided": {
      // Only clients and change requests are decided.
      const subject = facts.subject === "change" ? "change" : "client";
      const outcome =
        subject === "client"
          ? clientOutcomeWords(facts.status as ClientStatus)
          : facts.status === "APPROVED"
            ? "approved"
            : "rejected";
      return alreadyDecidedMessage({ subject, outcome, by: facts.by ?? null, at: facts.at ?? null, timeZone });
    }
    default:
      return null;
  }
}

/** The sentence for a refusal, and the words beside each field it names; times in the reader's zone (UTC by default). */
export function failureWords(
  failure: Failure,
  reader: { readonly timeZone?: string } = {},
): { message: string; fieldErrors?: Record<string, string> } {
  const fieldErrors = failure.fieldErrors
    ? Object.fromEntries(Object.entries(failure.fieldErrors).map(([field, problem]) => [field, problemWords(problem)]))
    : undefined;
  const only = fieldErrors && Object.keys(fieldErrors).length === 1 ? Object.values(fieldErrors)[0] : undefined;
  const message =
    reasonWords(failure, reader.timeZone) ??
    (failure.code === "not_found" && failure.facts?.subject === "change"
      ? "This change request does not exist."
      : undefined) ??
    (failure.code === "not_found" && failure.facts?.subject === "notice"
      ? "This notice was dismissed already. Reload the page to see the others."
      : undefined) ??
    (failure.code === "invalid_transition"
      ? `A client that is ${STATUS_LABELS[failure.facts?.status as ClientStatus].toLowerCase()} cannot be ${ACTION_DONE[failure.facts?.action as ClientReviewAction]}.`
      : undefined) ??
    SIMPLE[failure.code] ??
    only ??
    FIX_FIELDS;
  return fieldErrors ? { message, fieldErrors } : { message };
}
