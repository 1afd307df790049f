import { generateKeyPairSync } from "node:crypto";
import { calculateJwkThumbprint } from "jose";
import { describe, expect, it } from "vitest";
import { MAX_CLIENT_KEYS, MAX_JWKS_BYTES, jwkThumbprint, readPublicJwks } from "./public-jwk";

const ec = (curve = "P-256") => generateKeyPairSync("ec", { namedCurve: curve });
const publicJwk = (pair: { publicKey: import("node:crypto").KeyObject }) =>
  pair.publicKey.export({ format: "jwk" }) as Record<string, string>;
const privateJwk = (pair: { privateKey: import("node:crypto").KeyObject }) =>
  pair.privateKey.export({ format: "jwk" }) as Record<string, string>;

describe("readPublicJwks", () => {
  it("reads one JWK or a set, keeps only the public members, and names a key without kid by its thumbprint", async () => {
    const one: Record<string, unknown> = { ...publicJwk(ec()), use: "sig", x5c: ["ignored"] };
    const read = readPublicJwks(JSON.stringify(one));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const [key] = read.keys;
    expect(key?.jwk).toEqual({ kty: "EC", crv: "P-256", x: one.x, y: one.y });
    expect(key?.thumbprint).toBe(await calculateJwkThumbprint(one));
    expect(key?.kid).toBe(key?.thumbprint);
    expect(key?.alg).toBeNull();

    const set = readPublicJwks(
      JSON.stringify({
        keys: [
          { ...publicJwk(ec()), kid: "a", alg: "ES256" },
          { ...publicJwk(ec("P-384")), kid: "b" },
        ],
      }),
    );
    expect(set.ok && set.keys.map((k) => [k.kid, k.alg])).toEqual([
      ["a", "ES256"],
      ["b", null],
    ]);
  });

  it("accepts Ed25519 and RSA 2048 to 4096 bits, with the thumbprint jose computes", async () => {
    const ed = publicJwk(generateKeyPairSync("ed25519"));
    const rsa = publicJwk(generateKeyPairSync("rsa", { modulusLength: 2048 }));
    const read = readPublicJwks({ keys: [ed, rsa] });
    expect(read.ok && read.keys.map((k) => k.thumbprint)).toEqual([
      await calculateJwkThumbprint(ed),
      await calculateJwkThumbprint(rsa),
    ]);
    expect(jwkThumbprint(rsa)).toBe(await calculateJwkThumbprint(rsa));
  });

  it.each([
    ["a private EC key", () => privateJwk(ec()), "key_not_public"],
    ["a symmetric key", () => ({ kty: "oct", k: "c2VjcmV0" }), "key_not_public"],
    ["an X25519 key", () => publicJwk(generateKeyPairSync("x25519")), "key_type_unsupported"],
    ["a P-521 key", () => publicJwk(ec("P-521")), "key_type_unsupported"],
    ["a secp256k1 key", () => publicJwk(ec("secp256k1")), "key_type_unsupported"],
    ["an RSA key of 1024 bits", () => publicJwk(generateKeyPairSync("rsa", { modulusLength: 1024 })), "rsa_key_size"],
    ["alg HS256", () => ({ ...publicJwk(ec()), alg: "HS256" }), "key_alg_unsupported"],
    ["alg none", () => ({ ...publicJwk(ec()), alg: "none" }), "key_alg_unsupported"],
    ["an alg the key cannot make", () => ({ ...publicJwk(ec()), alg: "RS256" }), "key_alg_unsupported"],
    ["use enc", () => ({ ...publicJwk(ec()), use: "enc" }), "key_use_not_sig"],
    ["a kid that is a number", () => ({ ...publicJwk(ec()), kid: 7 }), "key_kid_invalid"],
    ["a kid with spaces", () => ({ ...publicJwk(ec()), kid: "a b" }), "key_kid_invalid"],
    ["a kid of 101 characters", () => ({ ...publicJwk(ec()), kid: "k".repeat(101) }), "key_kid_invalid"],
    ["a point off the curve", () => ({ ...publicJwk(ec()), y: publicJwk(ec()).x }), "key_malformed"],
    ["x that is not base64url", () => ({ ...publicJwk(ec()), x: "a+b/" }), "key_malformed"],
    ["a number for x", () => ({ ...publicJwk(ec()), x: 1 }), "key_malformed"],
    ["a string", () => "key", "key_malformed"],
  ])("refuses %s", (_, make, code) => {
    expect(readPublicJwks({ keys: [make()] })).toEqual({ ok: false, code });
  });

  it("refuses text that is not a JWK or set, an empty set, too many keys, too many bytes, and one key twice", () => {
    expect(readPublicJwks("{")).toEqual({ ok: false, code: "not_json" });
    expect(readPublicJwks("[]")).toEqual({ ok: false, code: "not_json" });
    expect(readPublicJwks('{"keys":{}}')).toEqual({ ok: false, code: "not_json" });
    expect(readPublicJwks('{"keys":[]}')).toEqual({ ok: false, code: "empty" });
    const six = Array.from({ length: MAX_CLIENT_KEYS + 1 }, () => publicJwk(ec()));
    expect(readPublicJwks({ keys: six })).toEqual({ ok: false, code: "too_many_keys" });
    expect(readPublicJwks(" ".repeat(MAX_JWKS_BYTES + 1))).toEqual({ ok: false, code: "too_large" });
    expect(readPublicJwks({ keys: [{ ...publicJwk(ec()), pad: "x".repeat(MAX_JWKS_BYTES) }] })).toEqual({
      ok: false,
      code: "too_large",
    });
    const key = publicJwk(ec());
    expect(readPublicJwks({ keys: [key, { ...key, kid: "other" }] })).toEqual({ ok: false, code: "duplicate_key" });
    expect(
      readPublicJwks({
        keys: [
          { ...key, kid: "a" },
          { ...publicJwk(ec()), kid: "a" },
        ],
      }),
    ).toEqual({
      ok: false,
      code: "duplicate_key",
    });
  });
});
