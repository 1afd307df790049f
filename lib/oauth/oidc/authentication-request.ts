// The OpenID Connect parameters of an authorization request (OpenID Connect Core s3.1.2.1), read
// once the client and its redirect URI are known to be valid, so a refusal goes back to the client.
// Parameters this server does not support get the spec's own errors (s3.1.2.6), never silence.
import { type RequestParams, readParams } from "../request-params";

export const MAX_NONCE_LENGTH = 512;
export const MAX_LOGIN_HINT_LENGTH = 320;
/** Ten years: a larger max_age asks nothing a session could not already satisfy. */
const MAX_MAX_AGE_SECONDS = 10 * 365 * 24 * 3600;

const PARAMS = [
  "nonce",
  "prompt",
  "max_age",
  "login_hint",
  "response_mode",
  "request",
  "request_uri",
  "registration",
] as const;

export type PromptValue = "none" | "login" | "consent" | "select_account";
const PROMPT_VALUES: readonly string[] = ["none", "login", "consent", "select_account"];

export interface AuthenticationParams {
  readonly nonce?: string;
  readonly prompt: ReadonlySet<PromptValue>;
  /** Seconds; the sign-in must be at most this old. */
  readonly maxAge?: number;
  /** Prefills the sign-in form's email (an account is never chosen from it). */
  readonly loginHint?: string;
}

export type AuthenticationErrorCode =
  | "invalid_request"
  | "request_not_supported"
  | "request_uri_not_supported"
  | "registration_not_supported";

export type AuthenticationParamsResult =
  | { ok: true; params: AuthenticationParams }
  | { ok: false; error: AuthenticationErrorCode; description: string };

const refuse = (error: AuthenticationErrorCode, description: string): AuthenticationParamsResult => ({
  ok: false,
  error,
  description,
});

export function readAuthenticationParams(params: RequestParams): AuthenticationParamsResult {
  const { values, duplicates, malformed } = readParams(params, PARAMS);
  const bad = [...duplicates, ...malformed];
  if (bad.length > 0)
    return refuse("invalid_request", `parameters sent more than once or malformed: ${bad.join(", ")}`);
  // s6: request objects, by value or by reference, and s7.2.1 registration are not supported.
  if (values.request !== undefined) return refuse("request_not_supported", "request objects are not supported");
  if (values.request_uri !== undefined) return refuse("request_uri_not_supported", "request_uri is not supported");
  if (values.registration !== undefined)
    return refuse("registration_not_supported", "the registration parameter is not supported");
  if (values.response_mode !== undefined && values.response_mode !== "query")
    return refuse("invalid_request", "only response_mode=query is supported");

  const nonce = values.nonce;
  if (nonce !== undefined && nonce.length > MAX_NONCE_LENGTH)
    return refuse("invalid_request", `nonce must be at most ${MAX_NONCE_LENGTH} characters`);
  const loginHint = values.login_hint;
  if (loginHint !== undefined && loginHint.length > MAX_LOGIN_HINT_LENGTH)
    return refuse("invalid_request", `login_hint must be at most ${MAX_LOGIN_HINT_LENGTH} characters`);

  const prompt = new Set<PromptValue>();
  for (const value of (values.prompt ?? "").split(" ").filter((v) => v !== "")) {
    if (!PROMPT_VALUES.includes(value)) return refuse("invalid_request", "prompt has an unsupported value");
    prompt.add(value as PromptValue);
  }
  // s3.1.2.1: none with any other value is an error.
  if (prompt.has("none") && prompt.size > 1)
    return refuse("invalid_request", "prompt=none cannot be combined with other values");

  let maxAge: number | undefined;
  if (values.max_age !== undefined) {
    if (!/^\d{1,10}$/.test(values.max_age)) return refuse("invalid_request", "max_age must be a number of seconds");
    maxAge = Math.min(Number(values.max_age), MAX_MAX_AGE_SECONDS);
  }
  return {
    ok: true,
    params: {
      ...(nonce !== undefined ? { nonce } : {}),
      prompt,
      ...(maxAge !== undefined ? { maxAge } : {}),
      ...(loginHint !== undefined ? { loginHint } : {}),
    },
  };
}
