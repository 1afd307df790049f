#!/usr/bin/env node
// Prints a DPoP proof (RFC 9449 s4) for one request, for trying DPoP with curl:
//   node scripts/dpop-proof.mjs POST http://localhost:3000/v2/auth/oauth2/token
//   node scripts/dpop-proof.mjs GET http://localhost:3000/v2/me ACCESS_TOKEN     (adds ath)
//   node scripts/dpop-proof.mjs --jkt                                           (the key's thumbprint, for dpop_jkt)
// The key (ES256) is made on first use and kept in .data/dpop-key.json (DPOP_KEY_FILE moves it),
// so every proof is signed by the same key: the one the tokens are bound to. Each run signs a new
// proof (a fresh jti and iat): the server accepts a proof once, within 60 s.
import { createHash, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { pathToFileURL } from "node:url";
import { SignJWT, calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK } from "jose";

/** The private JWK in `file`, made (and written, readable by its owner only) when missing. */
export async function loadOrCreateKey(file) {
  if (!existsSync(file)) {
    const { privateKey } = await generateKeyPair("ES256", { extractable: true });
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(await exportJWK(privateKey))}\n`, { mode: 0o600 });
  }
  return JSON.parse(readFileSync(file, "utf8"));
}

const publicPart = ({ kty, crv, x, y }) => ({ kty, crv, x, y });

export function thumbprint(privateJwk) {
  return calculateJwkThumbprint(publicPart(privateJwk), "sha256");
}

/** A proof for `method` and `url`; with an access token, its hash as `ath` (for resource requests). */
export async function makeProof(privateJwk, { method, url, accessToken, nonce, now = new Date() }) {
  const claims = { htm: method.toUpperCase(), htu: url, jti: randomUUID() };
  if (accessToken) claims.ath = createHash("sha256").update(accessToken, "ascii").digest("base64url");
  if (nonce) claims.nonce = nonce;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "ES256", typ: "dpop+jwt", jwk: publicPart(privateJwk) })
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(await importJWK(privateJwk, "ES256"));
}

async function main(args) {
  const [method, url, accessToken] = args;
  if (method !== "--jkt" && !(method && url && URL.canParse(url))) {
    throw new Error("usage: node scripts/dpop-proof.mjs METHOD URL [ACCESS_TOKEN] | --jkt");
  }
  const key = await loadOrCreateKey(process.env.DPOP_KEY_FILE ?? ".data/dpop-key.json");
  if (method === "--jkt") return thumbprint(key);
  return makeProof(key, { method, url, accessToken, nonce: process.env.DPOP_NONCE });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main(process.argv.slice(2)).then(
    (out) => console.log(out),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
