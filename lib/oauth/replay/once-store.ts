// Single-use identifiers across instances: a DPoP proof's `jti` (RFC 9449 s11.1) and a client
// assertion's `jti` (RFC 7523 s3 item 7) may each be presented once while they could still be
// accepted. The store remembers an identifier until the expiry its caller gives (the moment after
// which the presentation would be refused anyway), so its size is bounded by traffic times that window.
import { createHash } from "node:crypto";

export type OnceKind = "dpop_proof" | "client_assertion";

export interface OnceStore {
  /** Records (kind, id) until expiresAt. true the first time; false when it was already
   *  recorded and has not expired (a replay). Atomic across instances. */
  firstUse(kind: OnceKind, id: string, expiresAt: Date): Promise<boolean>;
}

/**
 * What is stored in place of the identifier: the hex SHA-256 of `kind:id`. Its length is fixed
 * whatever the presenter sent, and a stored row reveals no identifier.
 */
export function onceIdHash(kind: OnceKind, id: string): string {
  return createHash("sha256").update(`${kind}:${id}`, "utf8").digest("hex");
}

/** A record still counts while its expiry is ahead; at exactly its expiry it is dead (both stores agree). */
export function onceRecordLive(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() > now.getTime();
}
