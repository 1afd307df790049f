import { beforeAll, describe, expect, it } from "vitest";
import { decideClient } from "../client-use-cases";
import { findClientForReview } from "@/lib/db/review/find-client-for-review";
import { findClientReviewState } from "@/lib/db/review/find-client-review-state";
import { listReviewQueue } from "@/lib/db/review/list-review-queue";
import { resubmitClient } from "../client-use-cases";
import { submitClientChange } from "../client-use-cases";
import { withTestDatabase } from "../test-database";
import { REDIRECT, expectOk, makeClient, type TestClient } from "./review-kit";

const ctx = withTestDatabase();
let adminId: string;
let aliceId: string;
let bobId: string;
const at = (iso: string) => new Date(`2026-11-${iso}Z`);
const clients: Record<string, TestClient> = {};

beforeAll(async () => {
  const user = (email: string, name: string, role: "USER" | "ADMIN" = "USER") =>
    ctx.db.prisma.user.create({ data: { email, username: email.split("@")[0]!, name, passwordHash: "x", role } });
  adminId = (await user("root@example.com", "Rita Root", "ADMIN")).id;
  aliceId = (await user("alice@acme.test", "Alice Acme")).id;
  bobId = (await user("bob@other.test", "Bob Other")).id;
  clients.old = await makeClient(ctx.db.prisma, {
    ownerId: aliceId,
    name: "Old Pending",
    submittedAt: at("01T09:00:00"),
  });
  clients.young = await makeClient(ctx.db.prisma, {
    ownerId: bobId,
    name: "Young Pending",
    submittedAt: at("03T09:00:00"),
  });
  clients.live = await makeClient(ctx.db.prisma, {
    ownerId: aliceId,
    name: "Live App",
    status: "APPROVED",
    submittedAt: at("01T08:00:00"),
  });
  clients.stopped = await makeClient(ctx.db.prisma, { ownerId: bobId, name: "Stopped App", status: "SUSPENDED" });
  expectOk(
    await submitClientChange({
      clientId: clients.live.clientId,
      ownerId: aliceId,
      proposed: { scopes: ["PROFILE_READ", "BOOKING_READ", "ORG_BOOKING_WRITE"], redirectUris: [REDIRECT] },
    }),
  );
});

describe("listReviewQueue", () => {
  it("lists pending clients and pending changes together, oldest first", async () => {
    const queue = await listReviewQueue();
    expect(queue.items.map((i) => [i.type, i.client.name])).toEqual([
      ["new_client", "Old Pending"],
      ["new_client", "Young Pending"],
      ["change", "Live App"],
    ]);
    const change = queue.items[2]!;
    expect(change).toMatchObject({
      scopes: ["ORG_BOOKING_WRITE"],
      redirectUris: [],
      client: { status: "APPROVED", owner: { name: "Alice Acme", email: "alice@acme.test" } },
    });
    expect(queue.counts).toMatchObject({ queue: 3, PENDING: 2, APPROVED: 1, SUSPENDED: 1, REJECTED: 0, all: 4 });
  });

  it("filters by status and marks clients that have a change waiting", async () => {
    expect((await listReviewQueue({ filter: "SUSPENDED" })).items.map((i) => i.client.name)).toEqual(["Stopped App"]);
    const approved = await listReviewQueue({ filter: "APPROVED" });
    expect(approved.items).toMatchObject([
      { type: "client", hasPendingChange: true, scopes: ["PROFILE_READ", "BOOKING_READ"] },
    ]);
    expect((await listReviewQueue({ filter: "all" })).items).toHaveLength(4);
  });

  it("searches by name, client id and owner email, case-insensitively", async () => {
    expect((await listReviewQueue({ filter: "all", search: "young" })).items.map((i) => i.client.name)).toEqual([
      "Young Pending",
    ]);
    expect(
      (await listReviewQueue({ filter: "all", search: clients.stopped!.clientId.toUpperCase() })).items.map(
        (i) => i.client.name,
      ),
    ).toEqual(["Stopped App"]);
    expect((await listReviewQueue({ search: "ALICE@acme" })).items.map((i) => i.client.name)).toEqual([
      "Old Pending",
      "Live App",
    ]);
    expect((await listReviewQueue({ search: "nobody-matches" })).items).toEqual([]);
  });

  it("sorts newest first on request and pages through the merged queue and a status list", async () => {
    const names = (q: { items: { client: { name: string } }[] }) => q.items.map((i) => i.client.name);
    expect(names(await listReviewQueue({ sort: "newest" }))).toEqual(["Live App", "Young Pending", "Old Pending"]);
    const first = await listReviewQueue({ pageSize: 2 });
    expect([names(first), first.page, first.hasNextPage]).toEqual([["Old Pending", "Young Pending"], 1, true]);
    const second = await listReviewQueue({ pageSize: 2, page: 2 });
    expect([names(second), second.page, second.hasNextPage]).toEqual([["Live App"], 2, false]);
    const newestSecond = await listReviewQueue({ pageSize: 2, page: 2, sort: "newest" });
    expect(names(newestSecond)).toEqual(["Old Pending"]);
    const all = await listReviewQueue({ filter: "all", pageSize: 3, page: 2 });
    expect([all.items.length, all.hasNextPage]).toEqual([1, false]);
    expect((await listReviewQueue({ page: -5 })).page).toBe(1);
    expect((await listReviewQueue({ page: 10_000 })).items).toEqual([]);
  });

  it("puts a resubmitted client at the back of the queue", async () => {
    const client = await makeClient(ctx.db.prisma, {
      ownerId: bobId,
      name: "Comeback",
      submittedAt: at("01T07:00:00"),
    });
    expectOk(
      await decideClient({
        clientId: client.clientId,
        action: "reject",
        expectedStatus: "PENDING",
        actorId: adminId,
        reason: "Missing logo",
      }),
    );
    expect((await listReviewQueue()).items.map((i) => i.client.name)).not.toContain("Comeback");
    expectOk(await resubmitClient({ clientId: client.clientId, ownerId: bobId }));
    expect((await listReviewQueue()).items.at(-1)?.client.name).toBe("Comeback");
  });
});

describe("findClientForReview", () => {
  it("gives the admin the client, its owner, the pending change as before/after and the audit log", async () => {
    const review = (await findClientForReview(clients.live!.clientId))!;
    expect(review).toMatchObject({
      name: "Live App",
      status: "APPROVED",
      owner: { name: "Alice Acme", email: "alice@acme.test" },
      pendingChange: {
        before: { scopes: ["BOOKING_READ", "PROFILE_READ"] },
        after: { scopes: ["BOOKING_READ", "PROFILE_READ", "ORG_BOOKING_WRITE"] },
      },
      pastChanges: [],
    });
    expect(review.audit.map((e) => e.eventType)).toEqual(["client.change_requested"]);
    expect(review).not.toHaveProperty("id");
    expect(await findClientForReview("missing")).toBeNull();
  });
});

describe("findClientReviewState (the owner's page)", () => {
  it("shows the owner the latest decision with the reviewer's reason, and offers resubmission after a rejection", async () => {
    const client = await makeClient(ctx.db.prisma, { ownerId: aliceId });
    expectOk(
      await decideClient({
        clientId: client.clientId,
        action: "reject",
        expectedStatus: "PENDING",
        actorId: adminId,
        reason: "Describe what the app does.",
      }),
    );
    const state = await findClientReviewState({ clientId: client.clientId, viewer: { id: aliceId, role: "USER" } });
    expect(state).toMatchObject({
      status: "REJECTED",
      canResubmit: true,
      latestDecision: { outcome: "rejected", reason: "Describe what the app does.", decidedBy: "Rita Root" },
      pendingChange: null,
    });
    expectOk(await resubmitClient({ clientId: client.clientId, ownerId: aliceId }));
    expect(
      await findClientReviewState({ clientId: client.clientId, viewer: { id: aliceId, role: "USER" } }),
    ).toMatchObject({ status: "PENDING", canResubmit: false });
  });

  it("shows nothing to anyone but the owner or an administrator", async () => {
    expect(
      await findClientReviewState({ clientId: clients.live!.clientId, viewer: { id: bobId, role: "USER" } }),
    ).toBeNull();
    expect(
      await findClientReviewState({ clientId: clients.live!.clientId, viewer: { id: adminId, role: "ADMIN" } }),
    ).toMatchObject({ pendingChange: { delta: { addedScopes: ["ORG_BOOKING_WRITE"] } } });
  });
});
