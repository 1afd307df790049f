// What a person's browser and an app send through the load balancer, as plain HTTP: sign in with
// next-auth's credentials endpoint, consent on the authorization page, exchange and refresh at the
// token endpoint, call /v2/me. Each call may carry an X-Request-Id, which the instance that
// served it logs, so a test can tell which instance that was.
export const USER = { email: "user@example.com", password: "demo-user-pass" };
export const APP = {
  id: "demo-confidential-app",
  secret: "cs_demo_confidential_secret_do_not_use_in_production",
  redirect: "http://localhost:8080/callback",
};

export type Answer = { status: number; headers: Headers; text: string };

/**
 * HAProxy's own error page (it names no request id: every answer of the service carries one): a
 * request it could not get answered, which its caller may repeat.
 */
export function fromBalancer(answer: Answer): boolean {
  return (
    [502, 503, 504].includes(answer.status) && !answer.headers.has("x-request-id") && /<h1>50[234] /.test(answer.text)
  );
}

export async function send(url: string, init: RequestInit = {}, requestId?: string): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (requestId) headers.set("x-request-id", requestId);
  const response = await fetch(url, { redirect: "manual", ...init, headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

export type Jar = Map<string, string>;

function remember(jar: Jar, headers: Headers) {
  for (const line of headers.getSetCookie()) {
    const [pair] = line.split(";");
    const eq = pair!.indexOf("=");
    jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
  }
}
const cookie = (jar: Jar) => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");

export type SignIn = { jar: Jar; signedIn: boolean; error: string | null };

/** Signs in with email and password; `error` is next-auth's error code from the redirect, if any. */
export async function signIn(base: string, email: string, password: string, requestId?: string): Promise<SignIn> {
  const jar: Jar = new Map();
  const csrf = await send(`${base}/api/auth/csrf`, { headers: { cookie: cookie(jar) } });
  remember(jar, csrf.headers);
  const { csrfToken } = JSON.parse(csrf.text) as { csrfToken: string };
  const posted = await send(
    `${base}/api/auth/callback/credentials`,
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookie(jar) },
      body: new URLSearchParams({ csrfToken, email, password, callbackUrl: base }),
    },
    requestId,
  );
  remember(jar, posted.headers);
  const location = posted.headers.get("location") ?? "";
  const error = location ? new URL(location, base).searchParams.get("error") : null;
  return { jar, signedIn: [...jar.keys()].some((k) => k.includes("session-token")) && !error, error };
}

const hidden = (html: string, name: string) =>
  new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1]?.replaceAll("&amp;", "&");

export type ConsentPage = { answer: Answer; request?: string; csrf?: string };

/** GET the authorization request: with REMEMBER_CONSENT=off, the consent page every time. */
export async function consentPage(base: string, jar: Jar, scope: string, requestId?: string): Promise<ConsentPage> {
  const query = new URLSearchParams({
    client_id: APP.id,
    redirect_uri: APP.redirect,
    scope,
    state: "cluster",
    response_type: "code",
  });
  const answer = await send(`${base}/auth/oauth2/authorize?${query}`, { headers: { cookie: cookie(jar) } }, requestId);
  return { answer, request: hidden(answer.text, "request"), csrf: hidden(answer.text, "csrf") };
}

/** Allows the request the consent page showed; the code is in the redirect to the app. */
export async function allow(
  base: string,
  jar: Jar,
  page: ConsentPage,
  requestId?: string,
): Promise<{ answer: Answer; code: string | null }> {
  const answer = await send(
    `${base}/auth/oauth2/consent`,
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookie(jar) },
      body: new URLSearchParams({ request: page.request ?? "", csrf: page.csrf ?? "", decision: "allow" }),
    },
    requestId,
  );
  const location = answer.headers.get("location");
  return { answer, code: location ? new URL(location, base).searchParams.get("code") : null };
}

export type Tokens = { access_token: string; refresh_token: string };

export function token(
  base: string,
  fields: Record<string, string>,
  requestId?: string,
  client: { id: string; secret: string } = APP,
): Promise<Answer> {
  return send(
    `${base}/v2/auth/oauth2/token`,
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...fields, client_id: client.id, client_secret: client.secret }),
    },
    requestId,
  );
}

export const refresh = (base: string, refreshToken: string, requestId?: string) =>
  token(base, { grant_type: "refresh_token", refresh_token: refreshToken }, requestId);

/** Revokes a refresh token, and with it its grant (RFC 7009). */
export const revoke = (base: string, refreshToken: string, requestId?: string) =>
  send(
    `${base}/v2/auth/oauth2/revoke`,
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        token: refreshToken,
        token_type_hint: "refresh_token",
        client_id: APP.id,
        client_secret: APP.secret,
      }),
    },
    requestId,
  );

export const me = (base: string, accessToken: string, requestId?: string) =>
  send(`${base}/v2/me`, { headers: { authorization: `Bearer ${accessToken}` } }, requestId);

/** A new grant of `scope` for the signed-in user: consent, then the code exchanged for tokens. */
export async function newGrant(base: string, jar: Jar, scope = "PROFILE_READ"): Promise<Tokens> {
  const page = await consentPage(base, jar, scope);
  if (page.answer.status !== 200 || !page.request) throw new Error(`no consent page: ${page.answer.status}`);
  const { code, answer } = await allow(base, jar, page);
  if (!code) throw new Error(`consent gave no code: ${answer.status} ${answer.headers.get("location")}`);
  const exchanged = await token(base, { grant_type: "authorization_code", code, redirect_uri: APP.redirect });
  if (exchanged.status !== 200) throw new Error(`code exchange failed: ${exchanged.status} ${exchanged.text}`);
  return JSON.parse(exchanged.text) as Tokens;
}
