// Email and password sign-in from the browser, the way next-auth's browser library does it (fetch
// the CSRF token, post the credentials, read the outcome from the answer's URL), without loading
// that library and the session provider it carries for the two forms that sign in. The token is
// the same for every attempt from this page (next-auth checks it against its own cookie).
const AUTH_API = "/api/auth";

/** `error`: next-auth's code (CredentialsSignin) or the message the sign-in threw (a throttle). */
export type CredentialsSignInResult = { ok: true } | { ok: false; error: string | null };

export function signInWithCredentials(credentials: {
  email: string;
  password: string;
}): Promise<CredentialsSignInResult> {
  return signInWith("credentials", credentials);
}

/** The second step of a two-step sign-in: the code, for the account the first step's ticket names. */
export function signInWithCode(code: string): Promise<CredentialsSignInResult> {
  return signInWith("two-factor", { code });
}

let csrf: Promise<string> | undefined;

/**
 * Fetches the CSRF token ahead of the click (the form calls it when it appears), so signing in is
 * one request, not two. A failed fetch is forgotten, and tried again at the click.
 */
export function prepareSignIn(): Promise<string> {
  csrf ??= fetch(`${AUTH_API}/csrf`)
    .then((answer) => answer.json() as Promise<{ csrfToken?: string }>)
    .then(({ csrfToken }) => csrfToken ?? "");
  csrf.catch(() => {
    csrf = undefined;
  });
  return csrf;
}

async function signInWith(provider: string, credentials: Record<string, string>): Promise<CredentialsSignInResult> {
  const csrfToken = await prepareSignIn();
  const response = await fetch(`${AUTH_API}/callback/${provider}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      ...credentials,
      csrfToken,
      callbackUrl: window.location.href,
      json: "true",
    }),
  });
  const { url } = (await response.json().catch(() => ({}))) as { url?: string };
  const error = url ? new URL(url, window.location.href).searchParams.get("error") : null;
  return response.ok && error === null ? { ok: true } : { ok: false, error };
}
