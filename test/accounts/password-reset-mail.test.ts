// The forgotten-password path wired as the service runs it: the real budgets, the development
// outbox (no SMTP_URL under tests), the reset page's link and the new password, on the database.
import { describe, expect, it } from "vitest";
import { afterAnswerSettled } from "@/lib/server/after-response/after-answer";
import { readOutbox } from "@/lib/server/mail/dev-outbox";
import { getConfig } from "@/lib/server/roots/config";
import { quickPasswordHash } from "../quick-password-hash";
import { withTestDatabase } from "../test-database";

// Small budgets, read when each limiter is first built.
process.env.RATE_LIMIT_PASSWORD_RESET_ACCOUNT = "2/3600";
process.env.RATE_LIMIT_PASSWORD_RESET_IP = "100/3600";

const { changePasswordCommand, requestResetCommand, resetPasswordCommand } = await import(
  "@/lib/actions/account-commands"
);
const { requestResetSchema } = await import("@/lib/actions/schemas/account-forms");
const ctx = withTestDatabase();

async function account(passwordHash = "old-hash") {
  const tag = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return ctx.db.prisma.user.create({
    data: { email: `reset-${tag}@example.com`, username: `r${tag}`, name: "R", passwordHash },
  });
}

/** The link in the latest mail to `email` (the mail goes out after the answer: `ask` waits for it). */
function mailTo(email: string): URL {
  const mail = readOutbox(getConfig().dataDir).find((m) => m.to === email);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no mail to ${email}`);
  return new URL(link);
}

/** Asks for a link, then waits for the work the answer left for after it (the link, the mail). */
async function ask(email: string, callbackUrl?: string) {
  const answer = await requestResetCommand(requestResetSchema.parse({ email, callbackUrl }), "198.51.100.7");
  await afterAnswerSettled();
  return answer;
}

describe("forgotten password, wired", () => {
  it("mails a link back to the consent screen, which sets the password once and ends every session", async () => {
    const user = await account();
    await ctx.db.prisma.userSession.create({
      data: { idHash: `s-${user.id}`, userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) },
    });
    const consent = "/auth/oauth2/authorize?client_id=demo-confidential-app&scope=PROFILE_READ";
    expect(await ask(user.email.toUpperCase(), consent)).toEqual({ ok: true, data: null });
    const link = mailTo(user.email);
    expect(link.pathname).toBe("/auth/reset-password");
    expect(link.searchParams.get("callbackUrl")).toBe(consent);
    const token = link.searchParams.get("token")!;
    expect(await ctx.db.prisma.passwordReset.count({ where: { tokenHash: token } })).toBe(0);

    const input = { token, newPassword: "a-brand-new-password", callbackUrl: consent };
    expect(await resetPasswordCommand({ ...input, newPassword: "short" })).toEqual({
      ok: false,
      code: "invalid_password",
    });
    expect(await resetPasswordCommand(input)).toEqual({ ok: true, data: null });
    expect(await resetPasswordCommand(input)).toEqual({ ok: false, code: "link_expired" });
    const after = await ctx.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.passwordHash).not.toBe("old-hash");
    expect(await ctx.db.prisma.userSession.count({ where: { userId: user.id } })).toBe(0);
  });

  it("never returns to another site, and answers an unknown address exactly like a known one, limits included", async () => {
    const user = await account();
    expect(await ask(user.email, "//evil.example/steal")).toEqual({ ok: true, data: null });
    expect(mailTo(user.email).searchParams.get("callbackUrl")).toBe("/");

    const nobody = `nobody-${user.id}@example.com`;
    expect(await ask(nobody)).toEqual({ ok: true, data: null });
    expect(await ask(nobody)).toEqual({ ok: true, data: null });
    expect(await ask(user.email)).toEqual({ ok: true, data: null });
    const third = [await ask(nobody), await ask(user.email)];
    expect(third).toEqual([
      { ok: false, code: "too_many_requests", retryAfterSeconds: expect.any(Number) },
      { ok: false, code: "too_many_requests", retryAfterSeconds: expect.any(Number) },
    ]);
    expect(readOutbox(getConfig().dataDir).some((m) => m.to === nobody)).toBe(false);
    expect(await ctx.db.prisma.passwordReset.count({ where: { userId: user.id } })).toBe(2);
  });

  it("refuses a link asked for before the password changed: an old mail cannot take the account back", async () => {
    const user = await account(await quickPasswordHash("the-owners-old-one"));
    expect(await ask(user.email)).toEqual({ ok: true, data: null });
    const token = mailTo(user.email).searchParams.get("token")!;
    const owner = { id: user.id, email: user.email, address: "192.0.2.61" };
    expect(
      await changePasswordCommand(owner, { currentPassword: "the-owners-old-one", newPassword: "the-owners-new-one" }),
    ).toEqual({ ok: true, data: null });
    const changed = (await ctx.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash;

    expect(await resetPasswordCommand({ token, newPassword: "the-attackers-one", callbackUrl: "/" })).toEqual({
      ok: false,
      code: "link_expired",
    });
    expect((await ctx.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toBe(changed);
  });
});
