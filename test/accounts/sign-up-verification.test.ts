// Sign-up proves the address, wired as the service runs it (the development outbox, no SMTP_URL
// under tests): a new address gets a link, a registered one the news that it has an account, both
// after an answer that is the same for either; until the link is used the account can neither
// register clients nor decide consent; the demo accounts count as proven.
import { beforeAll, describe, expect, it } from "vitest";
import { signUpCommand } from "@/lib/actions/account-commands";
import {
  confirmEmailCommand,
  isEmailVerifiedFor,
  resendSignUpLinkCommand,
} from "@/lib/actions/accounts-email-commands";
import { createClientCommand } from "@/lib/actions/portal-commands";
import { DEMO_USERS } from "@/lib/db/demo-data";
import { afterAnswerSettled } from "@/lib/server/after-response/after-answer";
import { readOutbox } from "@/lib/server/mail/dev-outbox";
import { getConfig } from "@/lib/server/roots/config";
import { seedDemoData } from "@/lib/server/roots/demo-seed";
import { clientInput } from "../portal/portal-fixtures";
import { withTestDatabase } from "../test-database";

const ctx = withTestDatabase();
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
});

const mailsTo = (email: string) => readOutbox(getConfig().dataDir).filter((m) => m.to === email);
const tokenIn = (text: string) => new URL(text.match(/https?:\/\/\S+/)![0]).searchParams.get("token")!;
let n = 0;
const form = (email: string) => ({
  name: "Vera",
  email,
  username: `vera${Date.now()}${++n}`,
  password: "long enough password",
});

describe("sign-up proves the address", () => {
  it("answers a new and a registered address alike; the new gets a link, the registered the news", async () => {
    const fresh = `vera-${Date.now()}@example.com`;
    expect(await signUpCommand(form(fresh))).toEqual({ ok: true, data: { email: fresh } });
    expect(await signUpCommand(form(DEMO_USERS.user.email))).toEqual({
      ok: true,
      data: { email: DEMO_USERS.user.email },
    });
    await afterAnswerSettled();
    const [link] = mailsTo(fresh);
    expect(link?.subject).toBe("Confirm your email address");
    expect(link?.text).toContain("/auth/verify-email?token=");
    const news = mailsTo(DEMO_USERS.user.email).find((m) => m.subject === "You already have an account");
    expect(news?.subject).toBe("You already have an account");
    expect(news?.text).not.toContain("token=");
  });

  it("an unproven account registers no client; the link proves it once, and then it does", async () => {
    const email = `una-${Date.now()}@example.com`;
    await signUpCommand(form(email));
    await afterAnswerSettled();
    const user = await ctx.db.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(await isEmailVerifiedFor(user.id)).toBe(false);
    const client = clientInput();
    expect(await createClientCommand({ id: user.id, address: "192.0.2.77" }, client)).toMatchObject({
      ok: false,
      code: "email_unverified",
    });
    // A new link: the first one dies.
    const first = tokenIn(mailsTo(email)[0]!.text);
    expect(await resendSignUpLinkCommand(user)).toEqual({ ok: true, data: null });
    const second = mailsTo(email)
      .map((m) => tokenIn(m.text))
      .find((t) => t !== first)!;
    expect(await confirmEmailCommand(first)).toEqual({ ok: false, code: "link_expired" });
    expect(await confirmEmailCommand(second)).toEqual({ ok: true, data: { purpose: "sign_up", email } });
    expect(await confirmEmailCommand(second)).toEqual({ ok: false, code: "link_expired" });
    expect(await isEmailVerifiedFor(user.id)).toBe(true);
    expect(await resendSignUpLinkCommand(user)).toEqual({ ok: false, code: "already_verified" });
    expect(await createClientCommand({ id: user.id, address: "192.0.2.77" }, client)).toMatchObject({ ok: true });
  });

  it("the demo accounts count as proven", async () => {
    for (const demo of Object.values(DEMO_USERS)) {
      const user = await ctx.db.prisma.user.findUniqueOrThrow({ where: { email: demo.email } });
      expect(await isEmailVerifiedFor(user.id), demo.email).toBe(true);
    }
  });
});
