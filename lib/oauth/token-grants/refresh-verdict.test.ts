import { describe, expect, it } from "vitest";
import {
  type PresentedRefreshToken,
  type StoredSuccessor,
  judgeStoredRefreshToken,
  judgeUnstoredRefreshToken,
} from "./refresh-verdict";

const T0 = new Date("2030-01-01T00:00:00Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

const live: PresentedRefreshToken = {
  grantId: "grant-1",
  clientId: "client-1",
  grantRevoked: false,
  usedAt: null,
  revokedAt: null,
  expiresAt: at(3600),
  chain: { startedAt: null, refreshes: 0 },
};
const retired = { ...live, usedAt: at(60) };
const unused: StoredSuccessor = { usedAt: null, revokedAt: null, expiresAt: at(7200) };
const asked = (seconds: number, policy = {}) => ({ clientId: "client-1", now: at(seconds), policy });
const windowFrom = (seconds: number) => ({ retryWindowStart: at(seconds) });

describe("judgeStoredRefreshToken", () => {
  it("rotates a live token, starting the chain's first window", () => {
    expect(judgeStoredRefreshToken(live, null, asked(10))).toEqual({
      status: "rotate",
      chain: { startedAt: at(10), refreshes: 1 },
    });
  });

  it("answers another client's token as unknown, before any other rule", () => {
    const revoked = { ...retired, revokedAt: at(70), grantRevoked: true };
    expect(judgeStoredRefreshToken(revoked, null, { ...asked(80), clientId: "client-2" })).toEqual({
      status: "not_found",
    });
  });

  it("calls a revoked token, or a token of a revoked grant, reuse, even when expired", () => {
    expect(judgeStoredRefreshToken({ ...live, revokedAt: at(5) }, null, asked(9999))).toEqual({
      status: "reused",
      grantId: "grant-1",
    });
    expect(judgeStoredRefreshToken({ ...live, grantRevoked: true }, null, asked(10))).toEqual({
      status: "reused",
      grantId: "grant-1",
    });
  });

  it("retry window: a retired token to its unused successor inside the window is retried", () => {
    expect(judgeStoredRefreshToken(retired, unused, asked(70, windowFrom(40)))).toEqual({ status: "retried" });
    // Retired exactly at the window's start still counts.
    expect(judgeStoredRefreshToken(retired, unused, asked(90, windowFrom(60)))).toEqual({ status: "retried" });
  });

  it("retry window: retired before the window's start, or with no window, is reuse", () => {
    const reused = { status: "reused", grantId: "grant-1" };
    expect(judgeStoredRefreshToken(retired, unused, asked(91, windowFrom(61)))).toEqual(reused);
    expect(judgeStoredRefreshToken(retired, unused, asked(61))).toEqual(reused);
  });

  it("retry window: a used or revoked successor makes it reuse; none derived alike is unknown", () => {
    const reused = { status: "reused", grantId: "grant-1" };
    expect(judgeStoredRefreshToken(retired, { ...unused, usedAt: at(61) }, asked(62, windowFrom(32)))).toEqual(reused);
    expect(judgeStoredRefreshToken(retired, { ...unused, revokedAt: at(61) }, asked(62, windowFrom(32)))).toEqual(
      reused,
    );
    expect(judgeStoredRefreshToken(retired, null, asked(62, windowFrom(32)))).toEqual({ status: "not_found" });
  });

  it("retry window: an expired successor is expired, not reuse", () => {
    expect(judgeStoredRefreshToken(retired, { ...unused, expiresAt: at(62) }, asked(62, windowFrom(32)))).toEqual({
      status: "expired",
    });
  });

  it("refuses an expired live token (expiresAt <= now)", () => {
    expect(judgeStoredRefreshToken(live, null, asked(3600))).toEqual({ status: "expired" });
    expect(judgeStoredRefreshToken(live, null, asked(3599))).toMatchObject({ status: "rotate" });
  });

  it("ceiling: counts in the current window, throttles a full one until it ends, then starts afresh", () => {
    const ceiling = { max: 3, seconds: 60 };
    const chain = (refreshes: number) => ({ ...live, chain: { startedAt: at(1), refreshes } });
    expect(judgeStoredRefreshToken(chain(2), null, asked(3, { ceiling }))).toEqual({
      status: "rotate",
      chain: { startedAt: at(1), refreshes: 3 },
    });
    expect(judgeStoredRefreshToken(chain(3), null, asked(4, { ceiling }))).toEqual({
      status: "throttled",
      retryAfterSeconds: 57,
    });
    expect(judgeStoredRefreshToken(chain(3), null, asked(60.5, { ceiling }))).toEqual({
      status: "throttled",
      retryAfterSeconds: 1,
    });
    expect(judgeStoredRefreshToken(chain(3), null, asked(61, { ceiling }))).toEqual({
      status: "rotate",
      chain: { startedAt: at(61), refreshes: 1 },
    });
  });

  it("ceiling: without one the chain still counts but is never throttled", () => {
    const busy = { ...live, chain: { startedAt: at(1), refreshes: 1_000_000 } };
    expect(judgeStoredRefreshToken(busy, null, asked(2))).toEqual({
      status: "rotate",
      chain: { startedAt: at(1), refreshes: 1_000_001 },
    });
  });
});

describe("judgeUnstoredRefreshToken", () => {
  const grant = { grantId: "grant-1", clientId: "client-1", revoked: false, chainLives: true };

  it("is reuse for the client's grant that is revoked or still lives", () => {
    expect(judgeUnstoredRefreshToken(grant, "client-1")).toEqual({ status: "reused", grantId: "grant-1" });
    expect(judgeUnstoredRefreshToken({ ...grant, chainLives: false, revoked: true }, "client-1")).toEqual({
      status: "reused",
      grantId: "grant-1",
    });
  });

  it("is unknown for no grant, another client's, or a chain that merely expired", () => {
    expect(judgeUnstoredRefreshToken(null, "client-1")).toEqual({ status: "not_found" });
    expect(judgeUnstoredRefreshToken(grant, "client-2")).toEqual({ status: "not_found" });
    expect(judgeUnstoredRefreshToken({ ...grant, chainLives: false }, "client-1")).toEqual({ status: "not_found" });
  });
});
