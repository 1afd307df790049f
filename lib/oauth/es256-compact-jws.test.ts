import { generateKeyPairSync } from "node:crypto";
import { compactVerify, decodeProtectedHeader, generateKeyPair } from "jose";
import { describe, expect, it } from "vitest";
import { signEs256CompactJws } from "./es256-compact-jws";

const p256 = generateKeyPairSync("ec", { namedCurve: "prime256v1" });

describe("signEs256CompactJws", () => {
  it("signs what jose verifies as ES256, with the header and payload intact", async () => {
    const jws = signEs256CompactJws(
      { kid: "k1", typ: "at+jwt" },
      { sub: "u1", n: 1, text: "ünïcode" },
      p256.privateKey,
    );
    const { payload, protectedHeader } = await compactVerify(jws, p256.publicKey, { algorithms: ["ES256"] });
    expect(protectedHeader).toEqual({ alg: "ES256", kid: "k1", typ: "at+jwt" });
    expect(JSON.parse(new TextDecoder().decode(payload))).toEqual({ sub: "u1", n: 1, text: "ünïcode" });
    // r || s, 32 bytes each (RFC 7518 s3.4), not DER.
    expect(Buffer.from(jws.split(".")[2]!, "base64url")).toHaveLength(64);
  });

  it("accepts a WebCrypto key as well", async () => {
    const pair = await generateKeyPair("ES256");
    const jws = signEs256CompactJws({ kid: "k2" }, { sub: "u2" }, pair.privateKey);
    await expect(compactVerify(jws, pair.publicKey)).resolves.toBeTruthy();
  });

  it("always names ES256 and carries no header member it was not given a place for", () => {
    const sneaky = { kid: "k", alg: "none", crit: ["b64"], b64: false } as unknown as { kid: string };
    expect(decodeProtectedHeader(signEs256CompactJws(sneaky, {}, p256.privateKey))).toEqual({ alg: "ES256", kid: "k" });
  });

  it("refuses a WebCrypto P-256 key that is not for signing", async () => {
    const ecdh = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, false, [
      "deriveBits",
    ])) as CryptoKeyPair;
    expect(() => signEs256CompactJws({ kid: "k" }, {}, ecdh.privateKey as never)).toThrow(/P-256 private key/);
  });

  it("refuses any key but a P-256 private key", () => {
    const p384 = generateKeyPairSync("ec", { namedCurve: "secp384r1" });
    const rsa = generateKeyPairSync("rsa", { modulusLength: 2048 });
    for (const key of [p384.privateKey, rsa.privateKey, p256.publicKey]) {
      expect(() => signEs256CompactJws({ kid: "k" }, {}, key)).toThrow(/P-256 private key/);
    }
  });

  it("does not verify under another key", async () => {
    const other = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
    const jws = signEs256CompactJws({ kid: "k" }, { sub: "u" }, p256.privateKey);
    await expect(compactVerify(jws, other.publicKey)).rejects.toThrow();
  });
});
