// RFC 7662 token introspection, for resource servers that authenticate either with a resource-server
// credential (`rs_...`, registered by an administrator: every access token issued for its resource,
// its audience) or as a confidential, approved client. A client may introspect only tokens issued to
// itself (node-oidc-provider's default policy). A resource server never sees a refresh token: it is
// only ever presented to us by the client that holds it, so a resource server that has one holds
// what is not meant for it, and learns nothing of it. Anything else - unknown, expired, revoked,
// rotated, from a client no longer approved, narrowed to nothing by the client's current scopes,
// another client's - is inactive.
// token_type is RFC 6749 s5.1's type (RFC 7662 s2.2), so only an access token has one, spelled as
// the token response spells it; token_use (as ory fosite names it) tells the two kinds apart.
import { type VerifyAccessTokenOptions } from "../access-token";
import { liveAccess, oneReadGrantAccess } from "../bearer-access";
import { SlowDownError, UnauthorizedClientError } from "../errors";
import type { OAuthStore } from "../ports";
import type { AuthorizeClientPort } from "../authorize/authorize-storage";
import type { RequestParams } from "../request-params";
import { narrowDetailsToClientScopes } from "../authorization-details/detail-coverage";
import type { SchedulingDetail } from "../authorization-details/scheduling-detail";
import { narrowToClientScopes } from "../scope-coverage";
import { formatScopes } from "../scope-parse";
import type { TokenResponse } from "../token-grants/token-response";
import { type ClientAssertionDeps, requestAssertionVerifier } from "../client-assertion/verify-client-assertion";
import { authenticateClientRequest } from "../token-grants/client-authentication";
import { findPresentedToken } from "../token-inspection/find-presented-token";
import { parseTokenInspectionRequest } from "../token-inspection/token-inspection-request";
import type { ResourceServerPort } from "../resource-servers/ports";
import {
  authenticateResourceServer,
  isResourceServerCredentialId,
} from "../resource-servers/resource-server-credentials";
import type { ClientCredentials } from "../token-grants/token-request";

export interface IntrospectionDeps {
  readonly store: OAuthStore & Pick<AuthorizeClientPort, "findClientAccess">;
  readonly now: Date;
  /** private_key_jwt, as at the token endpoint; without it assertions are refused. */
  readonly clientAssertions?: Omit<ClientAssertionDeps, "now">;
  readonly verify: VerifyAccessTokenOptions;
  /** `aud` reported for a refresh token whose grant named no resource (RFC 8707); default the verifier's single audience. */
  readonly legacyAudience?: string;
  /** Resource servers' credentials; without it only clients introspect. */
  readonly resourceServers?: Pick<ResourceServerPort, "findResourceServer">;
  /** The API's resource identifier: what a token issued without `resource` is for. */
  readonly apiIdentifier?: string;
  /** A resource server's own budget, spent once its credential verified. */
  readonly resourceServerBudget?: (
    credentialId: string,
  ) => Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;
}

/** Whose tokens the caller may see: a client its own, a resource server the access tokens for its resource. */
type Inspectable = (token: { kind: "access_token" | "refresh_token"; clientId: string; resource: string }) => boolean;

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
  /** RFC 9449 s6.2: the DPoP key a bound token (or a public client's bound refresh token) needs. */
  cnf?: { jkt: string };
  /** RFC 9396 s9.2: the grant's authorization details, as they allow now; absent: none. */
  authorization_details?: readonly SchedulingDetail[];
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
  const mayInspect = await authenticateCaller(deps, request.credentials);

  const found = await findPresentedToken(deps, request.token, request.hint);
  const iss = deps.verify.issuer;
  const legacyAudience = deps.legacyAudience ?? String(deps.verify.audience);
  const resourceOf = (audience: string | null | undefined) =>
    !audience || audience === legacyAudience ? (deps.apiIdentifier ?? legacyAudience) : audience;

  if (found.kind === "access_token") {
    const { claims } = found.access;
    if (!mayInspect({ kind: found.kind, clientId: claims.client_id, resource: resourceOf(claims.aud) }))
      return INACTIVE;
    const live = await liveAccess(oneReadGrantAccess(deps.store), found.access);
    if (!live.ok || (!live.access.legacyUnrestricted && live.access.scopes.length === 0)) return INACTIVE;
    return {
      active: true,
      scope: formatScopes(live.access.scopes),
      client_id: claims.client_id,
      sub: claims.sub,
      exp: claims.exp,
      iat: claims.iat,
      iss,
      aud: claims.aud,
      ...(claims.cnf ? { cnf: { jkt: claims.cnf.jkt } } : {}),
      ...(live.access.authorizationDetails ? { authorization_details: live.access.authorizationDetails } : {}),
      token_type: claims.cnf ? "DPoP" : "bearer",
      token_use: "access_token",
    };
  }

  if (found.kind === "refresh_token") {
    const { grant, usedAt, revokedAt, expiresAt, issuedAt } = found.refresh;
    const dead =
      usedAt !== null || revokedAt !== null || grant.revokedAt !== null || expiresAt.getTime() <= deps.now.getTime();
    if (dead || !mayInspect({ kind: found.kind, clientId: grant.clientId, resource: resourceOf(grant.resource) }))
      return INACTIVE;
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
      iss,
      aud: grant.resource ?? legacyAudience,
      ...(grant.dpopJkt ? { cnf: { jkt: grant.dpopJkt } } : {}),
      ...(grant.authorizationDetails
        ? { authorization_details: narrowDetailsToClientScopes(grant.authorizationDetails, current.scopes) }
        : {}),
      token_use: "refresh_token",
    };
  }
  return INACTIVE;
}

async function authenticateCaller(deps: IntrospectionDeps, credentials: ClientCredentials): Promise<Inspectable> {
  const found =
    deps.resourceServers && isResourceServerCredentialId(credentials.clientId)
      ? await deps.resourceServers.findResourceServer(credentials.clientId)
      : null;
  // An id that is no resource server's may still be a client's (generated ids are random base64url).
  if (found !== null) {
    const server = authenticateResourceServer(found, credentials);
    const budget = await deps.resourceServerBudget?.(server.credentialId);
    if (budget && !budget.allowed) throw new SlowDownError(budget.retryAfterSeconds, "too many introspection requests");
    return (token) => token.kind === "access_token" && token.resource === server.resource;
  }
  const client = await authenticateClientRequest(
    await deps.store.findClient(credentials.clientId),
    credentials,
    deps.now,
    requestAssertionVerifier(deps),
  );
  if (client.kind !== "CONFIDENTIAL")
    throw new UnauthorizedClientError("only confidential clients may introspect tokens");
  return (token) => token.clientId === client.clientId;
}
