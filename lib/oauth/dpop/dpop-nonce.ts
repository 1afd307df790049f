// Server-provided DPoP nonces (RFC 9449 s8, s9), stateless: a nonce is an HMAC of the current time
// step under a server key, so every instance issues and accepts the same ones without storage.
// A nonce lives for its own step and the next, so a client that fetched one just before a step
// ended still gets a full step's use of it. Off unless DPOP_NONCES=on.
import { createHmac } from "node:crypto";
import { constantTimeEqual } from "../constant-time";

export const DPOP_NONCE_STEP_SECONDS = 60;

export interface DpopNonces {
  /** Server key (>= 32 bytes) the nonces are made under. */
  readonly key: Uint8Array;
}

const stepOf = (now: Date) => Math.floor(now.getTime() / 1000 / DPOP_NONCE_STEP_SECONDS);

const nonceFor = (nonces: DpopNonces, step: number) =>
  createHmac("sha256", nonces.key).update(`dpop-nonce:${step}`).digest("base64url");

/** The nonce a client is given now, in the `DPoP-Nonce` header. */
export function currentDpopNonce(nonces: DpopNonces, now: Date): string {
  return nonceFor(nonces, stepOf(now));
}

export function checkDpopNonce(nonces: DpopNonces, nonce: unknown, now: Date): "current" | "missing" | "stale" {
  if (typeof nonce !== "string" || nonce === "") return "missing";
  const step = stepOf(now);
  return constantTimeEqual(nonce, nonceFor(nonces, step)) || constantTimeEqual(nonce, nonceFor(nonces, step - 1))
    ? "current"
    : "stale";
}
