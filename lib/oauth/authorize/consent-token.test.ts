import { describe, expect, it } from "vitest";
import { hashSecret } from "../constant-time";
import { createConsentToken, verifyConsentToken } from "./consent-token";

const KEY = "test-consent-key";
const randomBytes = (n: number) => new Uint8Array(n).fill(7);
const at = (ms: number) => new Date(ms);

describe("consent CSRF token", () => {
  const request = "client_id=a&redirect_uri=https%3A%2F%2Fapp%2Fcb&scope=PROFILE_READ";
  const create = (userId = "u1", now = 1_000_000) => createConsentToken(KEY, randomBytes, userId, request, at(now));
  const verify = (token: string, userId: string, req: string, now = 1_000_000) =>
    verifyConsentToken(KEY, token, userId, req, at(now)) !== null;

  it("accepts the token for the same user and request within the hour", () => {
    const t = create().token;
    expect(verify(t, "u1", request, 1_000_000 + 59 * 60_000)).toBe(true);
  });
  it("refuses another user, another request, an old token or garbage", () => {
    const t = create().token;
    expect(verify(t, "u2", request)).toBe(false);
    expect(verify(t, "u1", `${request}%20BOOKING_WRITE`)).toBe(false);
    expect(verify(t, "u1", request, 1_000_000 + 61 * 60_000)).toBe(false);
    expect(verify("garbage", "u1", request)).toBe(false);
    expect(verify("", "u1", request)).toBe(false);
  });
  it("refuses a token signed with another key, a swapped nonce, or an oversized one", () => {
    const t = create().token;
    expect(verifyConsentToken("other-key", t, "u1", request, at(1_000_000))).toBeNull();
    const [issued, , signature] = t.split(".");
    expect(verify(`${issued}.AAAA.${signature}`, "u1", request)).toBe(false);
    expect(verify(`${t}.${"x".repeat(300)}`, "u1", request)).toBe(false);
  });
  it("names the stored ticket: the nonce's hash, for this user, expiring after an hour", () => {
    const { token, ticket } = create();
    const nonce = token.split(".")[1]!;
    expect(ticket).toEqual({ ticketHash: hashSecret(nonce), userId: "u1", expiresAt: at(1_000_000 + 3_600_000) });
    expect(verifyConsentToken(KEY, token, "u1", request, at(1_000_000))).toBe(ticket.ticketHash);
  });
});
