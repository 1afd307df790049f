// The portal's edit of an app's details on PostgreSQL (PGlite by default): on an approved client
// the proposal waits in the admin queue while the consent screen keeps the live details; the
// administrator's approval applies it, a rejection leaves the live details; bad input changes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { editClientDetailsCommand } from "@/lib/actions/portal-commands";
import { findClientForReview } from "@/lib/db/review/find-client-for-review";
import { findClientReviewState } from "@/lib/db/review/find-client-review-state";
import { listReviewQueue } from "@/lib/db/review/list-review-queue";
import { seedDemoData } from "../demo-seed";
import { decideClient, decideClientChange } from "../client-use-cases";
import { authorizePage, demoUser } from "../oauth/oauth-test-kit";
import { withTestDatabase } from "../test-database";
import { auditOf, makeClient, makeUser, type TestUser } from "./portal-fixtures";

const ctx = withTestDatabase();
let admin: TestUser;
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
  admin = await makeUser(ctx.db.prisma, "ADMIN");
});

const REDIRECT = "https://sync.example.com/oauth/callback";

async function approvedClient(owner: TestUser) {
  const created = await makeClient(owner, { name: "Sync", description: "", websiteUrl: "", redirectUris: [REDIRECT] });
  expect(
    await decideClient({ clientId: created.clientId, action: "approve", expectedStatus: "PENDING", actorId: admin.id }),
  ).toMatchObject({ ok: true });
  return created.clientId;
}

const form = (clientId: string, over: Record<string, string> = {}) => ({
  clientId,
  name: "Sync",
  description: "",
  websiteUrl: "",
  logoUrl: "",
  privacyPolicyUrl: "",
  termsOfServiceUrl: "",
  ...over,
});

async function consentClient(clientId: string) {
  const shown = await authorizePage(
    { client_id: clientId, redirect_uri: REDIRECT, scope: "PROFILE_READ", state: "s" },
    await demoUser(),
  );
  if (shown.kind !== "consent") throw new Error(`expected the consent screen, got ${shown.kind}`);
  return shown.client;
}

describe("editing an approved client's details", () => {
  it("waits for review with the consent screen unchanged, then approval shows the new name and privacy link", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const clientId = await approvedClient(owner);
    const sent = await editClientDetailsCommand(
      owner,
      form(clientId, { name: "Sync Pro", privacyPolicyUrl: "https://sync.example.com/privacy" }),
    );
    expect(sent).toEqual({ ok: true, data: { outcome: "sent_for_review", changed: ["name", "privacyPolicyUrl"] } });
    expect(await consentClient(clientId)).toMatchObject({ name: "Sync", privacyPolicyUrl: null });

    const state = (await findClientReviewState({ clientId, viewer: owner }))!;
    expect(state.pendingChange?.details).toEqual([
      { field: "name", before: "Sync", after: "Sync Pro" },
      { field: "privacyPolicyUrl", before: null, after: "https://sync.example.com/privacy" },
    ]);
    const queued = (await listReviewQueue()).items.find((i) => i.type === "change" && i.client.clientId === clientId);
    expect(queued).toMatchObject({ detailFields: ["name", "privacyPolicyUrl"], scopes: [], redirectUris: [] });
    const review = (await findClientForReview(clientId))!;
    expect(review.pendingChange?.details.map((d) => d.field)).toEqual(["name", "privacyPolicyUrl"]);

    expect(
      await decideClientChange({ changeId: review.pendingChange!.id, action: "approve", actorId: admin.id }),
    ).toMatchObject({ ok: true });
    expect(await consentClient(clientId)).toMatchObject({
      name: "Sync Pro",
      privacyPolicyUrl: "https://sync.example.com/privacy",
    });
    const approvedEvent = (await auditOf(ctx.db.prisma, clientId)).find(
      (e) => e.eventType === "client.change_approved",
    );
    expect(approvedEvent?.details).toMatchObject({
      detailsBefore: { name: "Sync", privacyPolicyUrl: null },
      detailsAfter: { name: "Sync Pro", privacyPolicyUrl: "https://sync.example.com/privacy" },
    });
  });

  it("a rejection keeps the live details and the owner sees the reason", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const clientId = await approvedClient(owner);
    await editClientDetailsCommand(owner, form(clientId, { name: "Official Bank Login" }));
    const changeId = (await findClientReviewState({ clientId, viewer: owner }))!.pendingChange!.id;
    expect(
      await decideClientChange({ changeId, action: "reject", actorId: admin.id, reason: "Misleading name" }),
    ).toMatchObject({ ok: true });
    expect(await consentClient(clientId)).toMatchObject({ name: "Sync" });
    const state = (await findClientReviewState({ clientId, viewer: owner }))!;
    expect(state.pendingChange).toBeNull();
    expect(state.latestChangeDecision).toMatchObject({
      status: "REJECTED",
      reviewNote: "Misleading name",
      delta: { details: { name: "Official Bank Login" } },
    });
  });

  it("refuses bad input with field errors and changes nothing", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const clientId = await approvedClient(owner);
    const result = await editClientDetailsCommand(
      owner,
      form(clientId, {
        name: "a\u0000b",
        termsOfServiceUrl: "javascript:alert(1)",
        privacyPolicyUrl: "http://sync.example.com/p",
      }),
    );
    expect(result).toMatchObject({
      ok: false,
      code: "invalid_input",
      fieldErrors: {
        name: expect.any(String),
        termsOfServiceUrl: expect.stringContaining("https://"),
        privacyPolicyUrl: expect.stringContaining("https://"),
      },
    });
    expect((await findClientReviewState({ clientId, viewer: owner }))!.pendingChange).toBeNull();
  });

  it("someone else's client is not found", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const clientId = await approvedClient(owner);
    const other = await makeUser(ctx.db.prisma);
    expect(await editClientDetailsCommand(other, form(clientId, { name: "Mine now" }))).toMatchObject({
      ok: false,
      code: "not_found",
    });
  });
});
