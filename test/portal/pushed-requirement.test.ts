// "Require PAR" in the portal, on the database: requiring applies at once and the authorization
// endpoint sees it; stopping on an approved client waits for review, PAR stays required, and
// approval ends it.
import { beforeAll, describe, expect, it } from "vitest";
import { setPushedRequirementCommand } from "@/lib/actions/portal-commands";
import { findAuthorizeClient } from "@/lib/db/oauth/find-authorize-client";
import { findClientReviewState } from "@/lib/db/review/find-client-review-state";
import { decideClient, decideClientChange } from "../client-use-cases";
import { withTestDatabase } from "../test-database";
import { makeClient, makeUser, type TestUser } from "./portal-fixtures";

const ctx = withTestDatabase();
let admin: TestUser;
beforeAll(async () => {
  admin = await makeUser(ctx.db.prisma, "ADMIN");
});

describe("require pushed authorization requests", () => {
  it("on at once; off waits for review with PAR still required; approval turns it off", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId } = await makeClient(owner);
    await decideClient({ clientId, action: "approve", expectedStatus: "PENDING", actorId: admin.id });
    const required = async () => (await findAuthorizeClient(ctx.db.prisma, clientId))?.requirePushedRequests ?? false;

    expect(await setPushedRequirementCommand(owner, { clientId, required: true })).toMatchObject({
      ok: true,
      data: { required: true, dropWaitingForReview: false },
    });
    expect(await required()).toBe(true);

    expect(await setPushedRequirementCommand(owner, { clientId, required: false })).toMatchObject({
      ok: true,
      data: { required: true, dropWaitingForReview: true },
    });
    expect(await required()).toBe(true);
    const pending = (await findClientReviewState({ clientId, viewer: owner }))!.pendingChange!;
    expect(pending.delta.dropsPushedRequirement).toBe(true);

    const decided = await decideClientChange({ changeId: pending.id, action: "approve", actorId: admin.id });
    expect(decided.ok).toBe(true);
    expect(await required()).toBe(false);
  });

  it("refuses another user's client as not found, changing nothing", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const stranger = await makeUser(ctx.db.prisma);
    const { clientId } = await makeClient(owner);
    expect(await setPushedRequirementCommand(stranger, { clientId, required: true })).toMatchObject({ ok: false });
    expect((await findAuthorizeClient(ctx.db.prisma, clientId))?.requirePushedRequests ?? false).toBe(false);
  });
});
