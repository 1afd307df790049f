// A client's public keys as the owner (or its metadata document) registers them: one JWK or a JWK
// Set (RFC 7517), bounded (MAX_JWKS_BYTES, MAX_CLIENT_KEYS), public members only, a type and curve
// we verify (assertion-algorithms.ts), RSA of 2048 to 4096 bits, each usable by node's crypto.
// Answers codes; the words are the portal's. Every key gets its RFC 7638 thumbprint, which names it
// when it has no `kid` and tells two registrations of one key apart.
import { createHash, createPublicKey } from "node:crypto";
import { algsForKey, isAssertionAlg } from "./assertion-algorithms";
import { MAX_CLIENT_KEYS, MAX_JWKS_BYTES, MAX_KID_LENGTH } from "./key-limits";

export { MAX_CLIENT_KEYS, MAX_JWKS_BYTES, MAX_KID_LENGTH };

export interface PublicJwk {
  readonly jwk: Readonly<Record<string, string>>;
  readonly kid: string;
  readonly alg: string | null;
  readonly thumbprint: string;
}

export type PublicJwkRefusal =
  | "too_large"
  | "not_json"
  | "empty"
  | "too_many_keys"
  | "key_not_public"
  | "key_type_unsupported"
  | "key_alg_unsupported"
  | "key_use_not_sig"
  | "key_kid_invalid"
  | "key_malformed"
  | "rsa_key_size"
  | "duplicate_key";

export type PublicJwksResult =
  | { readonly ok: true; readonly keys: readonly PublicJwk[] }
  | { readonly ok: false; readonly code: PublicJwkRefusal };

/** Members that only a private (or symmetric) key has. */
const PRIVATE_MEMBERS = ["d", "p", "q", "dp", "dq", "qi", "oth", "k"];
/** RFC 7638 s3.2: the required members, in lexicographic order, by key type. */
const THUMBPRINT_MEMBERS: Record<string, readonly string[]> = {
  EC: ["crv", "kty", "x", "y"],
  OKP: ["crv", "kty", "x"],
  RSA: ["e", "kty", "n"],
};
const B64URL = /^[A-Za-z0-9_-]+$/;
const KID = /^[\x21-\x7e]+$/;

/** Reads the text the owner pasted, or a metadata document's `jwks` already parsed. */
export function readPublicJwks(input: string | unknown): PublicJwksResult {
  let parsed: unknown = input;
  if (typeof input === "string") {
    if (Buffer.byteLength(input, "utf8") > MAX_JWKS_BYTES) return { ok: false, code: "too_large" };
    try {
      parsed = JSON.parse(input);
    } catch {
      return { ok: false, code: "not_json" };
    }
  } else if (Buffer.byteLength(JSON.stringify(input) ?? "", "utf8") > MAX_JWKS_BYTES) {
    return { ok: false, code: "too_large" };
  }
  if (!isObject(parsed)) return { ok: false, code: "not_json" };
  const list = "keys" in parsed ? parsed.keys : [parsed];
  if (!Array.isArray(list)) return { ok: false, code: "not_json" };
  if (list.length === 0) return { ok: false, code: "empty" };
  if (list.length > MAX_CLIENT_KEYS) return { ok: false, code: "too_many_keys" };
  const keys: PublicJwk[] = [];
  for (const item of list) {
    const key = readPublicJwk(item);
    if (!key.ok) return key;
    if (keys.some((k) => k.thumbprint === key.key.thumbprint || k.kid === key.key.kid))
      return { ok: false, code: "duplicate_key" };
    keys.push(key.key);
  }
  return { ok: true, keys };
}

function readPublicJwk(item: unknown): { ok: true; key: PublicJwk } | { ok: false; code: PublicJwkRefusal } {
  if (!isObject(item)) return { ok: false, code: "key_malformed" };
  if (PRIVATE_MEMBERS.some((member) => member in item)) return { ok: false, code: "key_not_public" };
  const members = THUMBPRINT_MEMBERS[String(item.kty)];
  if (members === undefined || algsForKey(item).length === 0) return { ok: false, code: "key_type_unsupported" };
  for (const member of members)
    if (member !== "kty" && member !== "crv" && !(typeof item[member] === "string" && B64URL.test(item[member])))
      return { ok: false, code: "key_malformed" };
  const alg = item.alg;
  if (alg !== undefined && !(isAssertionAlg(alg) && (algsForKey(item) as string[]).includes(alg)))
    return { ok: false, code: "key_alg_unsupported" };
  if (item.use !== undefined && item.use !== "sig") return { ok: false, code: "key_use_not_sig" };
  const kid = item.kid;
  if (kid !== undefined && !(typeof kid === "string" && kid.length <= MAX_KID_LENGTH && KID.test(kid)))
    return { ok: false, code: "key_kid_invalid" };

  // Only the members that make the key (and its alg and kid): nothing else is stored.
  const jwk: Record<string, string> = {};
  for (const member of members) jwk[member] = item[member] as string;
  try {
    const publicKey = createPublicKey({ key: jwk, format: "jwk" });
    if (item.kty === "RSA") {
      const bits = publicKey.asymmetricKeyDetails?.modulusLength ?? 0;
      if (bits < 2048 || bits > 4096) return { ok: false, code: "rsa_key_size" };
    }
  } catch {
    return { ok: false, code: "key_malformed" };
  }
  const thumbprint = jwkThumbprint(jwk);
  return {
    ok: true,
    key: {
      jwk,
      kid: typeof kid === "string" ? kid : thumbprint,
      alg: typeof alg === "string" ? alg : null,
      thumbprint,
    },
  };
}

/**
 * A key set published at a client's jwks_uri: it may also hold keys that are not for us (encryption
 * keys, other types), so those are skipped rather than refused; the first MAX_CLIENT_KEYS signing keys
 * that read as registered ones would are kept. Bounded by the fetch (64 KiB) and MAX_REMOTE_KEYS_READ.
 */
export function readRemoteJwks(body: string): readonly PublicJwk[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  if (!isObject(parsed) || !Array.isArray(parsed.keys)) return [];
  const keys: PublicJwk[] = [];
  for (const item of parsed.keys.slice(0, MAX_REMOTE_KEYS_READ)) {
    const key = readPublicJwk(item);
    if (key.ok && !keys.some((k) => k.thumbprint === key.key.thumbprint)) keys.push(key.key);
    if (keys.length === MAX_CLIENT_KEYS) break;
  }
  return keys;
}

/** Keys looked at in a published set, signing or not. */
export const MAX_REMOTE_KEYS_READ = 20;

/** RFC 7638: SHA-256 over the required members in order, base64url. */
export function jwkThumbprint(jwk: Readonly<Record<string, unknown>>): string {
  const members = THUMBPRINT_MEMBERS[String(jwk.kty)] ?? [];
  const canonical = JSON.stringify(Object.fromEntries(members.map((m) => [m, jwk[m]])));
  return createHash("sha256").update(canonical, "utf8").digest("base64url");
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
