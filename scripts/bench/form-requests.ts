// Token endpoint requests as the load runs send them: a form POST whose body is made afresh for
// each request (a single-use code, the next refresh token), on the service and on the peer alike.
import type { LoadRequest } from "./load";

export const FORM = { "content-type": "application/x-www-form-urlencoded" };

export function formPost(path: string, body: () => string): LoadRequest {
  return { method: "POST", path, headers: FORM, setupRequest: (request) => ({ ...request, body: body() }) };
}

/**
 * A refresh chained per connection. LIFO: autocannon asks for a connection's next request right
 * after that connection's response, so the token it pops is the one it just received.
 */
export function chainedRefresh(
  path: string,
  refreshTokens: readonly string[],
  form: (refreshToken: string) => string,
): LoadRequest {
  const stack = [...refreshTokens];
  return {
    ...formPost(path, () => form(stack.pop() ?? "exhausted")),
    onResponse: (status, body) => {
      if (status === 200) stack.push((JSON.parse(body) as { refresh_token: string }).refresh_token);
    },
  };
}
