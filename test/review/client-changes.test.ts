// Owner edits of reviewed clients: narrowing applies at once, widening waits as a change
// request while the approved configuration stays in force; admins approve or reject the change.
import { beforeAll, describe, expect, it } from "vitest";
import { decideClient } from "../client-use-cases";
import { decideClientChange } from "../client-use-cases";
import { findClientReviewState } from "@/lib/db/review/find-client-review-state";
import { submitClientChange, worded } from "../client-use-cases";
import { submitChange } from "@/lib/clients/use-cases/submit-client-change";
import { clientDeps } from "@/lib/server/roots/clients";
import { seedDemoData } from "../demo-seed";
import { authorizePage, demoUser } from "../oauth/oauth-test-kit";
import { withTestDatabase } from "../test-database";
import {
  REDIRECT,
  auditTypes,
  demoUserId,
  expectFailure,
  expectOk,
  makeClient,
  theAudit,
  type TestClient,
} from "./review-kit";

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

const NEW_URI = "https://app.example.org/oauth/callback";
const live = async (c: TestClient) =>
  ctx.db.prisma.oAuthClient.findUniqueOrThrow({
    where: { id: c.id },
    select: { scopes: true, redirectUris: true, status: true },
  });
const pendingRequests = (c: TestClient) =>
  ctx.db.prisma.clientChangeRequest.findMany({ where: { clientId: c.id, status: "PENDING" } });
const submit = (c: TestClient, scopes: string[], redirectUris: string[], who = ownerId) =>
  submitClientChange({ clientId: c.clientId, ownerId: who, proposed: { scopes, redirectUris } });
const approved = (opts: { scopes?: string[]; redirectUris?: string[] } = {}) =>
  makeClient(ctx.db.prisma, { ownerId, status: "APPROVED", ...opts });
const authorize = async (c: TestClient, scope: string, redirectUri = REDIRECT) =>
  authorizePage({ client_id: c.clientId, redirect_uri: redirectUri, scope, state: "s" }, await demoUser());

describe("submitClientChange on an approved client", () => {
  it("applies narrowing changes at once, with the portal's audit events, and queues nothing", async () => {
    const client = await approved({ scopes: ["PROFILE_READ", "BOOKING_READ"], redirectUris: [REDIRECT, NEW_URI] });
    const result = expectOk(await submit(client, ["PROFILE_READ"], [REDIRECT]));
    expect(result).toMatchObject({
      classification: "narrowing",
      applied: { scopes: ["PROFILE_READ"], redirectUris: [REDIRECT] },
      pending: null,
    });
    expect(await live(client)).toMatchObject({ scopes: ["PROFILE_READ"], redirectUris: [REDIRECT] });
    expect(await auditTypes(ctx.db.prisma, client.id)).toEqual([
      "client.redirect_uris_updated",
      "client.scopes_updated",
    ]);
    expect((await theAudit(ctx.db.prisma, client.id, "client.scopes_updated")).details).toMatchObject({
      removed: ["BOOKING_READ"],
      added: [],
    });
  });

  it("keeps the approved configuration in force while a widening change waits, and applies it on approval", async () => {
    const client = await approved({ scopes: ["PROFILE_READ"] });
    const result = expectOk(await submit(client, ["PROFILE_READ", "ORG_BOOKING_WRITE"], [REDIRECT, NEW_URI]));
    expect(result.classification).toBe("widening");
    expect(result.applied).toEqual({ scopes: ["PROFILE_READ"], redirectUris: [REDIRECT], postLogoutRedirectUris: [] });
    expect(result.pending).toMatchObject({
      status: "PENDING",
      delta: {
        addedScopes: ["ORG_BOOKING_WRITE"],
        addedRedirectUris: [NEW_URI],
        removedScopes: [],
        removedRedirectUris: [],
      },
      before: { scopes: ["PROFILE_READ"], redirectUris: [REDIRECT] },
      after: { scopes: ["PROFILE_READ", "ORG_BOOKING_WRITE"], redirectUris: [REDIRECT, NEW_URI] },
      requestedById: ownerId,
    });
    expect((await theAudit(ctx.db.prisma, client.id, "client.change_requested")).details).toMatchObject({
      changeId: result.pending!.id,
      added: ["ORG_BOOKING_WRITE", NEW_URI],
    });

    // Not usable yet, but the live integration keeps working.
    expect(await authorize(client, "PROFILE_READ")).toMatchObject({ kind: "consent" });
    expect(await authorize(client, "PROFILE_READ", NEW_URI)).toMatchObject({
      kind: "error-page",
      reason: "invalid_redirect_uri",
    });
    expect(await authorize(client, "ORG_BOOKING_WRITE")).toMatchObject({
      kind: "redirect",
      location: expect.stringContaining("error=invalid_scope"),
    });

    const decided = expectOk(
      await decideClientChange({ changeId: result.pending!.id, action: "approve", actorId: adminId, reason: "" }),
    );
    expect(decided).toMatchObject({
      status: "APPROVED",
      configuration: { scopes: ["PROFILE_READ", "ORG_BOOKING_WRITE"], redirectUris: [REDIRECT, NEW_URI] },
    });
    expect(await live(client)).toMatchObject({
      scopes: ["PROFILE_READ", "ORG_BOOKING_WRITE"],
      redirectUris: [REDIRECT, NEW_URI],
    });
    expect(await authorize(client, "ORG_BOOKING_WRITE", NEW_URI)).toMatchObject({ kind: "consent" });
    const audit = await theAudit(ctx.db.prisma, client.id, "client.change_approved");
    expect(audit.actorId).toBe(adminId);
    expect(audit.details).toMatchObject({
      changeId: result.pending!.id,
      before: { scopes: ["PROFILE_READ"] },
      after: { scopes: ["PROFILE_READ", "ORG_BOOKING_WRITE"] },
    });
    expect(await pendingRequests(client)).toEqual([]);
  });

  it("splits a mixed change: the removal applies now, the addition waits", async () => {
    const client = await approved({ scopes: ["PROFILE_READ", "BOOKING_READ"], redirectUris: [REDIRECT, NEW_URI] });
    const result = expectOk(
      await submit(client, ["PROFILE_READ", "SCHEDULE_READ"], [REDIRECT, "https://other.example.com/cb"]),
    );
    expect(result.classification).toBe("mixed");
    expect(await live(client)).toMatchObject({ scopes: ["PROFILE_READ"], redirectUris: [REDIRECT] });
    expect(result.pending?.delta).toEqual({
      addedScopes: ["SCHEDULE_READ"],
      addedRedirectUris: ["https://other.example.com/cb"],
      removedScopes: [],
      removedRedirectUris: [],
    });
  });

  it("swaps the only redirect URI on approval instead of leaving the client without one", async () => {
    const client = await approved();
    const result = expectOk(await submit(client, ["PROFILE_READ", "BOOKING_READ"], [NEW_URI]));
    expect(await live(client)).toMatchObject({ redirectUris: [REDIRECT] });
    expect(result.pending?.delta).toMatchObject({ addedRedirectUris: [NEW_URI], removedRedirectUris: [REDIRECT] });
    expectOk(await decideClientChange({ changeId: result.pending!.id, action: "approve", actorId: adminId }));
    expect(await live(client)).toMatchObject({ redirectUris: [NEW_URI] });
  });

  it("keeps a replaced redirect URI live until its replacement is approved, across later submissions", async () => {
    const other = "https://app.example.org/other";
    const client = await approved({ redirectUris: [REDIRECT, other] });
    const scopes = ["PROFILE_READ", "BOOKING_READ"];
    const edit = {
      clientId: client.clientId,
      ownerId,
      proposed: { scopes, redirectUris: [other, NEW_URI] },
      replaced: { redirectUris: [REDIRECT] },
    };
    expect(expectOk(await submitClientChange(edit)).applied.redirectUris).toEqual([REDIRECT, other]);
    const third = "https://app.example.org/third";
    const next = expectOk(await submit(client, scopes, [other, NEW_URI, third]));
    expect(next.pending?.delta).toMatchObject({ addedRedirectUris: [NEW_URI, third], removedRedirectUris: [REDIRECT] });
    expect(await live(client)).toMatchObject({ redirectUris: [REDIRECT, other] });
    // Once nothing is added any more, the removal the owner asked for applies.
    expect(expectOk(await submit(client, scopes, [other])).pending).toBeNull();
    expect(await live(client)).toMatchObject({ redirectUris: [other] });
  });

  it("discards a rejected change with the reason, leaving the live configuration as it was", async () => {
    const client = await approved();
    const { pending } = expectOk(
      await submit(client, ["PROFILE_READ", "BOOKING_READ", "ORG_MEMBERSHIP_WRITE"], [REDIRECT]),
    );
    expectFailure(
      await decideClientChange({ changeId: pending!.id, action: "reject", actorId: adminId, reason: " " }),
      "invalid_input",
    );
    expectOk(
      await decideClientChange({
        changeId: pending!.id,
        action: "reject",
        actorId: adminId,
        reason: "Org-wide membership writes are not justified.",
      }),
    );
    expect(await live(client)).toMatchObject({ scopes: ["PROFILE_READ", "BOOKING_READ"] });
    const row = await ctx.db.prisma.clientChangeRequest.findUniqueOrThrow({ where: { id: pending!.id } });
    expect(row).toMatchObject({
      status: "REJECTED",
      reviewNote: "Org-wide membership writes are not justified.",
      reviewedById: adminId,
    });
    expect((await theAudit(ctx.db.prisma, client.id, "client.change_rejected")).details).toMatchObject({
      reason: "Org-wide membership writes are not justified.",
    });

    const state = await findClientReviewState({ clientId: client.clientId, viewer: { id: ownerId, role: "USER" } });
    expect(state).toMatchObject({
      pendingChange: null,
      latestChangeDecision: {
        id: pending!.id,
        status: "REJECTED",
        reviewNote: "Org-wide membership writes are not justified.",
        reviewedBy: { name: "Ada Admin" },
      },
    });
  });

  it("keeps at most one pending change: a newer submission supersedes the older, an equal one keeps its place", async () => {
    const client = await approved();
    const first = expectOk(await submit(client, ["PROFILE_READ", "BOOKING_READ", "SCHEDULE_READ"], [REDIRECT]))
      .pending!;
    const same = expectOk(await submit(client, ["SCHEDULE_READ", "BOOKING_READ", "PROFILE_READ"], [REDIRECT])).pending!;
    expect(same.id).toBe(first.id);

    const second = expectOk(
      await submit(client, ["PROFILE_READ", "BOOKING_READ", "SCHEDULE_READ", "WEBHOOK_READ"], [REDIRECT]),
    ).pending!;
    expect(second.id).not.toBe(first.id);
    expect((await pendingRequests(client)).map((r) => r.id)).toEqual([second.id]);
    expect((await ctx.db.prisma.clientChangeRequest.findUniqueOrThrow({ where: { id: first.id } })).status).toBe(
      "SUPERSEDED",
    );
    const message = expectFailure(
      await decideClientChange({ changeId: first.id, action: "approve", actorId: adminId }),
      "conflict",
    );
    expect(message).toMatch(/replaced this change request with a newer one/);
    expect(await live(client)).toMatchObject({ scopes: ["PROFILE_READ", "BOOKING_READ"] });
  });

  it("withdraws the pending change when a submission leaves its additions out", async () => {
    const client = await approved();
    const pending = expectOk(await submit(client, ["PROFILE_READ", "BOOKING_READ", "SCHEDULE_READ"], [REDIRECT]))
      .pending!;
    expect(expectOk(await submit(client, ["PROFILE_READ", "BOOKING_READ"], [REDIRECT])).pending).toBeNull();
    expect(await pendingRequests(client)).toEqual([]);
    expect((await theAudit(ctx.db.prisma, client.id, "client.change_withdrawn")).details).toEqual({
      changeId: pending.id,
    });
  });

  it("lets a narrowing edit built on the working configuration keep the pending additions", async () => {
    const client = await approved({ redirectUris: [REDIRECT, NEW_URI] });
    const pending = expectOk(
      await submit(client, ["PROFILE_READ", "BOOKING_READ", "SCHEDULE_READ"], [REDIRECT, NEW_URI]),
    ).pending!;
    const state = (await findClientReviewState({ clientId: client.clientId, viewer: { id: ownerId, role: "USER" } }))!;
    expect(state.working.scopes).toEqual(["BOOKING_READ", "SCHEDULE_READ", "PROFILE_READ"]);
    const next = expectOk(await submit(client, state.working.scopes, [REDIRECT]));
    expect(next.pending?.id).toBe(pending.id);
    expect(await live(client)).toMatchObject({ redirectUris: [REDIRECT] });
  });

  it("creates exactly one pending change from concurrent submissions", async () => {
    const client = await approved();
    const extra = ["SCHEDULE_READ", "WEBHOOK_READ", "APPS_READ", "EVENT_TYPE_READ"];
    const results = await Promise.all(
      extra.map((scope) => submit(client, ["PROFILE_READ", "BOOKING_READ", scope], [REDIRECT])),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(await pendingRequests(client)).toHaveLength(1);
    expect(
      await ctx.db.prisma.clientChangeRequest.count({ where: { clientId: client.id, status: "SUPERSEDED" } }),
    ).toBe(extra.length - 1);
  });

  it("lets exactly one of two admins' concurrent decisions on a change win", async () => {
    const client = await approved();
    const { pending } = expectOk(await submit(client, ["PROFILE_READ", "BOOKING_READ", "SCHEDULE_READ"], [REDIRECT]));
    const [a, b] = await Promise.all([
      decideClientChange({ changeId: pending!.id, action: "approve", actorId: adminId }),
      decideClientChange({ changeId: pending!.id, action: "reject", actorId: otherAdminId, reason: "No." }),
    ]);
    expect([a, b].filter((r) => r.ok)).toHaveLength(1);
    const loser = [a, b].find((r) => !r.ok)!;
    expect(loser.ok ? "" : loser.message).toMatch(
      /^This change request was already decided by (Ada|Bo) Admin: (approved|rejected) at/,
    );
    expect((await live(client)).scopes.includes("SCHEDULE_READ")).toBe(a.ok);
    const decisions = (await auditTypes(ctx.db.prisma, client.id)).filter(
      (t) => t.startsWith("client.change_") && t !== "client.change_requested",
    );
    expect(decisions).toEqual([a.ok ? "client.change_approved" : "client.change_rejected"]);
  });

  it("runs inside a transaction the caller already holds (the edit use cases' row lock)", async () => {
    const client = await approved();
    const { store } = await clientDeps();
    const result = await store.transaction(async (repo) => {
      const locked = await repo.lockClient({ clientId: client.clientId, ownerId });
      return submitChange(repo, locked!, ownerId, { proposed: { scopes: ["PROFILE_READ"], redirectUris: [REDIRECT] } });
    });
    expect(expectOk(worded(result)).applied.scopes).toEqual(["PROFILE_READ"]);
  });
});

describe("submitClientChange in other states and on bad input", () => {
  it("applies edits of pending and rejected clients directly: they are reviewed whole", async () => {
    for (const status of ["PENDING", "REJECTED"] as const) {
      const client = await makeClient(ctx.db.prisma, { ownerId, status });
      const result = expectOk(await submit(client, ["PROFILE_READ", "ORG_BOOKING_WRITE"], [NEW_URI]));
      expect(result).toMatchObject({
        pending: null,
        applied: { scopes: ["PROFILE_READ", "ORG_BOOKING_WRITE"], redirectUris: [NEW_URI] },
      });
      expect(await live(client)).toMatchObject({
        scopes: ["PROFILE_READ", "ORG_BOOKING_WRITE"],
        redirectUris: [NEW_URI],
      });
    }
  });

  it("queues widening edits of a suspended client, so reinstating does not skip review", async () => {
    const client = await makeClient(ctx.db.prisma, { ownerId, status: "SUSPENDED" });
    const result = expectOk(await submit(client, ["PROFILE_READ", "BOOKING_READ", "ORG_BOOKING_WRITE"], [REDIRECT]));
    expect(result.pending?.delta.addedScopes).toEqual(["ORG_BOOKING_WRITE"]);
    expect((await live(client)).scopes).toEqual(["PROFILE_READ", "BOOKING_READ"]);
  });

  it("discards the pending change when the client itself is rejected", async () => {
    const client = await approved();
    const { pending } = expectOk(await submit(client, ["PROFILE_READ", "BOOKING_READ", "SCHEDULE_READ"], [REDIRECT]));
    const decided = expectOk(
      await decideClient({
        clientId: client.clientId,
        action: "reject",
        expectedStatus: "APPROVED",
        actorId: adminId,
        reason: "Terms violation",
      }),
    );
    expect(decided.discardedChangeId).toBe(pending!.id);
    expect(await ctx.db.prisma.clientChangeRequest.findUniqueOrThrow({ where: { id: pending!.id } })).toMatchObject({
      status: "REJECTED",
      reviewNote: "The client was rejected: Terms violation",
    });
  });

  it("answers not_found to anyone but the owner and validates with the portal's rules", async () => {
    const client = await approved();
    expectFailure(await submit(client, ["PROFILE_READ"], [REDIRECT], adminId), "not_found");
    expectFailure(await submit(client, ["PROFILE_READ", "NOT_A_SCOPE"], [REDIRECT]), "invalid_input");
    expectFailure(await submit(client, [], [REDIRECT]), "invalid_input");
    expectFailure(await submit(client, ["PROFILE_READ"], ["http://evil.example/cb"]), "invalid_input");
    expectFailure(await submit(client, ["PROFILE_READ"], []), "invalid_input");
    const eleven = Array.from({ length: 11 }, (_, i) => `https://app${i}.example.com/cb`);
    expectFailure(await submit(client, ["PROFILE_READ"], eleven), "invalid_input");
    expect(await pendingRequests(client)).toEqual([]);
  });

  it("sends a legacy client's first scopes to the migration wizard but reviews its new redirect URIs", async () => {
    const client = await approved({ scopes: [] });
    expectFailure(await submit(client, ["PROFILE_READ"], [REDIRECT]), "legacy_client");
    const result = expectOk(await submit(client, [], [REDIRECT, NEW_URI]));
    expect(result.pending?.delta).toMatchObject({ addedScopes: [], addedRedirectUris: [NEW_URI] });
    expectOk(await decideClientChange({ changeId: result.pending!.id, action: "approve", actorId: adminId }));
    expect(await live(client)).toMatchObject({ scopes: [], redirectUris: [REDIRECT, NEW_URI] });
  });
});
