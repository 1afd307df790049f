import { randomBytes } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { createMemoryTwoFactor } from "../testing/memory-two-factor-store";
import { normalizeRecoveryCode, RECOVERY_CODE_COUNT } from "./recovery-codes";
import { matchingTotpStep, totpCodeAt, totpStepAt, TOTP_PERIOD_SECONDS } from "./totp";
import {
  adminMustEnrol,
  type CodeBudget,
  confirmEnrolment,
  disableTwoFactor,
  hasTwoFactor,
  pendingEnrolment,
  startEnrolment,
  type TwoFactorDeps,
  verifySecondFactor,
} from "./two-factor";

const t0 = new Date("2031-01-01T00:00:10Z");
const after = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const ann = { id: "user-ann", email: "ann@example.com" };
const bo = { id: "user-bo", email: "bo@example.com" };
let store: ReturnType<typeof createMemoryTwoFactor>;
let attempts: string[];
let budgetLeft: number;
const budget: CodeBudget = async (userId) => {
  attempts.push(userId);
  return budgetLeft-- > 0 ? { ok: true } : { ok: false, retryAfterSeconds: 600 };
};
const deps = (now = t0): TwoFactorDeps => ({
  store,
  seal: (s) => `sealed:${s}`,
  unseal: (s) => (s.startsWith("sealed:") ? s.slice(7) : null),
  randomBytes: (n) => randomBytes(n),
  budget,
  issuer: "Test Service",
  now,
});

beforeEach(() => {
  store = createMemoryTwoFactor(new Set([ann.id, bo.id]));
  attempts = [];
  budgetLeft = 100;
});

async function enrol(who = ann) {
  const started = await startEnrolment(deps(), who);
  if (!started.ok) throw new Error("setup");
  const confirmed = await confirmEnrolment(deps(), who.id, totpCodeAt(started.data.secret, t0));
  if (!confirmed.ok) throw new Error("setup");
  return { secret: started.data.secret, recoveryCodes: confirmed.data.recoveryCodes };
}

describe("TOTP (RFC 6238)", () => {
  it("matches the RFC's SHA-1 test vector at 59 s and 1111111109 s", () => {
    // RFC 6238 appendix B: secret "12345678901234567890" (ASCII), 8 digits there; the last 6 here.
    const secret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
    expect(totpCodeAt(secret, new Date(59_000))).toBe("287082");
    expect(totpCodeAt(secret, new Date(1_111_111_109_000))).toBe("081804");
  });

  it("accepts a code one step either side of now and no further, naming the step it matched", () => {
    const secret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
    const code = totpCodeAt(secret, t0);
    expect(matchingTotpStep(secret, code, after(TOTP_PERIOD_SECONDS))).toBe(totpStepAt(t0));
    expect(matchingTotpStep(secret, code, after(-TOTP_PERIOD_SECONDS))).toBe(totpStepAt(t0));
    expect(matchingTotpStep(secret, code, after(2 * TOTP_PERIOD_SECONDS))).toBeNull();
    expect(matchingTotpStep(secret, code.slice(0, 3) + " " + code.slice(3), t0)).toBe(totpStepAt(t0));
    expect(matchingTotpStep(secret, "12345", t0)).toBeNull();
    expect(matchingTotpStep(secret, "abcdef", t0)).toBeNull();
  });
});

describe("enrolment", () => {
  it("keeps the secret sealed, shows the pending one again, and turns on only with a right code", async () => {
    const started = await startEnrolment(deps(), ann);
    if (!started.ok) throw new Error("not started");
    expect(started.data.uri).toMatch(/^otpauth:\/\/totp\/Test%20Service:ann%40example\.com\?/);
    expect((await store.findTwoFactor(ann.id))?.sealedPendingSecret).toBe(`sealed:${started.data.secret}`);
    expect(await pendingEnrolment(deps(), ann)).toEqual(started.data);
    const wrong = String((Number(totpCodeAt(started.data.secret, t0)) + 1) % 1_000_000).padStart(6, "0");
    expect(await confirmEnrolment(deps(), ann.id, wrong)).toEqual({ ok: false, code: "wrong_code" });
    expect(await hasTwoFactor(deps(), ann.id)).toBe(false);
    const confirmed = await confirmEnrolment(deps(), ann.id, totpCodeAt(started.data.secret, t0));
    if (!confirmed.ok) throw new Error("not confirmed");
    expect(confirmed.data.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(confirmed.data.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    expect(await hasTwoFactor(deps(), ann.id)).toBe(true);
    expect(await pendingEnrolment(deps(), ann)).toBeNull();
    expect(await startEnrolment(deps(), ann)).toEqual({ ok: false, code: "already_enabled" });
    expect(await confirmEnrolment(deps(), ann.id, "000000")).toEqual({ ok: false, code: "already_enabled" });
    expect(await confirmEnrolment(deps(), bo.id, "000000")).toEqual({ ok: false, code: "no_enrolment" });
  });

  it("stores only the recovery codes' hashes", async () => {
    const { recoveryCodes } = await enrol();
    const state = await store.findTwoFactor(ann.id);
    expect(state?.unusedRecoveryCodes).toBe(RECOVERY_CODE_COUNT);
    expect(JSON.stringify(state)).not.toContain(normalizeRecoveryCode(recoveryCodes[0]!));
  });
});

describe("the second step", () => {
  it("accepts a code once: the same code, or an older one, is refused afterwards", async () => {
    const { secret } = await enrol();
    // The enrolment's own code (step of t0) is spent: it cannot sign in.
    expect(await verifySecondFactor(deps(), ann.id, totpCodeAt(secret, t0))).toEqual({ ok: false, code: "wrong_code" });
    const later = after(TOTP_PERIOD_SECONDS);
    const code = totpCodeAt(secret, later);
    expect(await verifySecondFactor(deps(later), ann.id, code)).toEqual({ ok: true, data: { method: "totp" } });
    expect(await verifySecondFactor(deps(later), ann.id, code)).toEqual({ ok: false, code: "wrong_code" });
    const next = after(2 * TOTP_PERIOD_SECONDS);
    expect(await verifySecondFactor(deps(next), ann.id, totpCodeAt(secret, next))).toMatchObject({ ok: true });
  });

  it("accepts each recovery code once, typed in any case with or without dashes, and only for its account", async () => {
    const { recoveryCodes } = await enrol();
    await enrol(bo);
    const first = recoveryCodes[0]!;
    expect(await verifySecondFactor(deps(), bo.id, first)).toEqual({ ok: false, code: "wrong_code" });
    expect(await verifySecondFactor(deps(), ann.id, first.toUpperCase().replace(/-/g, ""))).toEqual({
      ok: true,
      data: { method: "recovery_code" },
    });
    expect(await verifySecondFactor(deps(), ann.id, first)).toEqual({ ok: false, code: "wrong_code" });
    expect((await store.findTwoFactor(ann.id))?.unusedRecoveryCodes).toBe(RECOVERY_CODE_COUNT - 1);
  });

  it("spends the account's budget before every check and refuses once it is spent, even a right code", async () => {
    const { secret } = await enrol();
    attempts = [];
    budgetLeft = 1;
    const later = after(TOTP_PERIOD_SECONDS);
    expect(await verifySecondFactor(deps(later), ann.id, "000000")).toMatchObject({ ok: false });
    expect(await verifySecondFactor(deps(later), ann.id, totpCodeAt(secret, later))).toEqual({
      ok: false,
      code: "too_many_attempts",
      retryAfterSeconds: 600,
    });
    expect(attempts).toEqual([ann.id, ann.id]);
  });

  it("refuses an account without two-step sign-in, spending nothing", async () => {
    expect(await verifySecondFactor(deps(), bo.id, "000000")).toEqual({ ok: false, code: "not_enabled" });
    expect(attempts).toEqual([]);
  });
});

describe("turning it off", () => {
  it("takes the password and a code, and then removes the secret and the recovery codes", async () => {
    const { secret, recoveryCodes } = await enrol();
    const later = after(TOTP_PERIOD_SECONDS);
    const code = totpCodeAt(secret, later);
    const wrongPassword = { code, checkPassword: async () => "wrong_password" as const };
    expect(await disableTwoFactor(deps(later), ann.id, wrongPassword)).toEqual({ ok: false, code: "wrong_password" });
    const passed = async () => "passed" as const;
    expect(await disableTwoFactor(deps(later), ann.id, { code: "000000", checkPassword: passed })).toMatchObject({
      ok: false,
    });
    expect(await hasTwoFactor(deps(), ann.id)).toBe(true);
    expect(await disableTwoFactor(deps(later), ann.id, { code, checkPassword: passed })).toEqual({
      ok: true,
      data: null,
    });
    expect(await hasTwoFactor(deps(), ann.id)).toBe(false);
    expect(await verifySecondFactor(deps(), ann.id, recoveryCodes[1]!)).toEqual({ ok: false, code: "not_enabled" });
  });
});

describe("administrators in production", () => {
  it("must have two-step sign-in on; elsewhere, or for other roles, it stays a choice", async () => {
    expect(adminMustEnrol({ appEnv: "production", role: "ADMIN", twoFactorOn: false })).toBe(true);
    expect(adminMustEnrol({ appEnv: "production", role: "ADMIN", twoFactorOn: true })).toBe(false);
    expect(adminMustEnrol({ appEnv: "production", role: "USER", twoFactorOn: false })).toBe(false);
    expect(adminMustEnrol({ appEnv: "development", role: "ADMIN", twoFactorOn: false })).toBe(false);
    expect(adminMustEnrol({ appEnv: "test", role: "ADMIN", twoFactorOn: false })).toBe(false);
  });
});
