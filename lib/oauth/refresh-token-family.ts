// A refresh token names its grant (its family), under a server MAC, so a retired token is still
// recognised as its grant's after its row was deleted: `<grantId>.<secret>.<mark>`, where mark is
// the first 128 bits of HMAC-SHA256(family key, "<grantId>.<secret>"). Only a token we minted bears
// a mark that verifies, so a forged one names no grant and revokes nothing. The grant id is no
// secret (access tokens carry it as `gid`); the secret part is 256 bits, random or derived.
// A token without a mark was issued before marks existed.
import { createHmac } from "node:crypto";
import { constantTimeEqual } from "./constant-time";

/** Grant ids are random base64url (random-token.ts) or cuid: both fit, and neither holds a dot. */
const GRANT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const SECRET = /^[A-Za-z0-9_-]{43}$/;
const MARK_BYTES = 16;
const MARK = /^[A-Za-z0-9_-]{22}$/;

export interface FamilyMark {
  readonly grantId: string;
  /** The mark verifies under our key: we minted this token for this grant. */
  readonly authentic: boolean;
}

function markOf(key: Uint8Array, grantId: string, secret: string): string {
  if (key.length < 32) throw new Error("the refresh-token family key must be at least 32 bytes");
  // Over the text, not the decoded bytes: a token spelt differently is another token.
  return createHmac("sha256", key)
    .update(`${grantId}.${secret}`, "utf8")
    .digest()
    .subarray(0, MARK_BYTES)
    .toString("base64url");
}

/** Whether a grant id can be carried in a token (every id this server makes can). */
export function canMarkFamily(grantId: string): boolean {
  return GRANT_ID.test(grantId);
}

/** The refresh token for `secret` (43 base64url characters), marked as `grantId`'s. */
export function markedRefreshToken(key: Uint8Array, grantId: string, secret: string): string {
  if (!GRANT_ID.test(grantId)) throw new Error("the grant id cannot be carried in a refresh token");
  if (!SECRET.test(secret)) throw new Error("a refresh token's secret must be 43 base64url characters");
  return `${grantId}.${secret}.${markOf(key, grantId, secret)}`;
}

/** The grant a presented token names, and whether the mark is ours; null for a token without one. */
export function readFamilyMark(key: Uint8Array, token: string): FamilyMark | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [grantId, secret, mark] = parts as [string, string, string];
  if (!GRANT_ID.test(grantId) || !SECRET.test(secret) || !MARK.test(mark)) return null;
  return { grantId, authentic: constantTimeEqual(markOf(key, grantId, secret), mark) };
}
