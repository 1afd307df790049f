// A list's cursor names the last row of a page, sealed to the list that issued it: the operation
// (method and path template) and the realm it read (the user, the team or the organization). A
// cursor is only ever opened by that same list; anything else - another team's or user's cursor,
// a bare row id, a tampered or made-up value - opens to nothing and is refused, so a cursor can
// never tell a caller whether a row outside their realm exists. The seal is an HMAC under a
// server key; the cursor itself stays opaque to clients.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Realm } from "./realm";

const MAC_BYTES = 16;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** What a cursor is bound to: one operation's list in one realm. */
export function cursorBinding(operation: string, realm: Realm | null): string {
  if (realm === null) return `${operation}\npublic`;
  if (realm.kind === "user") return `${operation}\nuser:${realm.userId}`;
  if (realm.kind === "team") return `${operation}\nteam:${realm.teamId}`;
  return `${operation}\norganization:${realm.organizationId}`;
}

function mac(key: Uint8Array, binding: string, id: string): Buffer {
  return createHmac("sha256", key).update(`list-cursor\n${binding}\n${id}`).digest().subarray(0, MAC_BYTES);
}

export function sealCursor(key: Uint8Array, binding: string, id: string): string {
  return `${Buffer.from(id, "utf8").toString("base64url")}.${mac(key, binding, id).toString("base64url")}`;
}

/** The row id a cursor names, or null when the cursor was not issued by this list. */
export function openCursor(key: Uint8Array, binding: string, cursor: string): string | null {
  const [encodedId, encodedMac, ...rest] = cursor.split(".");
  if (rest.length > 0 || !encodedId || !encodedMac || !BASE64URL.test(encodedId) || !BASE64URL.test(encodedMac))
    return null;
  const id = Buffer.from(encodedId, "base64url").toString("utf8");
  const given = Buffer.from(encodedMac, "base64url");
  // One spelling per cursor: re-encoding must give back exactly what was sent.
  if (Buffer.from(id, "utf8").toString("base64url") !== encodedId || given.toString("base64url") !== encodedMac)
    return null;
  const expected = mac(key, binding, id);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
