// Checks a protected-resource request (RFC 6750): a valid access token whose grant is still live
// and whose scopes cover the endpoint. A signature alone is not enough: revoking a grant (code or
// refresh token reuse, legacy supersession) must stop its access tokens too.
import {
  type VerifyAccessTokenOptions,
  type AccessTokenFailureReason,
  type VerifiedAccessToken,
  verifyAccessToken,
} from "./access-token";
import { narrowDetailsToClientScopes } from "./authorization-details/detail-coverage";
import type { SchedulingDetail } from "./authorization-details/scheduling-detail";
import { currentDpopNonce } from "./dpop/dpop-nonce";
import { type DpopProofDeps, type DpopProofRequest, verifyDpopProof } from "./dpop/dpop-proof";
import {
  InsufficientScopeError,
  InvalidDpopProofResourceError,
  InvalidTokenError,
  MissingTokenError,
  type ResourceError,
  UseDpopNonceResourceError,
} from "./errors";
import type { ClientStatus, GrantAccessRecord, GrantPort } from "./ports";
import type { Scope } from "./scope-catalogue";
import { accessSatisfiesScope, narrowToClientScopes } from "./scope-coverage";

export interface BearerAccess {
  readonly userId: string;
  readonly clientId: string;
  readonly grantId: string;
  readonly scopes: readonly Scope[];
  readonly legacyUnrestricted: boolean;
  /**
   * RFC 9396: the grant's authorization details, each narrowed to the actions whose scopes the
   * client still holds (in place: a detail is counted by its index). Absent: the grant has none.
   */
  readonly authorizationDetails?: readonly SchedulingDetail[];
}

export interface BearerAccessDeps {
  readonly verify: VerifyAccessTokenOptions;
  readonly findGrant: GrantPort["findGrant"];
  /**
   * The client (by public id) as it is now: a token dies with its client's approval, and a scope
   * removed from the client stops working in tokens already issued.
   */
  readonly findClientAccess: (clientId: string) => Promise<{ status: ClientStatus; scopes: readonly Scope[] } | null>;
  /** Notes that the grant reached the API (for "last used"); must not throw or wait. */
  readonly noteGrantUse?: (grantId: string) => void;
  /** DPoP proofs' checks (RFC 9449 s7), wired only when a request uses the DPoP scheme; absent: DPoP is refused. */
  readonly dpopProofs?: () => Promise<DpopProofDeps>;
}

export interface BearerAccessInput {
  readonly authorizationHeader: string | null | undefined;
  /** null for endpoints any valid token may call. */
  readonly requiredScope: Scope | null;
  /** For the DPoP scheme: the `DPoP` header (null when absent), the method and the public URL. */
  readonly dpop?: Omit<DpopProofRequest, "proof" | "accessToken"> & { readonly proof: string | null };
}

export type BearerAccessResult = { ok: true; access: BearerAccess } | { ok: false; error: ResourceError };

/**
 * RFC 6750 s2.1: `Bearer <b64token>`; null when the request carries no bearer credentials.
 * Exact, so one token has one accepted spelling: the scheme (any case), one space, the token and
 * nothing else; and the token must be a compact JWS of canonical unpadded base64url segments.
 * Padding (`==`), other trailing bits, spaces or tabs make it malformed rather than equivalent.
 */
export function readBearerToken(header: string | null | undefined): string | null | "malformed" {
  if (header === null || header === undefined || !/^bearer(\s|$)/i.test(header)) return null;
  const token = /^bearer ([A-Za-z0-9\-._~+/]+=*)$/i.exec(header)?.[1];
  return token !== undefined && isCanonicalCompactJws(token) ? token : "malformed";
}

function isCanonicalCompactJws(token: string): boolean {
  const segments = token.split(".");
  return (
    segments.length === 3 &&
    segments.every(
      (segment) =>
        /^[A-Za-z0-9_-]+$/.test(segment) && Buffer.from(segment, "base64url").toString("base64url") === segment,
    )
  );
}

const FAILURE_TEXT: Record<AccessTokenFailureReason, string> = {
  malformed: "the access token is malformed",
  bad_signature: "the access token signature is invalid",
  unknown_key: "the access token was signed with an unknown key",
  expired: "the access token has expired",
  not_yet_valid: "the access token is not valid yet",
  wrong_typ: "the token is not an access token",
  wrong_issuer: "the access token was issued by another server",
  wrong_audience: "the access token is not meant for this API",
};

export async function authorizeBearerRequest(
  deps: BearerAccessDeps,
  input: BearerAccessInput,
): Promise<BearerAccessResult> {
  const bearer = readBearerToken(input.authorizationHeader);
  const dpop = bearer === null ? readDpopToken(input.authorizationHeader) : null;
  if (bearer === null && dpop === null) return { ok: false, error: new MissingTokenError() };
  const scheme = bearer === null ? "DPoP" : "Bearer";
  const token = bearer ?? dpop;
  if (token === null || token === "malformed")
    return { ok: false, error: new InvalidTokenError("the Authorization header is malformed", scheme) };

  const verified = await verifyAccessToken(token, deps.verify);
  if (!verified.ok) return { ok: false, error: new InvalidTokenError(FAILURE_TEXT[verified.reason], scheme) };
  const bound = verified.token.claims.cnf?.jkt;
  // RFC 9449 s7.2: a bound token is worthless without its key, so never accepted as a bearer token.
  if (scheme === "Bearer" && bound !== undefined)
    return {
      ok: false,
      error: new InvalidTokenError(
        "this access token is bound to a DPoP key: send it as Authorization: DPoP with a DPoP proof",
        "DPoP",
      ),
    };
  if (scheme === "DPoP") {
    const refused = await dpopRefusal(deps, input, token, bound);
    if (refused !== null) return { ok: false, error: refused };
  }
  const live = await liveAccess(deps, verified.token);
  if (!live.ok) return { ok: false, error: live.error.challenging(scheme) };
  if (input.requiredScope !== null && !accessSatisfiesScope(live.access, input.requiredScope)) {
    return { ok: false, error: new InsufficientScopeError(input.requiredScope).challenging(scheme) };
  }
  deps.noteGrantUse?.(live.access.grantId);
  return live;
}

/** RFC 9449 s7.1: `DPoP <token>`, spelled as exactly as a bearer token; null for another scheme. */
export function readDpopToken(header: string | null | undefined): string | null | "malformed" {
  if (header === null || header === undefined || !/^dpop(\s|$)/i.test(header)) return null;
  return readBearerToken(`Bearer${header.slice(4)}`);
}

/** Why the DPoP proof of a request does not prove the key `bound` for this token, or null. */
async function dpopRefusal(
  deps: BearerAccessDeps,
  input: BearerAccessInput,
  token: string,
  bound: string | undefined,
): Promise<ResourceError | null> {
  if (bound === undefined)
    return new InvalidTokenError("this access token is not bound to a DPoP key: send it as a Bearer token", "DPoP");
  if (deps.dpopProofs === undefined || input.dpop === undefined)
    return new InvalidDpopProofResourceError("this resource does not accept DPoP proofs");
  if (input.dpop.proof === null) return new InvalidDpopProofResourceError("a DPoP proof is required (the DPoP header)");
  const proofDeps = await deps.dpopProofs();
  const verdict = await verifyDpopProof(proofDeps, { ...input.dpop, proof: input.dpop.proof, accessToken: token });
  if (!verdict.ok) {
    if (verdict.code === "use_dpop_nonce" && proofDeps.nonces !== undefined)
      return new UseDpopNonceResourceError(currentDpopNonce(proofDeps.nonces, proofDeps.now), verdict.description);
    return new InvalidDpopProofResourceError(verdict.description);
  }
  return verdict.jkt === bound
    ? null
    : new InvalidDpopProofResourceError("the DPoP proof is signed by another key than the token is bound to");
}

/**
 * liveAccess's two lookups answered from one read of the grant with its client (`findGrantAccess`):
 * the check asks for the grant, then for its client. Another client is looked up on its own.
 */
export function oneReadGrantAccess(
  store: {
    findGrantAccess(grantId: string): Promise<GrantAccessRecord | null>;
    findClientAccess: BearerAccessDeps["findClientAccess"];
  },
  onClient?: (clientId: string) => void,
): Pick<BearerAccessDeps, "findGrant" | "findClientAccess"> {
  let found: GrantAccessRecord | null = null;
  return {
    findGrant: async (id) => {
      found = await store.findGrantAccess(id);
      return found?.grant ?? null;
    },
    findClientAccess: (clientId) => {
      onClient?.(clientId);
      return found?.grant.clientId === clientId ? Promise.resolve(found.client) : store.findClientAccess(clientId);
    },
  };
}

/**
 * What a verified access token may reach now: its grant must be live and match the token, its
 * client still approved, and the grant's scopes narrowed to the client's current ones.
 */
export async function liveAccess(
  deps: Pick<BearerAccessDeps, "findGrant" | "findClientAccess">,
  token: VerifiedAccessToken,
): Promise<BearerAccessResult> {
  const { claims, legacyUnrestricted } = token;
  const grant = await deps.findGrant(claims.gid);
  const matchesGrant =
    grant !== null &&
    grant.clientId === claims.client_id &&
    grant.userId === claims.sub &&
    grant.legacyUnrestricted === legacyUnrestricted;
  if (!matchesGrant || grant.revokedAt !== null)
    return { ok: false, error: new InvalidTokenError("the access token has been revoked") };
  const client = await deps.findClientAccess(grant.clientId);
  if (client?.status !== "APPROVED") {
    return { ok: false, error: new InvalidTokenError("the application is no longer approved") };
  }

  // The grant record (narrowed to the client's current scopes), not the token's claims, decides
  // what the token may reach.
  const effective = narrowToClientScopes(grant, client.scopes);
  const access: BearerAccess = {
    userId: claims.sub,
    clientId: claims.client_id,
    grantId: claims.gid,
    scopes: [...effective.scopes],
    legacyUnrestricted: effective.legacyUnrestricted,
    ...(grant.authorizationDetails
      ? { authorizationDetails: narrowDetailsToClientScopes(grant.authorizationDetails, client.scopes) }
      : {}),
  };
  return { ok: true, access };
}
