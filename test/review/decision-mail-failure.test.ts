// A mail that cannot be sent does not undo or refuse the decision: it is sent after the answer, and
// the owner still finds the notice in the portal. Here SMTP_URL names a port where nothing listens.
import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../demo-seed";
import { withTestDatabase } from "../test-database";
import { demoUserId, makeClient } from "./review-kit";

process.env.SMTP_URL = "smtp://127.0.0.1:9";

const { decideClientCommand } = await import("@/lib/actions/admin-commands");
const { afterAnswerSettled } = await import("@/lib/server/after-response/after-answer");
const ctx = withTestDatabase();

let adminId: string;
let ownerId: string;
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
  adminId = await demoUserId(ctx.db.prisma, "admin");
  ownerId = await demoUserId(ctx.db.prisma, "developer");
});

describe("a review decision whose mail fails", () => {
  it("is answered and stays decided, with the owner's notice stored", async () => {
    const client = await makeClient(ctx.db.prisma, { ownerId });
    const answer = await decideClientCommand(
      { id: adminId },
      { clientId: client.clientId, action: "approve", expectedStatus: "PENDING", reason: "" },
    );
    expect(answer).toMatchObject({ ok: true, data: { status: "APPROVED" } });
    await afterAnswerSettled();
    const stored = await ctx.db.prisma.oAuthClient.findUniqueOrThrow({
      where: { id: client.id },
      select: { status: true, developerNotices: { select: { kind: true } } },
    });
    expect(stored).toEqual({ status: "APPROVED", developerNotices: [{ kind: "client_approved" }] });
  });
});
