import { beforeEach, describe, expect, it } from "vitest";
import { hashSecret } from "@/lib/oauth/constant-time";
import { createMemoryAccounts, type MemoryAccounts } from "../testing/memory-account-store";
import { createMemoryEmailVerification } from "../testing/memory-email-verification-store";
import {
  confirmEmail,
  type EmailVerificationDeps,
  liveVerification,
  type PasswordVerdict,
  requestEmailChange,
  resendSignUpLink,
  VERIFICATION_LINK_TTL_MS,
  type VerificationMail,
} from "./email-change";

const t0 = new Date("2031-01-01T00:00:00Z");
let m: MemoryAccounts;
let v: ReturnType<typeof createMemoryEmailVerification>;
let mails: VerificationMail[];
let tokens = 0;
const deps = (now = t0): EmailVerificationDeps => ({
  store: v.store,
  newToken: () => `${String(++tokens).padStart(3, "0")}${"t".repeat(40)}`,
  send: async (mail) => void mails.push(mail),
  now,
});
const passed = async (): Promise<PasswordVerdict> => ({ ok: true, passed: true });
const linkOf = (mail: VerificationMail | undefined) => (mail?.kind === "link" ? mail.token : "");

beforeEach(() => {
  m = createMemoryAccounts();
  v = createMemoryEmailVerification(m);
  mails = [];
});

async function account(email: string) {
  const created = await m.accounts.insertAccount({ email, username: email, name: "P", passwordHash: "h" });
  if (!created.ok) throw new Error("setup");
  return { userId: created.account.id, email };
}

describe("changing the email address", () => {
  it("takes the current password; refuses the same address; spends nothing on a wrong password", async () => {
    const ann = await account("ann@example.com");
    const wrong = async (): Promise<PasswordVerdict> => ({ ok: true, passed: false });
    expect(await requestEmailChange(deps(), ann, { newEmail: "new@example.com", checkPassword: wrong })).toEqual({
      ok: false,
      code: "wrong_password",
    });
    const spent = async (): Promise<PasswordVerdict> => ({
      ok: false,
      code: "too_many_attempts",
      retryAfterSeconds: 60,
    });
    expect(await requestEmailChange(deps(), ann, { newEmail: "new@example.com", checkPassword: spent })).toEqual({
      ok: false,
      code: "too_many_attempts",
      retryAfterSeconds: 60,
    });
    expect(await requestEmailChange(deps(), ann, { newEmail: " Ann@Example.com", checkPassword: passed })).toEqual({
      ok: false,
      code: "same_email",
    });
    expect(mails).toEqual([]);
  });

  it("mails a single-use link to the new address (only its hash stored); using it moves the account and tells the old address", async () => {
    const ann = await account("ann@example.com");
    expect(await requestEmailChange(deps(), ann, { newEmail: "New@Example.com", checkPassword: passed })).toEqual({
      ok: true,
      data: { newEmail: "new@example.com" },
    });
    const token = linkOf(mails[0]);
    expect(mails[0]).toMatchObject({ kind: "link", to: "new@example.com", purpose: "change" });
    expect(v.links.has(token)).toBe(false);
    expect(v.links.has(hashSecret(token))).toBe(true);
    expect(await liveVerification(deps(), token)).toEqual({ email: "new@example.com", purpose: "change" });
    expect(m.rows.get(ann.userId)?.email).toBe("ann@example.com");
    expect(await confirmEmail(deps(), token)).toEqual({
      ok: true,
      data: { purpose: "change", email: "new@example.com" },
    });
    expect(m.rows.get(ann.userId)?.email).toBe("new@example.com");
    expect(mails[1]).toEqual({ kind: "changed_notice", to: "ann@example.com", newEmail: "new@example.com" });
    expect(await confirmEmail(deps(), token)).toEqual({ ok: false, code: "link_expired" });
  });

  it("answers alike for an address that has an account, which is told so and gets no link", async () => {
    const ann = await account("ann@example.com");
    await account("bo@example.com");
    expect(await requestEmailChange(deps(), ann, { newEmail: "bo@example.com", checkPassword: passed })).toEqual({
      ok: true,
      data: { newEmail: "bo@example.com" },
    });
    expect(mails).toEqual([{ kind: "already_registered", to: "bo@example.com", purpose: "change" }]);
    expect(v.links.size).toBe(0);
  });

  it("a link dies at its expiry, when a newer one is asked for, and when the address was taken meanwhile", async () => {
    const ann = await account("ann@example.com");
    await requestEmailChange(deps(), ann, { newEmail: "one@example.com", checkPassword: passed });
    const first = linkOf(mails[0]);
    await requestEmailChange(deps(), ann, { newEmail: "two@example.com", checkPassword: passed });
    const second = linkOf(mails[1]);
    expect(await confirmEmail(deps(), first)).toEqual({ ok: false, code: "link_expired" });
    expect(await liveVerification(deps(new Date(t0.getTime() + VERIFICATION_LINK_TTL_MS)), second)).toBeNull();
    await account("two@example.com");
    expect(await confirmEmail(deps(), second)).toEqual({ ok: false, code: "email_taken" });
    expect(m.rows.get(ann.userId)?.email).toBe("ann@example.com");
    expect(await confirmEmail(deps(), "not-a-token")).toEqual({ ok: false, code: "link_expired" });
  });
});

describe("asking for a sign-up link again", () => {
  it("mails a new link (the old one dies) within the budget, and none once the address is proven", async () => {
    const ann = await account("ann@example.com");
    let left = 1;
    const budget = async () =>
      left-- > 0 ? ({ allowed: true } as const) : ({ allowed: false, retryAfterSeconds: 60 } as const);
    const d = { ...deps(), budget };
    expect(await resendSignUpLink(d, ann)).toEqual({ ok: true, data: null });
    expect(await resendSignUpLink(d, ann)).toEqual({ ok: false, code: "too_many_requests", retryAfterSeconds: 60 });
    const token = linkOf(mails[0]);
    expect(await confirmEmail(deps(), token)).toMatchObject({ ok: true });
    expect(await resendSignUpLink({ ...deps(), budget }, ann)).toEqual({ ok: false, code: "already_verified" });
    expect(mails).toHaveLength(1);
  });
});
