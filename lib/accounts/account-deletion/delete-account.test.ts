import { beforeEach, describe, expect, it } from "vitest";
import type { PasswordVerdict } from "../email-verification/email-change";
import { createMemoryAccounts, type MemoryAccounts } from "../testing/memory-account-store";
import { createMemoryAccountDeletion } from "../testing/memory-account-deletion-store";
import type { SecondFactorOutcome } from "../two-factor/two-factor";
import { deleteAccount, type DeleteAccountDeps } from "./delete-account";

let m: MemoryAccounts;
let d: ReturnType<typeof createMemoryAccountDeletion>;
const verified = new Set<string>();
const twoFactorOn = new Set<string>();
let codeVerdict: SecondFactorOutcome;
const deps = (): DeleteAccountDeps => ({
  store: d.store,
  secondFactor: { isOn: async (id) => twoFactorOn.has(id), verify: async () => codeVerdict },
  now: new Date("2031-01-01T00:00:00Z"),
});
const passed = async (): Promise<PasswordVerdict> => ({ ok: true, passed: true });
const wrong = async (): Promise<PasswordVerdict> => ({ ok: true, passed: false });

async function person(email: string) {
  const created = await m.accounts.insertAccount({ email, username: email, name: "P", passwordHash: "h" });
  if (!created.ok) throw new Error("setup");
  verified.add(created.account.id);
  return { userId: created.account.id, email };
}

beforeEach(() => {
  m = createMemoryAccounts();
  d = createMemoryAccountDeletion(m, verified);
  verified.clear();
  twoFactorOn.clear();
  codeVerdict = { ok: true, data: { method: "totp" } };
});

describe("deleting one's account", () => {
  it("takes the password, and a code when two-step sign-in is on; refused, nothing is deleted", async () => {
    const ann = await person("ann@example.com");
    const keep = { code: "", clients: { kind: "delete" } as const };
    expect(await deleteAccount(deps(), ann, { ...keep, checkPassword: wrong })).toEqual({
      ok: false,
      code: "wrong_password",
    });
    twoFactorOn.add(ann.userId);
    expect(await deleteAccount(deps(), ann, { ...keep, checkPassword: passed })).toEqual({
      ok: false,
      code: "code_required",
    });
    codeVerdict = { ok: false, code: "wrong_code" };
    expect(await deleteAccount(deps(), ann, { ...keep, code: "000000", checkPassword: passed })).toEqual({
      ok: false,
      code: "wrong_code",
    });
    codeVerdict = { ok: false, code: "too_many_attempts", retryAfterSeconds: 60 };
    expect(await deleteAccount(deps(), ann, { ...keep, code: "000000", checkPassword: passed })).toEqual({
      ok: false,
      code: "too_many_attempts",
      retryAfterSeconds: 60,
    });
    expect(m.rows.has(ann.userId)).toBe(true);
  });

  it("revokes every grant, deletes the clients with their grants, ends the sessions and the account", async () => {
    const ann = await person("ann@example.com");
    const bo = await person("bo@example.com");
    m.grants.set(ann.userId, new Map([["someone-elses-app", 2]]));
    m.grants.set(bo.userId, new Map([["anns-app", 1]]));
    d.clientOwners.set("anns-app", ann.userId);
    await m.sessions.insertSession({
      idHash: "s",
      userId: ann.userId,
      expiresAt: new Date(Date.now() + 1e6),
      userAgent: null,
      now: new Date(),
    });
    expect(await deleteAccount(deps(), ann, { code: "", clients: { kind: "delete" }, checkPassword: passed })).toEqual({
      ok: true,
      data: { clientsDeleted: 1, clientsHandedOver: 0 },
    });
    expect(m.rows.has(ann.userId)).toBe(false);
    expect(m.grants.has(ann.userId)).toBe(false);
    expect(m.grants.get(bo.userId)?.has("anns-app")).toBe(false);
    expect(m.sessionRows.size).toBe(0);
    expect(d.deletions).toEqual([
      { userId: ann.userId, details: { grantsRevoked: 2, clientsDeleted: 1, clientsHandedOver: 0 } },
    ]);
  });

  it("hands the clients over to another proven account by address, never to itself or to an unknown address", async () => {
    const ann = await person("ann@example.com");
    const bo = await person("bo@example.com");
    d.clientOwners.set("anns-app", ann.userId);
    const handOver = (email: string) => ({
      code: "",
      clients: { kind: "hand_over", email } as const,
      checkPassword: passed,
    });
    expect(await deleteAccount(deps(), ann, handOver(" ANN@example.com"))).toEqual({
      ok: false,
      code: "handover_to_self",
    });
    expect(await deleteAccount(deps(), ann, handOver("nobody@example.com"))).toEqual({
      ok: false,
      code: "handover_target_not_found",
    });
    verified.delete(bo.userId);
    expect(await deleteAccount(deps(), ann, handOver("bo@example.com"))).toEqual({
      ok: false,
      code: "handover_target_not_found",
    });
    verified.add(bo.userId);
    expect(await deleteAccount(deps(), ann, handOver("Bo@Example.com"))).toEqual({
      ok: true,
      data: { clientsDeleted: 0, clientsHandedOver: 1 },
    });
    expect(d.clientOwners.get("anns-app")).toBe(bo.userId);
  });
});
