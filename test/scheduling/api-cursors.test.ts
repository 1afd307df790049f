// A list's cursor is good only for the list that issued it: the same operation in the same realm
// (the user's own, one team, one organization). A cursor from another team's, organization's or
// user's list, a row id, or a tampered cursor is a 400 `invalid_request` naming `cursor` - never
// a page, which would tell the caller whether a row of someone else's exists (an existence oracle).
import { beforeAll, describe, expect, it } from "vitest";
import { API_ROUTES } from "@/app/v2/api-routes";
import { SCOPES } from "@/lib/oauth/scope-catalogue";
import { buildPolicyTable } from "@/lib/server/api/policy";
import { withTestDatabase } from "../test-database";
import { type World, callRoute, makeWorld, mintToken } from "./api-kit";

const ctx = withTestDatabase();
const paginated = buildPolicyTable(API_ROUTES).rows.filter((r) => r.operation.paginated);

let world: World;
let ownerToken: string;
let otherTeamId: string;
let foreignBookingId: string;

type Page = {
  status: string;
  data: { uid: string }[];
  pagination?: { nextCursor: string | null };
  error?: { code: string; fieldErrors?: Record<string, string[]> };
};

async function bookingIn(teamId: string | null, hour: number) {
  const p = ctx.db.prisma;
  const et = await p.eventType.create({
    data: { hostId: world.owner, teamId, title: "Call", slug: `call-${teamId ?? "own"}-${hour}`, lengthInMinutes: 30 },
  });
  const start = new Date(Date.UTC(2031, 0, 6, hour));
  return p.booking.create({
    data: {
      uid: `cursor-${teamId ?? "own"}-${hour}`,
      eventTypeId: et.id,
      hostId: world.owner,
      title: "Call",
      startTime: start,
      endTime: new Date(start.getTime() + 1_800_000),
      status: "ACCEPTED",
      attendeeName: "Ann",
      attendeeEmail: "ann@example.com",
      slotKey: `${et.id}@${start.toISOString()}`,
    },
  });
}

const list = async (path: string, query: string, token = ownerToken, params: Record<string, string> = {}) => {
  const response = await callRoute(
    { method: "GET", path },
    { token, params: { teamId: world.teamId, orgId: world.orgId, ...params }, query },
  );
  return { status: response.status, body: (await response.json()) as Page };
};

function expectCursorRefused(answer: { status: number; body: Page }, label: string) {
  expect(answer.status, `${label}: ${JSON.stringify(answer.body)}`).toBe(400);
  expect(answer.body.error?.code).toBe("invalid_request");
  expect(Object.keys(answer.body.error?.fieldErrors ?? {}), label).toEqual(["cursor"]);
}

beforeAll(async () => {
  world = await makeWorld(ctx.db.prisma);
  const other = await ctx.db.prisma.team.create({
    data: {
      name: "Other team",
      slug: `other-${Date.now()}`,
      organizationId: world.orgId,
      memberships: { create: [{ userId: world.owner, role: "OWNER" }] },
    },
  });
  otherTeamId = other.id;
  for (const hour of [9, 10, 11]) {
    await bookingIn(world.teamId, hour);
    await bookingIn(otherTeamId, hour);
    await bookingIn(null, hour);
  }
  foreignBookingId = (await bookingIn(otherTeamId, 12)).id;
  ownerToken = await mintToken(world, world.owner, SCOPES);
});

describe("list cursors", () => {
  it("page through the list that issued them", async () => {
    const first = await list("/v2/teams/{teamId}/bookings", "take=2");
    expect(first.body.data.map((b) => b.uid)).toEqual([`cursor-${world.teamId}-9`, `cursor-${world.teamId}-10`]);
    const cursor = first.body.pagination!.nextCursor!;
    const second = await list("/v2/teams/{teamId}/bookings", `take=2&cursor=${encodeURIComponent(cursor)}`);
    expect(second.status).toBe(200);
    expect(second.body.data.map((b) => b.uid)).toEqual([`cursor-${world.teamId}-11`]);
    expect(second.body.pagination!.nextCursor).toBeNull();
  });

  it("are refused on another team's list, even one the caller may read", async () => {
    const cursor = (await list("/v2/teams/{teamId}/bookings", "take=1")).body.pagination!.nextCursor!;
    expectCursorRefused(
      await list("/v2/teams/{teamId}/bookings", `cursor=${encodeURIComponent(cursor)}`, ownerToken, {
        teamId: otherTeamId,
      }),
      "another team",
    );
  });

  it("are refused on another user's personal list and on another list of the same realm", async () => {
    const cursor = (await list("/v2/bookings", "take=1")).body.pagination!.nextCursor!;
    expect(cursor).toBeTruthy();
    const memberToken = await mintToken(world, world.member, SCOPES);
    expectCursorRefused(await list("/v2/bookings", `cursor=${encodeURIComponent(cursor)}`, memberToken), "member");
    expectCursorRefused(await list("/v2/event-types", `cursor=${encodeURIComponent(cursor)}`), "event types");
    expectCursorRefused(
      await list("/v2/organizations/{orgId}/bookings", `cursor=${encodeURIComponent(cursor)}`),
      "organization",
    );
  });

  it("are refused by every paginated operation when they are row ids, tampered or made up", async () => {
    expect(paginated.length).toBeGreaterThanOrEqual(15);
    const issued = (await list("/v2/teams/{teamId}/bookings", "take=1")).body.pagination!.nextCursor!;
    const tampered = `${issued.slice(0, -1)}${issued.endsWith("A") ? "B" : "A"}`;
    for (const row of paginated) {
      for (const cursor of [foreignBookingId, world.teamId, world.owner, "x", tampered, `${issued}.x`]) {
        if (row.path === "/v2/teams/{teamId}/bookings" && cursor === issued) continue;
        const response = await callRoute(row, {
          token: ownerToken,
          params: { teamId: world.teamId, orgId: world.orgId },
          query: `cursor=${encodeURIComponent(cursor)}`,
        });
        expectCursorRefused(
          { status: response.status, body: (await response.json()) as Page },
          `${row.method} ${row.path} cursor=${cursor}`,
        );
      }
    }
  });
});
