import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../demo-seed";
import { decideClient } from "../client-use-cases";
import { findClientForReview } from "@/lib/db/review/find-client-for-review";
import { resubmitClient } from "../client-use-cases";
import { submitClientChange } from "../client-use-cases";
import { withTestDatabase } from "../test-database";
import { auditTypes, demoUserId, expectFailure, expectOk, makeClient, theAudit } from "./review-kit";

const ctx = withTestDatabase();
let adminId: string;
let otherAdminId: string;
let ownerId: string;
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
  adminId = await demoUserId(ctx.db.prisma, "admin");
  ownerId = await demoUserId(ctx.db.prisma, "developer");
  otherAdminId = (
    await ctx.db.prisma.user.create({
      data: { email: "bo@example.com", username: "bo", name: "Bo Admin", passwordHash: "x", role: "ADMIN" },
    })
  ).id;
});

const status = async (clientId: string) =>
  (await ctx.db.prisma.oAuthClient.findUniqueOrThrow({ where: { clientId } })).status;

describe("decideClient: the configuration the admin saw", () => {
  it("refuses an approval when the owner edited the pending client after the admin loaded it", async () => {
    const client = await makeClient(ctx.db.prisma, { ownerId });
    const seen = (await findClientForReview(client.clientId))!;
    await new Promise((r) => setTimeout(r, 5));
    expectOk(
      await submitClientChange({
        clientId: client.clientId,
        ownerId,
        proposed: { scopes: [...seen.scopes, "ORG_MEMBERSHIP_WRITE"], redirectUris: seen.redirectUris },
      }),
    );
    const stale = await decideClient({
      clientId: client.clientId,
      action: "approve",
      expectedStatus: "PENDING",
      expectedVersion: seen.version,
      actorId: adminId,
    });
    expect(stale).toMatchObject({
      ok: false,
      code: "conflict",
      message: expect.stringMatching(/owner changed this client/),
    });
    expect(await status(client.clientId)).toBe("PENDING");
    const fresh = (await findClientForReview(client.clientId))!;
    expect(fresh.scopes).toContain("ORG_MEMBERSHIP_WRITE");
    expectOk(
      await decideClient({
        clientId: client.clientId,
        action: "approve",
        expectedStatus: "PENDING",
        expectedVersion: fresh.version,
        actorId: adminId,
      }),
    );
  });
});

describe("decideClient: the lifecycle transitions", () => {
  it("approves a pending client, records who and when, and audits it", async () => {
    const client = await makeClient(ctx.db.prisma, { ownerId });
    const now = new Date("2026-11-22T10:00:00Z");
    const decided = expectOk(
      await decideClient({
        clientId: client.clientId,
        action: "approve",
        expectedStatus: "PENDING",
        actorId: adminId,
        reason: "  ",
        now,
      }),
    );
    expect(decided).toEqual({
      clientId: client.clientId,
      status: "APPROVED",
      revokedGrants: 0,
      discardedChangeId: null,
      notice: {
        ownerId,
        clientId: client.clientId,
        clientName: `Test app ${client.clientId}`,
        kind: "client_approved",
        reason: null,
      },
    });
    const row = await ctx.db.prisma.oAuthClient.findUniqueOrThrow({ where: { clientId: client.clientId } });
    expect(row).toMatchObject({ status: "APPROVED", reviewedById: adminId, reviewedAt: now, reviewNote: null });
    const audit = await theAudit(ctx.db.prisma, client.id, "client.approved");
    expect(audit.actorId).toBe(adminId);
    expect(audit.details).toMatchObject({ clientId: client.clientId, from: "PENDING", to: "APPROVED", reason: null });
  });

  it("rejects a pending client only with a reason, which the owner then sees on the client", async () => {
    const client = await makeClient(ctx.db.prisma, { ownerId });
    const missing = await decideClient({
      clientId: client.clientId,
      action: "reject",
      expectedStatus: "PENDING",
      actorId: adminId,
      reason: "   ",
    });
    expect(missing).toMatchObject({
      ok: false,
      code: "invalid_input",
      fieldErrors: { reason: expect.stringMatching(/reason/) },
    });
    expect(await status(client.clientId)).toBe("PENDING");

    expectOk(
      await decideClient({
        clientId: client.clientId,
        action: "reject",
        expectedStatus: "PENDING",
        actorId: adminId,
        reason: "Redirect URI points at a parked domain.",
      }),
    );
    const row = await ctx.db.prisma.oAuthClient.findUniqueOrThrow({ where: { clientId: client.clientId } });
    expect(row).toMatchObject({ status: "REJECTED", reviewNote: "Redirect URI points at a parked domain." });
    expect((await theAudit(ctx.db.prisma, client.id, "client.rejected")).details).toMatchObject({
      reason: "Redirect URI points at a parked domain.",
      from: "PENDING",
    });
  });

  it("refuses a reason longer than 1000 characters", async () => {
    const client = await makeClient(ctx.db.prisma, { ownerId });
    const result = await decideClient({
      clientId: client.clientId,
      action: "reject",
      expectedStatus: "PENDING",
      actorId: adminId,
      reason: "x".repeat(1001),
    });
    expect(result).toMatchObject({ ok: false, code: "invalid_input" });
  });

  it("suspends an approved client with a reason and reinstates it, auditing both", async () => {
    const client = await makeClient(ctx.db.prisma, { ownerId, status: "APPROVED" });
    expectFailure(
      await decideClient({
        clientId: client.clientId,
        action: "suspend",
        expectedStatus: "APPROVED",
        actorId: adminId,
        reason: "",
      }),
      "invalid_input",
    );
    expectOk(
      await decideClient({
        clientId: client.clientId,
        action: "suspend",
        expectedStatus: "APPROVED",
        actorId: adminId,
        reason: "Abuse report #42",
      }),
    );
    expect(await status(client.clientId)).toBe("SUSPENDED");
    expectOk(
      await decideClient({
        clientId: client.clientId,
        action: "reinstate",
        expectedStatus: "SUSPENDED",
        actorId: adminId,
        reason: "Owner fixed it",
      }),
    );
    expect(await status(client.clientId)).toBe("APPROVED");
    expect(await auditTypes(ctx.db.prisma, client.id)).toEqual(["client.reinstated", "client.suspended"]);
    expect((await theAudit(ctx.db.prisma, client.id, "client.suspended")).details).toMatchObject({
      reason: "Abuse report #42",
      from: "APPROVED",
      to: "SUSPENDED",
    });
  });

  it("refuses transitions the lifecycle does not have, changing nothing", async () => {
    const pending = await makeClient(ctx.db.prisma, { ownerId });
    const approved = await makeClient(ctx.db.prisma, { ownerId, status: "APPROVED" });
    const rejected = await makeClient(ctx.db.prisma, { ownerId, status: "REJECTED" });
    expectFailure(
      await decideClient({
        clientId: pending.clientId,
        action: "suspend",
        expectedStatus: "PENDING",
        actorId: adminId,
        reason: "x",
      }),
      "invalid_transition",
    );
    expectFailure(
      await decideClient({
        clientId: pending.clientId,
        action: "reinstate",
        expectedStatus: "PENDING",
        actorId: adminId,
      }),
      "invalid_transition",
    );
    expectFailure(
      await decideClient({
        clientId: approved.clientId,
        action: "approve",
        expectedStatus: "APPROVED",
        actorId: adminId,
      }),
      "invalid_transition",
    );
    expectFailure(
      await decideClient({
        clientId: rejected.clientId,
        action: "approve",
        expectedStatus: "REJECTED",
        actorId: adminId,
      }),
      "invalid_transition",
    );
    expect([await status(pending.clientId), await status(approved.clientId), await status(rejected.clientId)]).toEqual([
      "PENDING",
      "APPROVED",
      "REJECTED",
    ]);
  });

  it("does not act on a status the admin did not see: approving a client that is no longer pending is a conflict", async () => {
    const client = await makeClient(ctx.db.prisma, { ownerId, status: "APPROVED" });
    const message = expectFailure(
      await decideClient({ clientId: client.clientId, action: "approve", expectedStatus: "PENDING", actorId: adminId }),
      "conflict",
    );
    expect(message).toMatch(/already decided/);
  });

  it("answers not_found for a client id that does not exist", async () => {
    expectFailure(
      await decideClient({ clientId: "nope", action: "approve", expectedStatus: "PENDING", actorId: adminId }),
      "not_found",
    );
  });
});

describe("decideClient: two admins at once", () => {
  it("lets exactly one of a concurrent approve and reject win; the loser is told who decided", async () => {
    for (let round = 0; round < 3; round++) {
      const client = await makeClient(ctx.db.prisma, { ownerId });
      const [a, b] = await Promise.all([
        decideClient({ clientId: client.clientId, action: "approve", expectedStatus: "PENDING", actorId: adminId }),
        decideClient({
          clientId: client.clientId,
          action: "reject",
          expectedStatus: "PENDING",
          actorId: otherAdminId,
          reason: "Looks like spam",
        }),
      ]);
      const results = [a, b];
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      const loser = results.find((r) => !r.ok)!;
      expect(loser).toMatchObject({ ok: false, code: "conflict" });
      const winner = a.ok
        ? { name: "Ada Admin", status: "APPROVED", word: "approved" }
        : { name: "Bo Admin", status: "REJECTED", word: "rejected" };
      expect(loser.ok ? "" : loser.message).toMatch(
        new RegExp(`^This client was already decided by ${winner.name}: ${winner.word} at .+ UTC\\.`),
      );
      expect(await status(client.clientId)).toBe(winner.status);
      // Only the winner's decision is in the audit log.
      expect(await auditTypes(ctx.db.prisma, client.id)).toEqual([a.ok ? "client.approved" : "client.rejected"]);
    }
  });

  it("lets only one of many identical concurrent approvals through", async () => {
    const client = await makeClient(ctx.db.prisma, { ownerId });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        decideClient({
          clientId: client.clientId,
          action: "approve",
          expectedStatus: "PENDING",
          actorId: i % 2 ? adminId : otherAdminId,
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.code === "conflict")).toHaveLength(5);
    expect(await auditTypes(ctx.db.prisma, client.id)).toEqual(["client.approved"]);
  });
});

describe("resubmitClient: REJECTED -> PENDING by the owner", () => {
  it("sends a rejected client back to the queue with a fresh submission time, once", async () => {
    const client = await makeClient(ctx.db.prisma, { ownerId, submittedAt: new Date("2026-01-01T00:00:00Z") });
    expectOk(
      await decideClient({
        clientId: client.clientId,
        action: "reject",
        expectedStatus: "PENDING",
        actorId: adminId,
        reason: "Add a privacy policy",
      }),
    );
    const now = new Date("2026-11-22T12:00:00Z");
    const [first, second] = await Promise.all([
      resubmitClient({ clientId: client.clientId, ownerId, now }),
      resubmitClient({ clientId: client.clientId, ownerId, now }),
    ]);
    expect([first, second].filter((r) => r.ok)).toHaveLength(1);
    expect([first, second].find((r) => !r.ok)).toMatchObject({
      code: "conflict",
      message: "This client is already waiting for review.",
    });
    const row = await ctx.db.prisma.oAuthClient.findUniqueOrThrow({ where: { clientId: client.clientId } });
    expect(row).toMatchObject({ status: "PENDING", submittedAt: now });
    expect((await theAudit(ctx.db.prisma, client.id, "client.resubmitted")).details).toMatchObject({
      from: "REJECTED",
      to: "PENDING",
    });
    expect((await theAudit(ctx.db.prisma, client.id, "client.resubmitted")).actorId).toBe(ownerId);
  });

  it("is for the owner only and only from REJECTED", async () => {
    const rejected = await makeClient(ctx.db.prisma, { ownerId, status: "REJECTED" });
    const approved = await makeClient(ctx.db.prisma, { ownerId, status: "APPROVED" });
    expectFailure(await resubmitClient({ clientId: rejected.clientId, ownerId: adminId }), "not_found");
    expectFailure(await resubmitClient({ clientId: approved.clientId, ownerId }), "invalid_transition");
    expect(await status(rejected.clientId)).toBe("REJECTED");
  });
});
