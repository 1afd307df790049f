// private_key_jwt (RFC 7523 s2.2, OpenID Connect Core s9): the client proves who it is with a JWT it
// signed with one of its registered keys, or one it publishes at its jwks_uri (remote-jwks.ts, tried
// only when no registered key verifies). Checked in this order, each refusal invalid_client with
// its own description: a compact JWS whose alg is one we accept (asymmetric only); a registered key
// that fits its kid and alg; the signature; the claims (assertion-claims.ts); and last, its jti not
// seen before (the shared OnceStore, remembered until the assertion's exp), so a refused assertion
// never spends its jti. One verifier serves one request: the token endpoint may authenticate the
// same request again after re-reading a changed client, and its own jti must not count as a replay.
import { compactVerify, decodeProtectedHeader, importJWK } from "jose";
import { InvalidClientError } from "../errors";
import type { ClientKeyRecord } from "../records";
import type { OnceStore } from "../replay/once-store";
import { ASSERTION_ALGS, isAssertionAlg, keyVerifiesAlg } from "./assertion-algorithms";
import { ASSERTION_CLAIMS_DESCRIPTIONS, checkAssertionClaims } from "./assertion-claims";
import type { RemoteJwks } from "./remote-jwks";

/** The client as an assertion is checked against: its registered keys and, if it has one, its jwks_uri. */
export interface AssertingClient {
  readonly clientId: string;
  readonly keys: readonly ClientKeyRecord[];
  readonly jwksUri?: string | null;
}

export interface ClientAssertionVerifier {
  /** The id of the key that signed a valid, first-used assertion; throws InvalidClientError. */
  verify(client: AssertingClient, assertion: string): Promise<string>;
}

export interface ClientAssertionDeps {
  readonly now: Date;
  /** Our issuer and the token endpoint's URL. */
  readonly audiences: readonly string[];
  readonly once: OnceStore;
  /** Keys published at clients' jwks_uri; without it a jwks_uri is not consulted. */
  readonly remoteKeys?: RemoteJwks;
}

export function clientAssertionVerifier(deps: ClientAssertionDeps): ClientAssertionVerifier {
  const answered = new Map<string, Promise<boolean>>();
  const firstUse = (id: string, expiresAt: Date) => {
    let answer = answered.get(id);
    if (answer === undefined) {
      answer = deps.once.firstUse("client_assertion", id, expiresAt);
      answered.set(id, answer);
    }
    return answer;
  };
  return {
    async verify(client, assertion) {
      const alg = assertionAlg(assertion);
      const kid = headerKid(assertion);
      const fits = (keys: readonly ClientKeyRecord[]) =>
        keys.filter((key) => keyVerifiesAlg(key, alg) && (kid === null || key.kid === kid));
      const registered = fits(client.keys);
      let signed = await firstVerifying(registered, assertion, alg);
      let tried = registered.length;
      if (signed === null && client.jwksUri && deps.remoteKeys) {
        const published = fits(await deps.remoteKeys.keysAt(client.jwksUri, kid));
        signed = await firstVerifying(published, assertion, alg);
        tried += published.length;
      }
      if (tried === 0)
        throw refused(`no key registered for this client matches the assertion's ${kid === null ? "" : "kid and "}alg`);
      if (signed === null) throw refused("the client assertion's signature does not verify with the client's keys");
      const checked = checkAssertionClaims(signed.claims, {
        clientId: client.clientId,
        audiences: deps.audiences,
        now: deps.now,
      });
      if (!checked.ok) throw refused(ASSERTION_CLAIMS_DESCRIPTIONS[checked.code]);
      // Keyed by client: a jti is unique per issuer, and one client cannot spend another's.
      if (!(await firstUse(`${client.clientId}:${checked.accepted.jti}`, checked.accepted.expiresAt)))
        throw refused("the client assertion was already used: make a new one with a new jti for each request");
      return signed.key.id;
    },
  };
}

/** One verifier per request, or none where assertions are not wired (they are then refused). */
export function requestAssertionVerifier(deps: {
  readonly now: Date;
  readonly clientAssertions?: Omit<ClientAssertionDeps, "now">;
}): ClientAssertionVerifier | undefined {
  return deps.clientAssertions && clientAssertionVerifier({ ...deps.clientAssertions, now: deps.now });
}

const refused = (description: string) => new InvalidClientError(description);

function protectedHeader(assertion: string): Record<string, unknown> {
  try {
    if (assertion.split(".").length !== 3) throw new Error("not compact");
    return decodeProtectedHeader(assertion) as Record<string, unknown>;
  } catch {
    throw refused("client_assertion must be a signed JWT (RFC 7523)");
  }
}

function assertionAlg(assertion: string): string {
  const { alg } = protectedHeader(assertion);
  if (!isAssertionAlg(alg)) throw refused(`the client assertion's alg must be one of ${ASSERTION_ALGS.join(", ")}`);
  return alg;
}

function headerKid(assertion: string): string | null {
  const { kid } = protectedHeader(assertion);
  if (kid === undefined) return null;
  if (typeof kid !== "string") throw refused("the client assertion's kid must be a string");
  return kid;
}

async function firstVerifying(
  keys: readonly ClientKeyRecord[],
  assertion: string,
  alg: string,
): Promise<{ key: ClientKeyRecord; claims: Record<string, unknown> } | null> {
  for (const key of keys) {
    let payload: Uint8Array;
    try {
      ({ payload } = await compactVerify(assertion, await importJWK({ ...key.jwk }, alg), { algorithms: [alg] }));
    } catch {
      continue;
    }
    return { key, claims: jsonObject(payload) };
  }
  return null;
}

function jsonObject(payload: Uint8Array): Record<string, unknown> {
  let claims: unknown;
  try {
    claims = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(payload));
  } catch {
    throw refused("the client assertion's payload must be a JSON object");
  }
  if (typeof claims !== "object" || claims === null || Array.isArray(claims))
    throw refused("the client assertion's payload must be a JSON object");
  return claims as Record<string, unknown>;
}
