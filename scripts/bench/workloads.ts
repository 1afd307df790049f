// The measured workloads. Each gets what it needs prepared right before its run (codes expire).
import type { LoadRequest } from "./load";
import { mintCodes, mintTokens, tokenForm, DEMO_APP } from "./prepare-tokens";

export type Workload = {
  name: string;
  /** Returns the request to repeat, or a reason to skip. `amount` caps single-use inputs. */
  prepare(connections: number, seconds: number): Promise<{ request: LoadRequest; amount?: number } | { skip: string }>;
};

const FORM = { "content-type": "application/x-www-form-urlencoded" };

async function skipIf404(base: string, path: string, init?: RequestInit): Promise<string | undefined> {
  const response = await fetch(`${base}${path}`, init);
  await response.arrayBuffer();
  return response.status === 404 ? `${path} answers 404 (not built yet)` : undefined;
}

export function workloads(
  base: string,
  jar: Map<string, string>,
  codeBudget: (connections: number, seconds: number) => number,
): Workload[] {
  const bearer = async () => ({ authorization: `Bearer ${(await mintTokens(base, jar, 1))[0]!.access_token}` });
  const get = (name: string, path: string): Workload => ({
    name,
    async prepare() {
      const headers = await bearer();
      const skip = await skipIf404(base, path, { headers });
      return skip ? { skip } : { request: { method: "GET", path, headers } };
    },
  });
  return [
    {
      name: "static route (/.well-known/oauth-authorization-server)",
      prepare: async () => ({ request: { method: "GET", path: "/.well-known/oauth-authorization-server" } }),
    },
    // The same build's cheapest dynamic route (no database, no body): what the framework alone
    // costs a handler that runs on every request, which the static route does not.
    { name: "dynamic floor (GET /healthz)", prepare: async () => ({ request: { method: "GET", path: "/healthz" } }) },
    get("GET /v2/me", "/v2/me"),
    get("GET /v2/bookings (scoped list)", "/v2/bookings"),
    {
      name: "refresh, chained per connection",
      async prepare(connections) {
        // LIFO: autocannon asks for a connection's next request right after that connection's
        // response, so the token it pops is the one it just received.
        const stack = (await mintTokens(base, jar, connections)).map((t) => t.refresh_token);
        const request: LoadRequest = {
          method: "POST",
          path: "/v2/auth/oauth2/token",
          headers: FORM,
          setupRequest: (req) => ({
            ...req,
            body: tokenForm({ grant_type: "refresh_token", refresh_token: stack.pop() ?? "exhausted" }),
          }),
          onResponse: (status, body) => {
            if (status === 200) stack.push((JSON.parse(body) as { refresh_token: string }).refresh_token);
          },
        };
        return { request };
      },
    },
    {
      name: "authorization_code exchange (pre-minted codes)",
      async prepare(connections, seconds) {
        const codes = await mintCodes(base, jar, codeBudget(connections, seconds));
        const amount = codes.length;
        const request: LoadRequest = {
          method: "POST",
          path: "/v2/auth/oauth2/token",
          headers: FORM,
          setupRequest: (req) => ({
            ...req,
            body: tokenForm({
              grant_type: "authorization_code",
              code: codes.pop() ?? "exhausted",
              redirect_uri: DEMO_APP.redirect,
            }),
          }),
        };
        return { request, amount };
      },
    },
    {
      name: "introspection",
      async prepare() {
        const token = (await mintTokens(base, jar, 1))[0]!.access_token;
        const body = tokenForm({ token });
        const skip = await skipIf404(base, "/v2/auth/oauth2/introspect", { method: "POST", headers: FORM, body });
        return skip
          ? { skip }
          : { request: { method: "POST", path: "/v2/auth/oauth2/introspect", headers: FORM, body } };
      },
    },
  ];
}
