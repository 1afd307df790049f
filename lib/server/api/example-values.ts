// The values the reference's and the Quick start's examples are filled with: on a freshly seeded
// database they work as printed (the demo client, its redirect URI, the demo ids), and what only
// a run can give (a code, a token) is a placeholder to paste. A composition root builds them from
// the seed (lib/server/roots/demo-examples.ts).

/** The client an example acts as. */
export interface ExampleClient {
  readonly id: string;
  /** null for a public client: it sends a PKCE code_verifier instead. */
  readonly secret: string | null;
  readonly redirectUri: string;
  readonly postLogoutRedirectUri: string;
  /** The scopes an example asks for, space-separated. */
  readonly scope: string;
}

export interface ExampleValues {
  readonly client: ExampleClient;
  /** A field's or parameter's value by its name (`teamId`, `redirect_uri`, `email`). */
  readonly byName: Readonly<Record<string, string>>;
  /** Whole success answers by "METHOD path", where the real one is known (the discovery documents, UserInfo). */
  readonly answers?: Readonly<Record<string, unknown>>;
}

/** What a reader pastes from an earlier step. */
export const PASTE = {
  code: "PASTE_CODE",
  accessToken: "PASTE_ACCESS_TOKEN",
  refreshToken: "PASTE_REFRESH_TOKEN",
  idToken: "PASTE_ID_TOKEN",
} as const;

/** The names every OAuth example fills, for a client: the rest come from the seed's ids. */
export function oauthValuesByName(client: ExampleClient): Record<string, string> {
  return {
    client_id: client.id,
    redirect_uri: client.redirectUri,
    post_logout_redirect_uri: client.postLogoutRedirectUri,
    scope: client.scope,
    response_type: "code",
    state: "abc123",
    code: PASTE.code,
    refresh_token: PASTE.refreshToken,
    token: PASTE.accessToken,
    id_token_hint: PASTE.idToken,
  };
}

const PLACEHOLDER_CLIENT: ExampleClient = {
  id: "YOUR_CLIENT_ID",
  secret: "YOUR_CLIENT_SECRET",
  redirectUri: "https://app.example.com/callback",
  postLogoutRedirectUri: "https://app.example.com/signed-out",
  scope: "openid PROFILE_READ",
};

/** For a document with no demo data to draw on: placeholders a reader replaces. */
export const PLACEHOLDER_VALUES: ExampleValues = {
  client: PLACEHOLDER_CLIENT,
  byName: oauthValuesByName(PLACEHOLDER_CLIENT),
};
