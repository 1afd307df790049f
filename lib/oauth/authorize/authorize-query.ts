/** Query parameters as a page receives them, keeping repeated parameters repeated. */
export function toSearchParams(query: Readonly<Record<string, string | string[] | undefined>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, v);
  }
  return params;
}

/** The authorization endpoint's own path for a request, e.g. to come back after sign-in. */
export function authorizePath(request: URLSearchParams | string): string {
  return `/auth/oauth2/authorize?${request.toString()}`;
}

/** Like the validator: a `scope` of only separators names nothing. */
export function namesAScope(params: URLSearchParams): boolean {
  return params.getAll("scope").some((value) => /[^\s,]/.test(value));
}
