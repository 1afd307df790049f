// Sign-in and consent as a person's browser goes through them, one flow per turn of a connection:
// the application sends the person to the authorization endpoint, which sends them to sign in; the
// sign-in page; next-auth's CSRF token and the credentials post, as the sign-in form sends them
// (components/auth/credentials-sign-in.ts); the authorization endpoint again, signed in, showing
// the consent screen (prompt=consent: the screen although the person granted the app before);
// and the consent post, which redirects to the application with a code. Six requests; the pages'
// static files (scripts, styles), which a browser caches, are not fetched. Each flow signs in the
// next of the given people, as sign-ins come from many people, not one.
import { FORM } from "./form-requests";
import type { LoadContext, LoadRequest } from "./load";
import { DEMO_APP, hiddenField, SCOPE } from "./prepare-tokens";

export const SIGN_IN = "sign-in + consent";
export const SIGN_IN_STEPS = 6;

const AUTHORIZE = `/auth/oauth2/authorize?${new URLSearchParams({
  client_id: DEMO_APP.id,
  redirect_uri: DEMO_APP.redirect,
  scope: SCOPE,
  state: "sizing",
  response_type: "code",
  prompt: "consent",
})}`;

type Headers = Record<string, string | string[]>;

function headerValues(headers: Headers, name: string): string[] {
  const found = Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  return found === undefined ? [] : Array.isArray(found) ? found : [found];
}

/** The connection's cookie jar, as one `cookie` header in the context. */
function keepCookies(context: LoadContext, headers: Headers) {
  const jar = new Map(
    (context.cookies ?? "")
      .split("; ")
      .filter(Boolean)
      .map((pair) => splitPair(pair)),
  );
  for (const line of headerValues(headers, "set-cookie")) jar.set(...splitPair(line.split(";")[0]!));
  context.cookies = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}
const splitPair = (pair: string): [string, string] => [
  pair.slice(0, pair.indexOf("=")),
  pair.slice(pair.indexOf("=") + 1),
];

const json = (body: string): Record<string, unknown> => {
  try {
    return JSON.parse(body) as Record<string, unknown>;
  } catch {
    return {};
  }
};

type Person = { email: string; password: string };

/**
 * The steps, the count of flows that ended with a code, and per step the answers other than a
 * browser expects (a step after a failed one fails too: its flow has no session, no form).
 */
export function signInAndConsent(base: string, people: readonly Person[]) {
  const counts = { flows: 0, failuresByStep: Array.from({ length: SIGN_IN_STEPS }, () => 0) };
  let nextPerson = 0;
  const checker = (step: number) => (ok: boolean) => void (ok || counts.failuresByStep[step]!++);
  const local = (url: string) => {
    const parsed = new URL(url, base);
    return parsed.pathname + parsed.search;
  };
  const withCookies = (request: LoadRequest, context: LoadContext, more: Record<string, string> = {}) => ({
    ...request,
    headers: { ...more, cookie: context.cookies ?? "" },
  });
  const steps: LoadRequest[] = [
    {
      method: "GET",
      path: AUTHORIZE,
      onResponse: (status, _body, context, headers) => {
        const location = headerValues(headers, "location")[0] ?? "";
        checker(0)(status >= 300 && status < 400 && location.includes("/auth/signin"));
        context.signIn = location ? local(location) : "/auth/signin";
        context.back = new URL(context.signIn, base).searchParams.get("callbackUrl") ?? AUTHORIZE;
      },
    },
    {
      method: "GET",
      path: "/auth/signin",
      setupRequest: (request, context) => ({ ...request, path: context.signIn ?? request.path }),
      onResponse: (status) => checker(1)(status === 200),
    },
    {
      method: "GET",
      path: "/api/auth/csrf",
      onResponse: (status, body, context, headers) => {
        keepCookies(context, headers);
        context.csrfToken = String(json(body).csrfToken ?? "");
        checker(2)(status === 200 && context.csrfToken !== "");
      },
    },
    {
      method: "POST",
      path: "/api/auth/callback/credentials",
      setupRequest: (request, context) => {
        const { email, password } = people[nextPerson++ % people.length]!;
        return {
          ...withCookies(request, context, FORM),
          body: new URLSearchParams({
            email,
            password,
            csrfToken: context.csrfToken ?? "",
            callbackUrl: `${base}${context.signIn ?? ""}`,
            json: "true",
          }).toString(),
        };
      },
      onResponse: (status, body, context, headers) => {
        keepCookies(context, headers);
        const url = json(body).url;
        checker(3)(status === 200 && typeof url === "string" && !new URL(url, base).searchParams.has("error"));
      },
    },
    {
      method: "GET",
      path: AUTHORIZE,
      setupRequest: (request, context) => ({ ...withCookies(request, context), path: context.back ?? AUTHORIZE }),
      onResponse: (status, body, context) => {
        context.request = hiddenField(body, "request") ?? "";
        context.csrf = hiddenField(body, "csrf") ?? "";
        checker(4)(status === 200 && context.request !== "" && context.csrf !== "");
      },
    },
    {
      method: "POST",
      path: "/auth/oauth2/consent",
      setupRequest: (request, context) => ({
        ...withCookies(request, context, FORM),
        body: new URLSearchParams({
          request: context.request ?? "",
          csrf: context.csrf ?? "",
          decision: "allow",
        }).toString(),
      }),
      onResponse: (status, _body, _context, headers) => {
        const location = headerValues(headers, "location")[0] ?? "";
        const ok = status >= 300 && status < 400 && new URL(location, base).searchParams.has("code");
        checker(5)(ok);
        if (ok) counts.flows++;
      },
    },
  ];
  return { steps, counts };
}
