// RFC 7009 token revocation. The client authenticates as at the token endpoint; revoking either
// kind of token revokes its whole grant (RFC 7009 s2.1 lets the server revoke related tokens, and
// the bearer check already refuses every token of a revoked grant, so an access token stops at
// once at no extra cost per API call). A token that is unknown, expired, malformed or another
// client's changes nothing and is answered like a success (s2.2), so the answer reveals nothing.
import type { VerifyAccessTokenOptions } from "../access-token";
import type { OAuthStore } from "../ports";
import type { RequestParams } from "../request-params";
import { type ClientAssertionDeps, requestAssertionVerifier } from "../client-assertion/verify-client-assertion";
import { authenticateClientRequest } from "../token-grants/client-authentication";
import { findPresentedToken } from "../token-inspection/find-presented-token";
import { parseTokenInspectionRequest } from "../token-inspection/token-inspection-request";

export interface RevocationDeps {
  readonly store: OAuthStore;
  readonly now: Date;
  readonly verify: VerifyAccessTokenOptions;
  /** private_key_jwt, as at the token endpoint; without it assertions are refused. */
  readonly clientAssertions?: Omit<ClientAssertionDeps, "now">;
}

export interface RevocationInput {
  readonly params: RequestParams;
  readonly authorizationHeader?: string | null | undefined;
}

export type RevocationOutcome = "revoked" | "nothing_to_revoke";

/** Throws an OAuthError when the request or the client authentication fails. */
export async function revokeToken(deps: RevocationDeps, input: RevocationInput): Promise<RevocationOutcome> {
  const request = parseTokenInspectionRequest(input.params, input.authorizationHeader);
  const client = await authenticateClientRequest(
    await deps.store.findClient(request.credentials.clientId),
    request.credentials,
    deps.now,
    requestAssertionVerifier(deps),
  );

  const found = await findPresentedToken(deps, request.token, request.hint);
  const grant = found.kind === "refresh_token" ? found.refresh.grant : null;
  const grantId =
    grant !== null
      ? grant.clientId === client.clientId
        ? grant.id
        : null
      : found.kind === "access_token" && found.access.claims.client_id === client.clientId
        ? found.access.claims.gid
        : null;
  if (grantId === null) return "nothing_to_revoke";
  const current = grant ?? (await deps.store.findGrant(grantId));
  if (current === null || current.clientId !== client.clientId || current.revokedAt !== null)
    return "nothing_to_revoke";
  await deps.store.revokeGrant(grantId, "revoked_by_client", deps.now);
  return "revoked";
}
