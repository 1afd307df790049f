// The API's resource identifier (RFC 8707 s2, RFC 9728 s2): the `resource` clients name at the
// authorization and token endpoints, the `aud` of the access tokens issued for it, and the
// `resource` of its protected-resource metadata. One identifier, plus the spellings a client may
// reasonably derive from the API's URL, which mean the same API.
export interface ApiResource {
  /** The canonical identifier, e.g. `https://api.example.com/v2`. */
  readonly identifier: string;
  /** Other spellings accepted for it (the bare origin, a trailing slash). */
  readonly equivalents: readonly string[];
  /** The `aud` of tokens issued without a `resource` (before resource indicators existed). */
  readonly legacyAudience: string;
}

/** The API served under `${baseUrl}/v2`. */
export function apiResourceAt(baseUrl: string): ApiResource {
  const base = baseUrl.replace(/\/+$/, "");
  const identifier = `${base}/v2`;
  return { identifier, equivalents: [`${identifier}/`, base, `${base}/`], legacyAudience: base };
}

/** Every `aud` an access token for this API may carry. */
export function acceptedAudiences(api: ApiResource): string[] {
  return [api.identifier, api.legacyAudience];
}
