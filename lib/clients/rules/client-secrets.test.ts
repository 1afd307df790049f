import { describe, expect, it } from "vitest";
import {
  MAX_SECRET_LABEL_LENGTH,
  checkCanDeleteSecret,
  checkCanGenerateSecret,
  checkSecretLabel,
} from "./client-secrets";

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
    expect(checkCanDeleteSecret({ activeSecrets: 1 })).toMatchObject({ ok: false, code: "last_secret" });
    expect(checkCanDeleteSecret({ activeSecrets: 2 }).ok).toBe(true);
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
