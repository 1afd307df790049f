import { describe, expect, it } from "vitest";
import { checkCanDeleteSecret, checkCanGenerateSecret } from "./secret-policy";

describe("secret policy", () => {
  it("allows generating while fewer than 2 secrets are active and refuses the third with an explanation", () => {
    expect(checkCanGenerateSecret({ kind: "CONFIDENTIAL", activeSecrets: 0 }).ok).toBe(true);
    expect(checkCanGenerateSecret({ kind: "CONFIDENTIAL", activeSecrets: 1 }).ok).toBe(true);
    const third = checkCanGenerateSecret({ kind: "CONFIDENTIAL", activeSecrets: 2 });
    expect(third).toMatchObject({ ok: false, code: "secret_limit" });
    if (!third.ok) expect(third.message).toContain("Delete");
  });

  it("refuses secrets for public clients", () => {
    expect(checkCanGenerateSecret({ kind: "PUBLIC", activeSecrets: 0 })).toMatchObject({ ok: false, code: "not_confidential" });
  });

  it("refuses deleting the last active secret and allows deleting one of two", () => {
    expect(checkCanDeleteSecret({ activeSecrets: 1 })).toMatchObject({ ok: false, code: "last_secret" });
    expect(checkCanDeleteSecret({ activeSecrets: 2 }).ok).toBe(true);
  });
});
