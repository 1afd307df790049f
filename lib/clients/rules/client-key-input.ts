// The keys an owner pastes (one JWK or a JWK Set), read as the token endpoint will use them.
import { type PublicJwk, readPublicJwks } from "@/lib/oauth/client-assertion/public-jwk";
import { invalidField, ok, type Outcome } from "../outcome";

/** The keys, or the problem to show beside the field. */
export function checkKeysInput(jwks: string): Outcome<readonly PublicJwk[]> {
  const read = readPublicJwks(jwks);
  return read.ok ? ok(read.keys) : invalidField("jwks", { code: `jwks_${read.code}` });
}
