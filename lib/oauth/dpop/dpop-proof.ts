// DPoP proofs (RFC 9449 s4.3): a JWT the client signs with the key its tokens are bound to, for one
// HTTP request. Checked here, in the RFC's order, as a pure function of the proof, the request and
// a clock; the only state is the single-use store for `jti` (shared by every instance).
import { EmbeddedJWK, calculateJwkThumbprint, decodeProtectedHeader, errors, jwtVerify } from "jose";
import { createHash } from "node:crypto";
import { type DpopNonces, checkDpopNonce } from "./dpop-nonce";

/** Asymmetric algorithms only (RFC 9449 s4.3 point 6); advertised as `dpop_signing_alg_values_supported`. */
export const DPOP_SIGNING_ALGS = ["ES256", "ES384", "PS256", "RS256", "EdDSA"] as const;

/** A proof's `iat` may be this old (or, for a client's clock running ahead, this far in the future). */
export const DPOP_IAT_WINDOW_SECONDS = 60;

/** A proof is a few hundred bytes; an RSA key of 4096 bits makes it about 1.5 KB. */
export const MAX_DPOP_PROOF_LENGTH = 4096;

/** Members only a private or symmetric JWK has: a proof must never carry them. */
const PRIVATE_JWK_MEMBERS = ["d", "p", "q", "dp", "dq", "qi", "oth", "k", "priv"] as const;

/** What the core needs of the single-use store (lib/oauth/replay/once-store.ts's OnceStore fits). */
export interface DpopReplayPort {
  firstUse(kind: "dpop_proof", id: string, expiresAt: Date): Promise<boolean>;
}

export interface DpopProofDeps {
  readonly replay: DpopReplayPort;
  readonly now: Date;
  /** Present when nonces are switched on (DPOP_NONCES=on): a proof without a current one is refused. */
  readonly nonces?: DpopNonces;
}

export interface DpopProofRequest {
  /** The `DPoP` header's value: exactly one proof (the edge joins repeated headers with ", "). */
  readonly proof: string;
  readonly method: string;
  /** The request's URL as the client addressed it (the public URL); query and fragment are ignored. */
  readonly url: string;
  /** At a protected resource: the access token the proof must name in `ath`. */
  readonly accessToken?: string;
}

export type DpopProofFailure = {
  readonly ok: false;
  /** use_dpop_nonce: retry with the nonce of the `DPoP-Nonce` header (RFC 9449 s8, s9). */
  readonly code: "invalid_dpop_proof" | "use_dpop_nonce";
  readonly description: string;
};

export type DpopProofResult = { readonly ok: true; readonly jkt: string } | DpopProofFailure;

/** A proof that passed every check but the single use: `spendDpopProof` spends its `jti`. */
export type CheckedDpopProof = {
  readonly ok: true;
  readonly jkt: string;
  /** Keyed by the key too, so one client's jti cannot block another's. */
  readonly onceId: string;
  /** Kept until the proof could no longer pass the iat check. */
  readonly expiresAt: Date;
};

const refuse = (description: string): DpopProofFailure => ({ ok: false, code: "invalid_dpop_proof", description });

/** RFC 9449 s4.3's checks, the single use included; never throws on any input. */
export async function verifyDpopProof(deps: DpopProofDeps, request: DpopProofRequest): Promise<DpopProofResult> {
  const checked = await checkDpopProof(deps, request);
  if (!checked.ok) return checked;
  return (await spendDpopProof(deps.replay, checked)) ?? { ok: true, jkt: checked.jkt };
}

/**
 * Spends a checked proof's `jti`: null the first time, the refusal after. A caller that can refuse
 * the request for another reason first (the token endpoint authenticating the client) spends it
 * last, so a request refused anyway writes nothing.
 */
export async function spendDpopProof(
  replay: DpopReplayPort,
  proof: CheckedDpopProof,
): Promise<DpopProofFailure | null> {
  if (await replay.firstUse("dpop_proof", proof.onceId, proof.expiresAt)) return null;
  return refuse("the DPoP proof was already used; sign a new proof for every request");
}

/** Every check of RFC 9449 s4.3 but the single use; reads no store, never throws on any input. */
export async function checkDpopProof(
  deps: Omit<DpopProofDeps, "replay">,
  request: DpopProofRequest,
): Promise<CheckedDpopProof | DpopProofFailure> {
  const { proof } = request;
  if (proof.length > MAX_DPOP_PROOF_LENGTH) return refuse("the DPoP proof is too long");
  if (!/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(proof))
    return refuse("send exactly one DPoP header holding one compact JWT");

  const header = readHeader(proof);
  if (typeof header === "string") return refuse(header);

  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(proof, EmbeddedJWK, {
      typ: "dpop+jwt",
      algorithms: [...DPOP_SIGNING_ALGS],
      requiredClaims: ["jti", "htm", "htu", "iat"],
    }));
  } catch (error) {
    return refuse(verificationFailure(error));
  }
  const { jti, htm, htu, iat, ath, nonce } = payload;
  if (typeof jti !== "string" || jti.length === 0 || jti.length > 256)
    return refuse("the DPoP proof's jti must be a string of 1 to 256 characters");
  if (htm !== request.method) return refuse(`the DPoP proof's htm must be ${request.method}`);
  if (typeof htu !== "string" || !sameTarget(htu, request.url))
    return refuse("the DPoP proof's htu must be this request's URL");
  const nowSeconds = Math.floor(deps.now.getTime() / 1000);
  if (typeof iat !== "number" || Math.abs(nowSeconds - iat) > DPOP_IAT_WINDOW_SECONDS)
    return refuse("the DPoP proof's iat is not recent; sign a new proof with the current time");
  if (request.accessToken !== undefined) {
    if (typeof ath !== "string" || ath !== accessTokenHash(request.accessToken))
      return refuse("the DPoP proof's ath does not match the access token");
  }
  if (deps.nonces !== undefined) {
    const verdict = checkDpopNonce(deps.nonces, nonce, deps.now);
    if (verdict !== "current")
      return {
        ok: false,
        code: "use_dpop_nonce",
        description: verdict === "missing" ? "the DPoP proof must carry a nonce" : "the DPoP proof's nonce has expired",
      };
  }
  const jkt = await calculateJwkThumbprint(header.jwk as Parameters<typeof calculateJwkThumbprint>[0], "sha256");
  const expiresAt = new Date((iat + DPOP_IAT_WINDOW_SECONDS + 1) * 1000);
  return { ok: true, jkt, onceId: `${jkt}:${jti}`, expiresAt };
}

/** RFC 9449 s4.1's `ath`: base64url of the SHA-256 of the access token's ASCII. */
export function accessTokenHash(accessToken: string): string {
  return createHash("sha256").update(accessToken, "ascii").digest("base64url");
}

/** The proof's header, or why it is refused, before any key is imported. */
function readHeader(proof: string): { jwk: Record<string, unknown> } | string {
  let header: Record<string, unknown>;
  try {
    header = decodeProtectedHeader(proof) as Record<string, unknown>;
  } catch {
    return "the DPoP proof's header is not valid JSON";
  }
  if (header.typ !== "dpop+jwt") return "the DPoP proof's typ must be dpop+jwt";
  if (typeof header.alg !== "string" || !(DPOP_SIGNING_ALGS as readonly string[]).includes(header.alg))
    return `the DPoP proof's alg must be one of ${DPOP_SIGNING_ALGS.join(", ")}`;
  const jwk = header.jwk;
  if (typeof jwk !== "object" || jwk === null || Array.isArray(jwk))
    return "the DPoP proof's header must carry the public key as jwk";
  if (PRIVATE_JWK_MEMBERS.some((member) => member in jwk))
    return "the DPoP proof's jwk must be a public key: it carries private key material";
  return { jwk: jwk as Record<string, unknown> };
}

function verificationFailure(error: unknown): string {
  if (error instanceof errors.JWSSignatureVerificationFailed) return "the DPoP proof's signature is invalid";
  if (error instanceof errors.JWTClaimValidationFailed) return `the DPoP proof's ${error.claim} claim is invalid`;
  if (error instanceof errors.JOSEAlgNotAllowed) return "the DPoP proof's alg is not allowed";
  if (error instanceof errors.JWTInvalid) return "the DPoP proof's claims are not a JSON object";
  return "the DPoP proof's jwk is not a usable public key for its alg";
}

/** RFC 9449 s4.3 point 9: htu matches the request's URI without query and fragment. */
function sameTarget(htu: string, url: string): boolean {
  const a = URL.parse(htu);
  const b = URL.parse(url);
  return a !== null && b !== null && a.origin === b.origin && a.pathname === b.pathname;
}
