// Prepares what the workloads need through the real endpoints, as a person and an app would:
// sign in with next-auth's credentials endpoint (CSRF token first), consent once on the
// authorization page, then mint codes (remembered consent redirects straight back with a code)
// and exchange them for tokens.
import { MAX_LIVE_GRANTS_PER_USER_AND_CLIENT } from "@/lib/oauth/token-grants/authorization-code-storage";

export const DEMO_USER = { email: "user@example.com", password: "demo-user-pass" };
/** Seeded by seed-people.ts: enough for a grant per connection up to this many times the cap. */
export const BENCH_PEOPLE = 32;
export const benchPerson = (i: number) => ({
  email: `bench-person-${i}@example.com`,
  name: `Bench Person ${i}`,
  password: "bench-person-pass-do-not-use",
});
export const DEMO_APP = {
  id: "demo-confidential-app",
  redirect: "http://localhost:8080/callback",
  secret: "cs_demo_confidential_secret_do_not_use_in_production",
};
export const SCOPE = "PROFILE_READ BOOKING_READ";

type Jar = Map<string, string>;

function remember(jar: Jar, response: Response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const eq = pair!.indexOf("=");
    jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
  }
}
const cookieHeader = (jar: Jar) => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");

export async function signIn(base: string, person: { email: string; password: string } = DEMO_USER): Promise<Jar> {
  const jar: Jar = new Map();
  const csrf = await fetch(`${base}/api/auth/csrf`);
  remember(jar, csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader(jar) },
    body: new URLSearchParams({ csrfToken, email: person.email, password: person.password, callbackUrl: base }),
  });
  remember(jar, response);
  if (![...jar.keys()].some((k) => k.includes("session-token"))) throw new Error(`sign-in failed: ${response.status}`);
  return jar;
}

function authorizeUrl(base: string, state: string) {
  const query = new URLSearchParams({
    client_id: DEMO_APP.id,
    redirect_uri: DEMO_APP.redirect,
    scope: SCOPE,
    state,
    response_type: "code",
  });
  return `${base}/auth/oauth2/authorize?${query}`;
}

export const hiddenField = (html: string, name: string) =>
  new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1]?.replaceAll("&amp;", "&");

/** Shows the consent page and allows it, so that later authorizations redirect with a code at once. */
export async function consentOnce(base: string, jar: Jar) {
  const page = await fetch(authorizeUrl(base, "consent"), {
    redirect: "manual",
    headers: { cookie: cookieHeader(jar) },
  });
  if (page.status !== 200) return; // already granted: redirected with a code
  const html = await page.text();
  const request = hiddenField(html, "request");
  const csrf = hiddenField(html, "csrf");
  if (!request || !csrf) throw new Error("consent form not found on the authorization page");
  const allowed = await fetch(`${base}/auth/oauth2/consent`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader(jar) },
    body: new URLSearchParams({ request, csrf, decision: "allow" }),
  });
  const code = new URL(allowed.headers.get("location") ?? "", base).searchParams.get("code");
  if (!code) throw new Error(`consent did not return a code: ${allowed.status} ${allowed.headers.get("location")}`);
  await exchangeCode(base, code);
}

async function mintCode(base: string, jar: Jar, state: string): Promise<string> {
  const response = await fetch(authorizeUrl(base, state), {
    redirect: "manual",
    headers: { cookie: cookieHeader(jar) },
  });
  const code = new URL(response.headers.get("location") ?? "", base).searchParams.get("code");
  if (!code) throw new Error(`authorization returned no code: ${response.status}`);
  return code;
}

/** Mints `count` codes, `parallel` at a time. */
export async function mintCodes(base: string, jar: Jar, count: number, parallel = 10): Promise<string[]> {
  const codes: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) codes.push(await mintCode(base, jar, `s${next++}`));
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return codes;
}

export const tokenForm = (fields: Record<string, string>) =>
  new URLSearchParams({ ...fields, client_id: DEMO_APP.id, client_secret: DEMO_APP.secret }).toString();

export type Tokens = { access_token: string; refresh_token: string };

export async function exchangeCode(base: string, code: string): Promise<Tokens> {
  const response = await fetch(`${base}/v2/auth/oauth2/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: tokenForm({ grant_type: "authorization_code", code, redirect_uri: DEMO_APP.redirect }),
  });
  if (response.status !== 200) throw new Error(`code exchange failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as Tokens;
}

/** `count` token pairs of fresh grants, at most the cap's worth per person, so none evicts another. */
export async function mintTokens(base: string, people: readonly Jar[], count: number): Promise<Tokens[]> {
  const per = MAX_LIVE_GRANTS_PER_USER_AND_CLIENT;
  if (count > people.length * per) throw new Error(`${count} grants need ${Math.ceil(count / per)} people signed in`);
  const shares = people.map((jar, i) => ({ jar, count: Math.max(0, Math.min(per, count - i * per)) }));
  const tokens = await Promise.all(
    shares.map(async ({ jar, count: share }) => {
      // One person's exchanges one after another: each takes the next of the person's slots.
      const minted: Tokens[] = [];
      for (const code of await mintCodes(base, jar, share)) minted.push(await exchangeCode(base, code));
      return minted;
    }),
  );
  return tokens.flat();
}

/** Signs in the demo user and as many bench people as `connections` grants need, each consenting once. */
export async function signInPeople(base: string, connections: number): Promise<Jar[]> {
  const extra = Math.max(0, Math.ceil(connections / MAX_LIVE_GRANTS_PER_USER_AND_CLIENT) - 1);
  if (extra > BENCH_PEOPLE)
    throw new Error(`at most ${(BENCH_PEOPLE + 1) * MAX_LIVE_GRANTS_PER_USER_AND_CLIENT} connections`);
  const people = [DEMO_USER, ...Array.from({ length: extra }, (_, i) => benchPerson(i))];
  return Promise.all(
    people.map(async (person) => {
      const jar = await signIn(base, person);
      await consentOnce(base, jar);
      return jar;
    }),
  );
}
