// ES256 compact JWS with node:crypto, the key the bench hands every worker (FLOOR_SIGNING_JWK, a
// private P-256 JWK): the floors' signing and verifying, nothing more.
import { createHash, createPrivateKey, createPublicKey, randomBytes, sign, verify } from "node:crypto";

const jwk = JSON.parse(process.env.FLOOR_SIGNING_JWK ?? "null");
const privateKey = jwk && createPrivateKey({ key: jwk, format: "jwk" });
const publicKey = privateKey && createPublicKey(privateKey);
const header = Buffer.from(JSON.stringify({ alg: "ES256", kid: "floor", typ: "at+jwt" })).toString("base64url");
const ES256 = { dsaEncoding: "ieee-p1363" };

export const sha256 = (text) => createHash("sha256").update(text).digest("base64url");
export const randomToken = () => randomBytes(32).toString("base64url");

/** An access token of the service's claims. */
export function signAccessToken(sub, scope) {
  const iat = Math.floor(Date.now() / 1000);
  const claims = {
    iss: "http://localhost",
    sub,
    aud: "http://localhost/v2",
    client_id: "demo-app",
    scope,
    jti: randomToken(),
    iat,
    exp: iat + 1800,
  };
  const input = `${header}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}`;
  return `${input}.${sign("sha256", Buffer.from(input), { key: privateKey, ...ES256 }).toString("base64url")}`;
}

/** The claims of a token this key signed and that has not expired, else null. */
export function verifyAccessToken(token) {
  const [h, p, s] = (token ?? "").split(".");
  if (!h || !p || !s) return null;
  if (!verify("sha256", Buffer.from(`${h}.${p}`), { key: publicKey, ...ES256 }, Buffer.from(s, "base64url")))
    return null;
  const claims = JSON.parse(Buffer.from(p, "base64url").toString());
  return claims.exp > Date.now() / 1000 ? claims : null;
}

/** The bearer token's claims, else null. */
export const bearerClaims = (request) =>
  verifyAccessToken(request.headers.get("authorization")?.replace(/^Bearer /, ""));

export const noStore = { headers: { "Cache-Control": "no-store", Pragma: "no-cache" } };
