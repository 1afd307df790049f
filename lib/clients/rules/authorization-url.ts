// Assembles the URL an application sends its users to (spec s4.1). Pure, so the settings page's
// builder and the legacy migration wizard show exactly what the authorize endpoint expects.
import { formatScopes } from "@/lib/oauth/scope-parse";
import type { Scope } from "@/lib/oauth/scope-catalogue";

export const AUTHORIZE_PATH = "/auth/oauth2/authorize";

export type AuthorizationUrlParams = {
  /** {auth_url}, without a trailing slash. */
  authUrl: string;
  clientId: string;
  redirectUri: string;
  /** Empty only for a legacy client that has not migrated yet: the URL then carries no scope. */
  scopes: readonly Scope[];
  state?: string;
  /** S256 challenge; required for public clients. */
  codeChallenge?: string;
};

export function buildAuthorizationUrl(params: AuthorizationUrlParams): string {
  const query: Array<[string, string]> = [
    ["client_id", params.clientId],
    ["redirect_uri", params.redirectUri],
    ["response_type", "code"],
  ];
  if (params.scopes.length > 0) query.push(["scope", formatScopes(params.scopes)]);
  if (params.state) query.push(["state", params.state]);
  if (params.codeChallenge) query.push(["code_challenge", params.codeChallenge], ["code_challenge_method", "S256"]);
  // encodeURIComponent writes spaces as %20, which every server reads the same way ("+" is form-only).
  const encoded = query.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join("&");
  return `${params.authUrl.replace(/\/+$/, "")}${AUTHORIZE_PATH}?${encoded}`;
}
