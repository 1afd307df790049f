// RFC 7662 token introspection, for resource servers that authenticate as a confidential,
// approved client. A client may introspect only tokens issued to itself (node-oidc-provider's
// default policy): anything else - unknown, expired, revoked, rotated, from a client no longer
// approved, narrowed to nothing by the client's current scopes, another client's - is inactive.
// token_type is RFC 6749 s5.1's type (RFC 7662 s2.2), so only an access token has one, spelled as
// the token response spells it; token_use (as ory fosite names it) tells the two kinds apart.
import { type VerifyAccessTokenOptions } from "../access-token";
import { liveAccess } from "../bearer-access";
import { UnauthorizedClientError } from "../errors";
import type { AuthorizeClientPort, OAuthStore } from "../ports";
import type { RequestParams } from "../request-params";
import { narrowToClientScopes } from "../scope-coverage";
import { formatScopes } from "../scope-parse";
import type { TokenResponse } from "../token-grants/token-response";
import { authenticateClient } from "../token-grants/client-authentication";
import { findPresentedToken } from "../token-inspection/find-presented-token";
import { parseTokenInspectionRequest } from "../token-inspection/token-inspection-request";

export interface IntrospectionDeps {
  readonly store: OAuthStore & Pick<AuthorizeClientPort, "findClientAccess">;
  readonly now: Date;
  readonly verify: VerifyAccessTokenOptions;
}

export interface IntrospectionInput {
  readonly params: RequestParams;
  readonly authorizationHeader?: string | null | undefined;
}

interface ActiveToken {
  active: true;
  scope: string;
  client_id: string;
  sub: string;
  exp: number;
  iat: number;
  iss: string;
  aud: string;
}

export type IntrospectionResponse =
  | { active: false }
  | (ActiveToken & { token_type: TokenResponse["token_type"]; token_use: "access_token" })
  | (ActiveToken & { token_use: "refresh_token" });

const INACTIVE: IntrospectionResponse = { active: false };
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Throws an OAuthError when the request or the client authentication fails. */
export async function introspectToken(
  deps: IntrospectionDeps,
  input: IntrospectionInput,
): Promise<IntrospectionResponse> {
  const request = parseTokenInspectionRequest(input.params, input.authorizationHeader);
  const client = authenticateClient(await deps.store.findClient(request.credentials.clientId), request.credentials);
  if (client.kind !== "CONFIDENTIAL")
    throw new UnauthorizedClientError("only confidential clients may introspect tokens");

  const found = await findPresentedToken(deps, request.token, request.hint);
  const base = { iss: deps.verify.issuer, aud: deps.verify.audience };

  if (found.kind === "access_token") {
    const { claims } = found.access;
    if (claims.client_id !== client.clientId) return INACTIVE;
    const live = await liveAccess(
      { findGrant: (id) => deps.store.findGrant(id), findClientAccess: (id) => deps.store.findClientAccess(id) },
      found.access,
    );
    if (!live.ok || (!live.access.legacyUnrestricted && live.access.scopes.length === 0)) return INACTIVE;
    return {
      active: true,
      scope: formatScopes(live.access.scopes),
      client_id: claims.client_id,
      sub: claims.sub,
      exp: claims.exp,
      iat: claims.iat,
      ...base,
      token_type: "bearer",
      token_use: "access_token",
    };
  }

  if (found.kind === "refresh_token") {
    const { grant, usedAt, revokedAt, expiresAt, issuedAt } = found.refresh;
    const dead =
      usedAt !== null || revokedAt !== null || grant.revokedAt !== null || expiresAt.getTime() <= deps.now.getTime();
    if (dead || grant.clientId !== client.clientId) return INACTIVE;
    const current = await deps.store.findClientAccess(grant.clientId);
    if (current?.status !== "APPROVED") return INACTIVE;
    const effective = narrowToClientScopes(grant, current.scopes);
    if (!effective.legacyUnrestricted && effective.scopes.length === 0) return INACTIVE;
    return {
      active: true,
      scope: formatScopes(effective.scopes),
      client_id: grant.clientId,
      sub: grant.userId,
      exp: seconds(expiresAt),
      iat: seconds(issuedAt),
      ...base,
      token_use: "refresh_token",
    };
  }
  return INACTIVE;
}
