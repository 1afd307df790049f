// Public keys of a confidential client (private_key_jwt, RFC 7523): at most MAX_CLIENT_KEYS, each
// once (by thumbprint and by kid), so two live keys allow a rotation without downtime. A key
// replaces a secret, not a scope, so adding or removing one needs no review. A confidential client
// always keeps a way to authenticate: its last key goes only while it has a secret that lasts.
// The page imports these too, so nothing here reaches node:crypto (reading the keys does:
// client-key-input.ts).
import type { ClientKind } from "@/lib/oauth/ports";
import { MAX_CLIENT_KEYS } from "@/lib/oauth/client-assertion/key-limits";
import { done, fail, invalidField, ok, type Outcome } from "../outcome";

export { MAX_CLIENT_KEYS, MAX_JWKS_BYTES } from "@/lib/oauth/client-assertion/key-limits";

export function checkCanAddKeys(
  client: { kind: ClientKind },
  registered: readonly { kid: string; thumbprint: string }[],
  adding: readonly { kid: string; thumbprint: string }[],
): Outcome {
  if (client.kind !== "CONFIDENTIAL") return fail("not_confidential");
  if (registered.length + adding.length > MAX_CLIENT_KEYS) return fail("key_limit");
  const taken = (key: { kid: string; thumbprint: string }) =>
    registered.some((r) => r.thumbprint === key.thumbprint || r.kid === key.kid);
  return adding.some(taken) ? fail("key_exists") : done;
}

/** Whether one more key may be added at all (the UI disables the form with the same words). */
export function checkCanAddKey(client: { kind: ClientKind; keyCount: number }): Outcome {
  if (client.kind !== "CONFIDENTIAL") return fail("not_confidential");
  return client.keyCount >= MAX_CLIENT_KEYS ? fail("key_limit") : done;
}

/**
 * A key source (a registered key, or the jwks_uri) may go while another credential remains: a
 * lasting secret, or another key source. `sources` counts the keys and the jwks_uri together.
 */
export function checkCanDeleteKey(client: { sources: number; lastingSecrets: number }): Outcome {
  return client.sources <= 1 && client.lastingSecrets === 0 ? fail("last_credential") : done;
}

export const MAX_JWKS_URI_LENGTH = 2000;

/** The jwks_uri to store: an https URL without credentials or fragment; "" clears it. */
export function checkJwksUri(input: string): Outcome<string | null> {
  const trimmed = input.trim();
  if (trimmed === "") return ok(null);
  if (trimmed.length > MAX_JWKS_URI_LENGTH || !URL.canParse(trimmed))
    return invalidField("jwksUri", { code: "jwks_uri_invalid" });
  const url = new URL(trimmed);
  if (url.protocol !== "https:" || url.username !== "" || url.password !== "" || url.hash !== "")
    return invalidField("jwksUri", { code: "jwks_uri_invalid" });
  return ok(trimmed);
}
