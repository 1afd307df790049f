// The decision history reads administrators' decisions from the audit log, newest first, filtered
// by admin and kind; risk signals recorded at submission come back on the review page.
import { beforeAll, describe, expect, it } from "vitest";
import { createClient } from "@/lib/clients/use-cases/create-client";
import { DECISION_HISTORY_PAGE_SIZE, readDecisionFilter } from "@/lib/clients/rules/decision-history";
import { findClientForReview } from "@/lib/db/review/find-client-for-review";
import { listAdmins, listDecisionHistory } from "@/lib/db/review/list-decision-history";
import { listReviewQueue } from "@/lib/db/review/list-review-queue";
import { clientDeps } from "@/lib/server/roots/clients";
import { decideClient, decideClientChange, submitClientChange } from "../client-use-cases";
import { withTestDatabase } from "../test-database";
import { REDIRECT, expectOk, makeClient, type TestClient } from "./review-kit";

const ctx = withTestDatabase();
let ada: string;
let bea: string;
let ownerId: string;
let live: TestClient;
let doomed: TestClient;

const filter = (params: Record<string, string> = {}) => readDecisionFilter(params);

beforeAll(async () => {
  const user = (email: string, name: string, role: "USER" | "ADMIN" = "USER") =>
    ctx.db.prisma.user.create({ data: { email, username: email.split("@")[0]!, name, passwordHash: "x", role } });
  ada = (await user("ada@example.com", "Ada Admin", "ADMIN")).id;
  bea = (await user("bea@example.com", "Bea Admin", "ADMIN")).id;
  ownerId = (await user("owner@acme.test", "Olga Owner")).id;
  live = await makeClient(ctx.db.prisma, { ownerId, name: "Live App" });
  doomed = await makeClient(ctx.db.prisma, { ownerId, name: "Doomed App" });
  const decide = (clientId: string, action: "approve" | "reject" | "suspend", actorId: string, reason?: string) =>
    decideClient({ clientId, action, expectedStatus: action === "suspend" ? "APPROVED" : "PENDING", actorId, reason });
  expectOk(await decide(live.clientId, "approve", ada));
  expectOk(await decide(doomed.clientId, "reject", bea, "Looks like a phishing copy"));
  const change = expectOk(
    await submitClientChange({
      clientId: live.clientId,
      ownerId,
      proposed: { scopes: ["PROFILE_READ", "BOOKING_READ", "BOOKING_WRITE"], redirectUris: [REDIRECT] },
    }),
  );
  expectOk(await decideClientChange({ changeId: change.pending!.id, action: "reject", actorId: bea, reason: "No" }));
  expectOk(await decide(live.clientId, "suspend", ada, "Abuse reports"));
  // The client goes; its decisions stay in the history, under the name recorded with them.
  await ctx.db.prisma.oAuthClient.delete({ where: { id: doomed.id } });
});

describe("listDecisionHistory", () => {
  it("lists every decision newest first, with admin, client and reason", async () => {
    const { entries, hasNextPage } = await listDecisionHistory(filter());
    expect(hasNextPage).toBe(false);
    expect(entries.map((e) => e.kind)).toEqual(["suspend", "change_reject", "reject", "approve"]);
    const times = entries.map((e) => e.decidedAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(entries[0]).toMatchObject({
      admin: { name: "Ada Admin", email: "ada@example.com" },
      client: { clientId: live.clientId, name: "Live App" },
      reason: "Abuse reports",
    });
    expect(entries[1]).toMatchObject({ client: { name: "Live App" }, reason: "No" });
    expect(entries[2]).toMatchObject({
      client: { clientId: null, name: "Doomed App" },
      reason: "Looks like a phishing copy",
    });
    expect(entries[3]).toMatchObject({ reason: null });
  });

  it("filters by admin and by kind, together or apart", async () => {
    const kinds = async (params: Record<string, string>) =>
      (await listDecisionHistory(filter(params))).entries.map((e) => e.kind);
    expect(await kinds({ admin: bea })).toEqual(["change_reject", "reject"]);
    expect(await kinds({ decision: "approve" })).toEqual(["approve"]);
    expect(await kinds({ admin: bea, decision: "approve" })).toEqual([]);
    expect(await kinds({ decision: "change_reject" })).toEqual(["change_reject"]);
  });

  it("ignores a malformed filter instead of failing, and bounds the page", async () => {
    expect(filter({ admin: "x'; DROP TABLE", decision: "explode", page: "-3" })).toEqual({
      adminId: null,
      kind: null,
      page: 1,
    });
    expect(filter({ admin: "a".repeat(65) }).adminId).toBeNull();
    expect(filter({ page: "999999" }).page).toBe(100);
    expect((await listDecisionHistory(filter({ page: "100" }))).entries).toEqual([]);
  });

  it("pages through more decisions than a page holds", async () => {
    const client = await makeClient(ctx.db.prisma, { ownerId, name: "Busy App" });
    await ctx.db.prisma.auditLog.createMany({
      data: Array.from({ length: DECISION_HISTORY_PAGE_SIZE }, (_, i) => ({
        actorId: bea,
        clientId: client.id,
        eventType: "client.reinstated",
        details: { reason: `r${i}` },
        createdAt: new Date(Date.now() + 60_000 + i * 1000),
      })),
    });
    const first = await listDecisionHistory(filter({ admin: bea }));
    expect(first.entries).toHaveLength(DECISION_HISTORY_PAGE_SIZE);
    expect(first.hasNextPage).toBe(true);
    expect(first.entries[0]).toMatchObject({ kind: "reinstate", reason: `r${DECISION_HISTORY_PAGE_SIZE - 1}` });
    const second = await listDecisionHistory(filter({ admin: bea, page: "2" }));
    expect(second.entries.map((e) => e.kind)).toEqual(["change_reject", "reject"]);
    expect(second.hasNextPage).toBe(false);
  });

  it("offers the administrators as the filter's choices", async () => {
    expect((await listAdmins()).map((a) => a.email)).toEqual(["ada@example.com", "bea@example.com"]);
  });
});

describe("risk signals on PostgreSQL", () => {
  it("are stored when a client is registered and read back for the review page", async () => {
    await makeClient(ctx.db.prisma, { ownerId, name: "Acme Planner", status: "APPROVED" });
    const made = await createClient(await clientDeps(), {
      ownerId: ada,
      name: "Acme PIanner",
      description: "",
      websiteUrl: "https://liveapp.example.com",
      logoUrl: "",
      kind: "CONFIDENTIAL",
      redirectUris: ["https://192.168.1.20/cb"],
      scopes: ["PROFILE_READ", "ORG_PROFILE_READ"],
    });
    if (!made.ok) throw new Error(made.code);
    const review = await findClientForReview(made.data.clientId);
    expect(review?.riskSignals).toEqual([
      { code: "look_alike_name", similarTo: "Acme Planner", match: "confusable", distance: 0 },
      { code: "local_redirect_host", uri: "https://192.168.1.20/cb", host: "192.168.1.20", hostKind: "private" },
      { code: "broad_scopes_first_client", scopes: ["ORG_PROFILE_READ"] },
      { code: "policy_link_missing", link: "privacy" },
      { code: "policy_link_missing", link: "terms" },
    ]);
    // The queue counts them, so the admin sees which requests to open first.
    const queue = await listReviewQueue({ search: "Acme PIanner" });
    expect(queue.items.map((i) => [i.client.name, i.riskSignalCount])).toEqual([["Acme PIanner", 5]]);
  });
});
