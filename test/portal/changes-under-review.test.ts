// The portal's edits of a client that an administrator already approved: additions wait
// in the admin queue while the approved configuration stays live, removals apply at once, and the
// administrator's decision (with its reason) reaches the owner. A rejected client goes back to the
// queue when its owner resubmits it.
import { actorForAdministrator } from "@/lib/clients/rules/audit-actor";
import { beforeAll, describe, expect, it } from "vitest";
import { listClientAudit } from "@/lib/db/audit-log";
import { listClientsForOwner } from "@/lib/db/clients/list-clients-for-owner";
import { decideClient } from "../client-use-cases";
import { decideClientChange } from "../client-use-cases";
import { findClientReviewState } from "@/lib/db/review/find-client-review-state";
import { listReviewQueue } from "@/lib/db/review/list-review-queue";
import { seedDemoData } from "../demo-seed";
import { describeAuditEvent } from "@/lib/ui-words/audit-events";
import {
  addRedirectUriCommand,
  removeRedirectUriCommand,
  replaceRedirectUriCommand,
  resubmitClientCommand,
  updateClientScopesCommand,
} from "@/lib/actions/portal-commands";
import { authorizeAndAllow, authorizePage, demoUser, exchange, refresh } from "../oauth/oauth-test-kit";
import { withTestDatabase } from "../test-database";
import { internalIdOf, makeClient, makeUser, type TestUser } from "./portal-fixtures";

const ctx = withTestDatabase();
let admin: TestUser;
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
  admin = await makeUser(ctx.db.prisma, "ADMIN");
});

const LIVE_URI = "https://sync.example.com/oauth/callback";
const NEW_URI = "https://sync.example.com/oauth/v2/callback";

/** A client registered in the portal and approved in the admin queue, as every live client is. */
async function approvedClient(owner: TestUser, overrides: { scopes?: string[]; redirectUris?: string[] } = {}) {
  const created = await makeClient(owner, overrides);
  const approved = await decideClient({
    clientId: created.clientId,
    action: "approve",
    expectedStatus: "PENDING",
    actorId: admin.id,
  });
  expect(approved).toMatchObject({ ok: true });
  return { clientId: created.clientId, secret: created.secret! };
}

const live = (clientId: string) =>
  ctx.db.prisma.oAuthClient.findUniqueOrThrow({
    where: { clientId },
    select: { scopes: true, redirectUris: true, status: true },
  });
const stateFor = async (owner: TestUser, clientId: string) =>
  (await findClientReviewState({ clientId, viewer: owner }))!;
const queuedChange = async (clientId: string) =>
  (await listReviewQueue()).items.find((i) => i.type === "change" && i.client.clientId === clientId);
const auditTypes = async (clientId: string) =>
  (await listClientAudit(await internalIdOf(ctx.db.prisma, clientId), actorForAdministrator)).map((e) => e.eventType);
const authorize = async (clientId: string, scope: string, redirectUri = LIVE_URI) =>
  authorizePage({ client_id: clientId, redirect_uri: redirectUri, scope, state: "s" }, await demoUser());

function changeId(state: Awaited<ReturnType<typeof stateFor>>): string {
  expect(state.pendingChange).not.toBeNull();
  return state.pendingChange!.id;
}

describe("adding to an approved client waits for review", () => {
  it("an added scope leaves the live scopes unchanged and appears as a change in the admin queue", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId } = await approvedClient(owner, { scopes: ["PROFILE_READ", "BOOKING_READ"] });

    const result = await updateClientScopesCommand(owner, {
      clientId,
      scopes: ["PROFILE_READ", "BOOKING_READ", "ORG_BOOKING_WRITE"],
    });
    expect(result).toEqual({
      ok: true,
      data: {
        scopes: ["BOOKING_READ", "PROFILE_READ", "ORG_BOOKING_WRITE"],
        liveScopes: ["BOOKING_READ", "PROFILE_READ"],
        waitingForReview: ["ORG_BOOKING_WRITE"],
      },
    });
    expect(await live(clientId)).toMatchObject({ scopes: ["BOOKING_READ", "PROFILE_READ"] });
    expect(await queuedChange(clientId)).toMatchObject({
      scopes: ["ORG_BOOKING_WRITE"],
      redirectUris: [],
      client: { status: "APPROVED" },
    });
    const state = await stateFor(owner, clientId);
    expect(state.working.scopes).toEqual(["BOOKING_READ", "PROFILE_READ", "ORG_BOOKING_WRITE"]);
    expect(state.pendingChange?.delta.addedScopes).toEqual(["ORG_BOOKING_WRITE"]);
    // submitClientChange writes the audit event; the portal writes no second one.
    expect(await auditTypes(clientId)).toEqual(["client.change_requested", "client.approved", "client.created"]);
    expect((await listClientsForOwner(owner.id)).find((c) => c.clientId === clientId)).toMatchObject({
      hasPendingChange: true,
    });
  });

  it("an added redirect URI is in the owner's list, marked waiting, but not live", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId } = await approvedClient(owner);

    const result = await addRedirectUriCommand(owner, { clientId, uri: NEW_URI });
    expect(result).toEqual({
      ok: true,
      data: { redirectUris: [LIVE_URI, NEW_URI], liveRedirectUris: [LIVE_URI], waitingForReview: [NEW_URI] },
    });
    expect((await live(clientId)).redirectUris).toEqual([LIVE_URI]);
    expect(await queuedChange(clientId)).toMatchObject({ redirectUris: [NEW_URI], scopes: [] });
    expect((await stateFor(owner, clientId)).working.redirectUris).toEqual([LIVE_URI, NEW_URI]);
  });

  it("a second edit builds on the first: one pending change holds both additions", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId } = await approvedClient(owner, { scopes: ["PROFILE_READ"] });
    expect(await addRedirectUriCommand(owner, { clientId, uri: NEW_URI })).toMatchObject({ ok: true });
    expect(
      await updateClientScopesCommand(owner, { clientId, scopes: ["PROFILE_READ", "SCHEDULE_READ"] }),
    ).toMatchObject({ ok: true, data: { waitingForReview: ["SCHEDULE_READ"] } });
    expect((await stateFor(owner, clientId)).pendingChange?.delta).toMatchObject({
      addedScopes: ["SCHEDULE_READ"],
      addedRedirectUris: [NEW_URI],
    });
    expect(await ctx.db.prisma.clientChangeRequest.count({ where: { client: { clientId }, status: "PENDING" } })).toBe(
      1,
    );
  });

  it("counts URIs waiting for review towards the limit of 10", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const nine = Array.from({ length: 9 }, (_, i) => `https://sync.example.com/cb/${i}`);
    const { clientId } = await approvedClient(owner, { redirectUris: nine });
    expect(await addRedirectUriCommand(owner, { clientId, uri: NEW_URI })).toMatchObject({
      ok: true,
      data: { waitingForReview: [NEW_URI] },
    });
    expect(await addRedirectUriCommand(owner, { clientId, uri: "https://sync.example.com/cb/eleven" })).toMatchObject({
      ok: false,
      code: "limit_reached",
    });
    expect((await live(clientId)).redirectUris).toHaveLength(9);
  });

  it("queues additions to a suspended client too, so reinstating it does not skip review", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId } = await approvedClient(owner);
    expect(
      await decideClient({
        clientId,
        action: "suspend",
        expectedStatus: "APPROVED",
        actorId: admin.id,
        reason: "Abuse reports.",
      }),
    ).toMatchObject({ ok: true });
    expect(await addRedirectUriCommand(owner, { clientId, uri: NEW_URI })).toMatchObject({
      ok: true,
      data: { waitingForReview: [NEW_URI] },
    });
    expect((await live(clientId)).redirectUris).toEqual([LIVE_URI]);
  });
});

describe("removing from an approved client applies at once", () => {
  it("a removed scope or redirect URI goes immediately, and a pending addition keeps waiting", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId } = await approvedClient(owner, {
      scopes: ["PROFILE_READ", "BOOKING_READ"],
      redirectUris: [LIVE_URI, "https://old.example.com/cb"],
    });
    expect(await addRedirectUriCommand(owner, { clientId, uri: NEW_URI })).toMatchObject({ ok: true });
    const pendingId = changeId(await stateFor(owner, clientId));

    expect(await updateClientScopesCommand(owner, { clientId, scopes: ["PROFILE_READ"] })).toEqual({
      ok: true,
      data: { scopes: ["PROFILE_READ"], liveScopes: ["PROFILE_READ"], waitingForReview: [] },
    });
    expect(await removeRedirectUriCommand(owner, { clientId, uri: "https://old.example.com/cb" })).toEqual({
      ok: true,
      data: { redirectUris: [LIVE_URI, NEW_URI], liveRedirectUris: [LIVE_URI], waitingForReview: [NEW_URI] },
    });
    expect(await live(clientId)).toMatchObject({ scopes: ["PROFILE_READ"], redirectUris: [LIVE_URI] });
    expect(changeId(await stateFor(owner, clientId))).toBe(pendingId);
    expect(await auditTypes(clientId)).toEqual(
      expect.arrayContaining(["client.scopes_updated", "client.redirect_uris_updated"]),
    );
  });

  it("removing a URI that waits for review withdraws it from the queue", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId } = await approvedClient(owner);
    expect(await addRedirectUriCommand(owner, { clientId, uri: NEW_URI })).toMatchObject({ ok: true });
    expect(await removeRedirectUriCommand(owner, { clientId, uri: NEW_URI })).toEqual({
      ok: true,
      data: { redirectUris: [LIVE_URI], liveRedirectUris: [LIVE_URI], waitingForReview: [] },
    });
    expect(await queuedChange(clientId)).toBeUndefined();
    expect(await auditTypes(clientId)).toContain("client.change_withdrawn");
    expect((await listClientsForOwner(owner.id)).find((c) => c.clientId === clientId)).toMatchObject({
      hasPendingChange: false,
    });
  });

  it("never removes the last redirect URI, counting what the owner sees", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId } = await approvedClient(owner);
    expect(await removeRedirectUriCommand(owner, { clientId, uri: LIVE_URI })).toMatchObject({
      ok: false,
      code: "last_redirect_uri",
    });
  });
});

describe("the administrator's decision on a change", () => {
  it("approving applies the change: the new scope and URI become live", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId } = await approvedClient(owner, { scopes: ["PROFILE_READ"] });
    await addRedirectUriCommand(owner, { clientId, uri: NEW_URI });
    await updateClientScopesCommand(owner, { clientId, scopes: ["PROFILE_READ", "SCHEDULE_READ"] });
    const id = changeId(await stateFor(owner, clientId));

    expect(await decideClientChange({ changeId: id, action: "approve", actorId: admin.id })).toMatchObject({
      ok: true,
    });
    expect(await live(clientId)).toMatchObject({
      scopes: ["SCHEDULE_READ", "PROFILE_READ"],
      redirectUris: [LIVE_URI, NEW_URI],
    });
    expect(await authorize(clientId, "SCHEDULE_READ", NEW_URI)).toMatchObject({ kind: "consent" });
    const state = await stateFor(owner, clientId);
    expect(state).toMatchObject({ pendingChange: null, latestChangeDecision: { id, status: "APPROVED" } });
  });

  it("rejecting discards the change and shows the owner the reason", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId } = await approvedClient(owner);
    await updateClientScopesCommand(owner, {
      clientId,
      scopes: ["PROFILE_READ", "BOOKING_READ", "ORG_MEMBERSHIP_WRITE"],
    });
    const id = changeId(await stateFor(owner, clientId));
    const reason = "Org-wide membership writes are not justified by the description.";

    expect(await decideClientChange({ changeId: id, action: "reject", actorId: admin.id, reason })).toMatchObject({
      ok: true,
    });
    expect((await live(clientId)).scopes).toEqual(["BOOKING_READ", "PROFILE_READ"]);
    const state = await stateFor(owner, clientId);
    expect(state).toMatchObject({
      pendingChange: null,
      working: { scopes: ["BOOKING_READ", "PROFILE_READ"] },
      latestChangeDecision: { id, status: "REJECTED", reviewNote: reason },
    });
    // The owner's audit log says it in words, with the reason.
    const [latest] = await listClientAudit(await internalIdOf(ctx.db.prisma, clientId), actorForAdministrator);
    expect(latest?.eventType).toBe("client.change_rejected");
    expect(describeAuditEvent(latest!.eventType, latest!.details).changes).toContain(`Reason: ${reason}`);
  });
});

describe("the live integration while a change waits", () => {
  it("keeps exchanging codes and refreshing with the approved redirect URI and scopes", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const app = await approvedClient(owner, { scopes: ["PROFILE_READ", "BOOKING_READ"] });
    const client = { clientId: app.clientId, secret: app.secret, redirect: LIVE_URI };
    const query = { client_id: app.clientId, redirect_uri: LIVE_URI, scope: "PROFILE_READ", state: "s" };
    const before = await authorizeAndAllow(query, await demoUser());
    const firstTokens = (await (await exchange(before.code, {}, client)).json()) as { refresh_token: string };

    await addRedirectUriCommand(owner, { clientId: app.clientId, uri: NEW_URI });
    await updateClientScopesCommand(owner, {
      clientId: app.clientId,
      scopes: ["PROFILE_READ", "BOOKING_READ", "SCHEDULE_WRITE"],
    });
    expect((await stateFor(owner, app.clientId)).pendingChange).not.toBeNull();

    // The old redirect URI and scopes work end to end; refresh tokens issued before keep working.
    const during = await authorizeAndAllow(query, await demoUser());
    const exchanged = await exchange(during.code, {}, client);
    expect(exchanged.status).toBe(200);
    expect(((await exchanged.json()) as { scope: string }).scope).toBe("PROFILE_READ");
    expect((await refresh(firstTokens.refresh_token, client)).status).toBe(200);
    // What waits for review is not usable yet.
    expect(await authorize(app.clientId, "PROFILE_READ", NEW_URI)).toMatchObject({
      kind: "error-page",
      reason: "invalid_redirect_uri",
    });
    expect(await authorize(app.clientId, "SCHEDULE_WRITE")).toMatchObject({
      kind: "redirect",
      location: expect.stringContaining("error=invalid_scope"),
    });
  });

  it("editing the redirect URI in use keeps the old one live until the new one is approved", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const app = await approvedClient(owner, { redirectUris: [LIVE_URI, "https://sync.example.com/other"] });
    const result = await replaceRedirectUriCommand(owner, { clientId: app.clientId, from: LIVE_URI, uri: NEW_URI });
    expect(result).toEqual({
      ok: true,
      data: {
        redirectUris: ["https://sync.example.com/other", NEW_URI],
        liveRedirectUris: [LIVE_URI, "https://sync.example.com/other"],
        waitingForReview: [NEW_URI],
      },
    });
    const { code } = await authorizeAndAllow(
      { client_id: app.clientId, redirect_uri: LIVE_URI, scope: "PROFILE_READ", state: "s" },
      await demoUser(),
    );
    expect((await exchange(code, {}, { clientId: app.clientId, secret: app.secret, redirect: LIVE_URI })).status).toBe(
      200,
    );

    // A later addition keeps the replaced URI waiting with its replacement.
    await addRedirectUriCommand(owner, { clientId: app.clientId, uri: "https://sync.example.com/third" });
    const state = await stateFor(owner, app.clientId);
    expect(state.pendingChange?.delta).toMatchObject({
      addedRedirectUris: [NEW_URI, "https://sync.example.com/third"],
      removedRedirectUris: [LIVE_URI],
    });
    expect((await live(app.clientId)).redirectUris).toContain(LIVE_URI);

    expect(
      await decideClientChange({ changeId: state.pendingChange!.id, action: "approve", actorId: admin.id }),
    ).toMatchObject({ ok: true });
    expect((await live(app.clientId)).redirectUris).toEqual([
      "https://sync.example.com/other",
      NEW_URI,
      "https://sync.example.com/third",
    ]);
    expect(await authorize(app.clientId, "PROFILE_READ")).toMatchObject({
      kind: "error-page",
      reason: "invalid_redirect_uri",
    });
  });
});

describe("resubmitting a rejected client", () => {
  it("shows the owner the rejection with its reason, applies their edits, and puts the client back in the queue", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId } = await makeClient(owner);
    const reason = "The redirect URI points at a domain you do not seem to own.";
    expect(
      await decideClient({ clientId, action: "reject", expectedStatus: "PENDING", actorId: admin.id, reason }),
    ).toMatchObject({ ok: true });
    expect(await stateFor(owner, clientId)).toMatchObject({
      status: "REJECTED",
      canResubmit: true,
      latestDecision: { outcome: "rejected", reason, decidedBy: expect.any(String) },
    });

    // A rejected client is reviewed whole when resubmitted, so its edits apply at once.
    expect(await addRedirectUriCommand(owner, { clientId, uri: NEW_URI })).toMatchObject({
      ok: true,
      data: { liveRedirectUris: [LIVE_URI, NEW_URI], waitingForReview: [] },
    });
    expect(await removeRedirectUriCommand(owner, { clientId, uri: LIVE_URI })).toMatchObject({ ok: true });

    expect(await resubmitClientCommand(owner, { clientId })).toEqual({
      ok: true,
      data: { clientId, status: "PENDING" },
    });
    expect(await live(clientId)).toMatchObject({ status: "PENDING", redirectUris: [NEW_URI] });
    expect((await listReviewQueue()).items.find((i) => i.client.clientId === clientId)).toMatchObject({
      type: "new_client",
      redirectUris: [NEW_URI],
    });
    expect(await auditTypes(clientId)).toContain("client.resubmitted");
    expect(await resubmitClientCommand(owner, { clientId })).toMatchObject({ ok: false, code: "conflict" });
  });

  it("only the owner can resubmit; an approved client cannot be", async () => {
    const owner = await makeUser(ctx.db.prisma);
    const { clientId } = await makeClient(owner);
    await decideClient({ clientId, action: "reject", expectedStatus: "PENDING", actorId: admin.id, reason: "No." });
    for (const caller of [await makeUser(ctx.db.prisma), admin]) {
      expect(await resubmitClientCommand(caller, { clientId })).toMatchObject({ ok: false, code: "not_found" });
    }
    expect((await live(clientId)).status).toBe("REJECTED");
    expect(await resubmitClientCommand(owner, { clientId: "" })).toMatchObject({ ok: false, code: "invalid_input" });
    const approved = await approvedClient(owner);
    expect(await resubmitClientCommand(owner, { clientId: approved.clientId })).toMatchObject({
      ok: false,
      code: "invalid_transition",
    });
  });
});
