import { describe, expect, it } from "vitest";
import {
  MAX_SECRET_LABEL_LENGTH,
  checkCanDeleteSecret,
  checkCanGenerateSecret,
  checkCanRollSecret,
  checkSecretLabel,
  liveSecretCount,
  rolledSecretExpiry,
  waitingForExpiry,
} from "./client-secrets";

const NOW = new Date("2026-11-25T12:00:00Z");
const lasting = { expiresAt: null };
const expiring = { expiresAt: new Date(NOW.getTime() + 60_000) };
const expired = { expiresAt: new Date(NOW.getTime() - 60_000) };

describe("secret policy", () => {
  it("allows generating while fewer than 2 secrets are active and refuses the third with an explanation", () => {
    expect(checkCanGenerateSecret({ kind: "CONFIDENTIAL", activeSecrets: 0 }).ok).toBe(true);
    expect(checkCanGenerateSecret({ kind: "CONFIDENTIAL", activeSecrets: 1 }).ok).toBe(true);
    const third = checkCanGenerateSecret({ kind: "CONFIDENTIAL", activeSecrets: 2 });
    expect(third).toMatchObject({ ok: false, code: "secret_limit" });
  });

  it("refuses secrets for public clients", () => {
    expect(checkCanGenerateSecret({ kind: "PUBLIC", activeSecrets: 0 })).toMatchObject({
      ok: false,
      code: "not_confidential",
    });
  });

  it("refuses deleting the last active secret and allows deleting one of two", () => {
    expect(checkCanDeleteSecret(lasting, [lasting])).toMatchObject({ ok: false, code: "last_secret" });
    expect(checkCanDeleteSecret(lasting, [lasting, lasting]).ok).toBe(true);
  });

  it("keeps the last secret that does not expire; an expiring one can always go", () => {
    expect(checkCanDeleteSecret(lasting, [lasting, expiring])).toMatchObject({ ok: false, code: "last_secret" });
    expect(checkCanDeleteSecret(expiring, [lasting, expiring]).ok).toBe(true);
  });
});

describe("rolling a secret", () => {
  it("rolls a lasting secret while its successor fits; refuses a secret rolled already", () => {
    expect(checkCanRollSecret(lasting, [lasting], NOW).ok).toBe(true);
    expect(checkCanRollSecret(lasting, [lasting, expiring], NOW)).toMatchObject({ ok: false, code: "secret_limit" });
    expect(checkCanRollSecret(expiring, [lasting, expiring], NOW)).toMatchObject({
      ok: false,
      code: "secret_expiring",
    });
    // A secret that has expired no longer counts against the limit.
    expect(checkCanRollSecret(lasting, [lasting, expired], NOW).ok).toBe(true);
  });

  it("after a roll, says which secret's expiry makes room for a new one", () => {
    const later = { expiresAt: new Date(NOW.getTime() + 120_000) };
    expect(waitingForExpiry([lasting], NOW)).toBeNull();
    expect(waitingForExpiry([lasting, expired], NOW)).toBeNull();
    expect(waitingForExpiry([lasting, lasting], NOW)).toBeNull();
    expect(waitingForExpiry([lasting, later], NOW)).toBe(later);
    expect(waitingForExpiry([later, expiring], NOW)).toBe(expiring);
  });

  it("expires the old secret now, or after an hour, a day or a week", () => {
    expect(rolledSecretExpiry("now", NOW)).toEqual(NOW);
    expect(rolledSecretExpiry("1h", NOW).getTime() - NOW.getTime()).toBe(3_600_000);
    expect(rolledSecretExpiry("24h", NOW).getTime() - NOW.getTime()).toBe(86_400_000);
    expect(rolledSecretExpiry("7d", NOW).getTime() - NOW.getTime()).toBe(604_800_000);
    expect(liveSecretCount([lasting, expiring, expired, { expiresAt: NOW }], NOW)).toBe(2);
  });
});

describe("checkSecretLabel", () => {
  it("trims a label and stores an empty one as none", () => {
    expect(checkSecretLabel("  production ")).toEqual({ ok: true, data: "production" });
    expect(checkSecretLabel("   ")).toEqual({ ok: true, data: null });
    expect(checkSecretLabel(undefined)).toEqual({ ok: true, data: null });
  });
  it("refuses a label longer than the limit, naming the field", () => {
    expect(checkSecretLabel("x".repeat(MAX_SECRET_LABEL_LENGTH + 1))).toMatchObject({
      ok: false,
      code: "invalid_input",
      fieldErrors: { label: { code: "secret_label_too_long" } },
    });
    expect(checkSecretLabel("x".repeat(MAX_SECRET_LABEL_LENGTH))).toMatchObject({ ok: true });
  });
});
