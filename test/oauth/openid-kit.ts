// Drives OpenID Connect the way a relying party does, against the real route handlers in process:
// a fetch that answers from the handlers (discovery, JWKS, token, UserInfo), a real server-side
// session for the signed-in user, and the authorization endpoint's use cases for the browser part.
import { GET as jwksGET } from "@/app/.well-known/jwks.json/route";
import { GET as discoveryGET } from "@/app/.well-known/openid-configuration/route";
import { GET as authorizationServerGET } from "@/app/.well-known/oauth-authorization-server/route";
import { POST as parPOST } from "@/app/v2/auth/oauth2/par/route";
import { POST as tokenPOST } from "@/app/v2/auth/oauth2/token/route";
import { GET as userInfoGET, POST as userInfoPOST } from "@/app/v2/auth/oauth2/userinfo/route";
import { openServerSession, signInOfServerSession } from "@/lib/auth/server-session";
import type { UserRecord } from "@/lib/db/users";
import { decideConsent } from "@/lib/oauth/authorize/decide-consent";
import { prepareAuthorization } from "@/lib/oauth/authorize/prepare-authorization";
import { authorizeEndpointDeps } from "@/lib/server/roots/oauth";

export const ISSUER = "http://localhost:3000";

type Handler = (request: Request) => Response | Promise<Response>;
const ROUTES: Record<string, Handler> = {
  "GET /.well-known/openid-configuration": () => discoveryGET(),
  "GET /.well-known/oauth-authorization-server": () => authorizationServerGET(),
  "GET /.well-known/jwks.json": () => jwksGET(),
  "POST /v2/auth/oauth2/token": tokenPOST,
  "POST /v2/auth/oauth2/par": parPOST,
  "GET /v2/auth/oauth2/userinfo": userInfoGET,
  "POST /v2/auth/oauth2/userinfo": userInfoPOST,
};

/** A `fetch` answered by the route handlers; `rewrite` may change a response, as a tampering network would. */
export function inProcessFetch(rewrite?: (path: string, response: Response) => Promise<Response>) {
  return async (url: string, init: { method: string; headers: Record<string, string>; body?: unknown }) => {
    const request = new Request(url, { ...init, body: init.body as BodyInit | null | undefined });
    const { pathname, origin } = new URL(request.url);
    const handler = origin === ISSUER ? ROUTES[`${request.method} ${pathname}`] : undefined;
    if (!handler) throw new Error(`no route for ${request.method} ${request.url}`);
    const response = await handler(request);
    return rewrite ? rewrite(pathname, response) : response;
  };
}

/** A real session row for the user, as signing in creates: its sign-in time and `sid` claim. */
export async function signInAs(user: UserRecord) {
  const sid = await openServerSession(user.id, 3600);
  const signIn = await signInOfServerSession({ sid, user: { id: user.id } });
  if (!signIn) throw new Error("the session did not open");
  return {
    rawSid: sid,
    current: { userId: user.id, email: user.email, authTime: signIn.authTime, sid: signIn.sid },
    session: { authTime: signIn.authTime, sid: signIn.sid },
  };
}

export type SignedIn = Awaited<ReturnType<typeof signInAs>>;

/** The browser at the authorization URL: the page, then Allow when it shows the consent screen. */
export async function browserAuthorizes(url: URL, signedIn: SignedIn): Promise<URL> {
  const page = await prepareAuthorization(
    await authorizeEndpointDeps(),
    url.searchParams,
    signedIn.current.userId,
    signedIn.current,
  );
  if (page.kind === "redirect") return new URL(page.location);
  if (page.kind !== "consent") throw new Error(`expected the consent screen, got ${page.kind}`);
  const decided = await decideConsent(
    await authorizeEndpointDeps(),
    { request: page.formRequest, csrf: page.csrf, decision: "allow" },
    signedIn.current.userId,
    signedIn.session,
  );
  if (decided.kind !== "redirect") throw new Error(`expected a redirect, got ${decided.kind}`);
  return new URL(decided.location);
}
