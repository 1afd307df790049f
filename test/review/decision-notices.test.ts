// Developers are told, wired as the service runs: an admin decision stores the owner's notice with
// it and mails the owner after the answer (the development outbox under tests).
import { beforeAll, describe, expect, it } from "vitest";
import { decideClientChangeCommand, decideClientCommand } from "@/lib/actions/admin-commands";
import { afterAnswerSettled } from "@/lib/server/after-response/after-answer";
import { readOutbox } from "@/lib/server/mail/dev-outbox";
import { getConfig } from "@/lib/server/roots/config";
import { seedDemoData } from "../demo-seed";
import { submitClientChange } from "../client-use-cases";
import { withTestDatabase } from "../test-database";
import { demoUserId, expectOk, makeClient } from "./review-kit";

const ctx = withTestDatabase();
let adminId: string;
let owner: { id: string; email: string };
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
  adminId = await demoUserId(ctx.db.prisma, "admin");
  const tag = Math.random().toString(36).slice(2);
  owner = await ctx.db.prisma.user.create({
    data: { email: `owner-${tag}@example.com`, username: `o${tag}`, name: "Owner", passwordHash: "x" },
  });
});

const mailsTo = (email: string) => readOutbox(getConfig().dataDir).filter((m) => m.to === email);
const notices = (clientInternalId: string) =>
  ctx.db.prisma.developerNotice.findMany({ where: { clientId: clientInternalId }, orderBy: { createdAt: "asc" } });

describe("an admin decision tells the owner", () => {
  it("stores the notice with the decision, and mails it after the answer with the reason and a link", async () => {
    const client = await makeClient(ctx.db.prisma, { ownerId: owner.id, name: "Told app" });
    const answer = await decideClientCommand(
      { id: adminId },
      { clientId: client.clientId, action: "reject", expectedStatus: "PENDING", reason: "Use your own domain" },
    );
    expect(answer.ok).toBe(true);
    expect(await notices(client.id)).toMatchObject([
      { userId: owner.id, kind: "client_rejected", reason: "Use your own domain", dismissedAt: null },
    ]);
    await afterAnswerSettled();
    const [mail] = mailsTo(owner.email);
    expect(mail?.subject).toBe("“Told app” was rejected");
    expect(mail?.text).toContain("Reason: Use your own domain");
    expect(mail?.text).toContain(`/settings/developer/oauth/${client.clientId}`);
  });

  it("a refused decision stores and mails nothing", async () => {
    const client = await makeClient(ctx.db.prisma, { ownerId: owner.id });
    const before = mailsTo(owner.email).length;
    const refused = await decideClientCommand(
      { id: adminId },
      { clientId: client.clientId, action: "suspend", expectedStatus: "PENDING", reason: "x" },
    );
    expect(refused.ok).toBe(false);
    await afterAnswerSettled();
    expect(await notices(client.id)).toEqual([]);
    expect(mailsTo(owner.email)).toHaveLength(before);
  });

  it("a change request's approval is told too", async () => {
    const client = await makeClient(ctx.db.prisma, { ownerId: owner.id, status: "APPROVED", name: "Changed app" });
    const submitted = expectOk(
      await submitClientChange({
        clientId: client.clientId,
        ownerId: owner.id,
        proposed: { scopes: ["PROFILE_READ", "BOOKING_READ", "SCHEDULE_READ"], redirectUris: [client.redirect] },
      }),
    );
    const changeId = submitted.pending?.id ?? "";
    expectOk(await decideClientChangeCommand({ id: adminId }, { changeId, action: "approve", reason: "" }));
    expect(await notices(client.id)).toMatchObject([{ kind: "change_approved", reason: null }]);
    await afterAnswerSettled();
    expect(mailsTo(owner.email)[0]?.subject).toBe("Your change to “Changed app” was approved");
  });
});
