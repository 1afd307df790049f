// Only write access changes bookings: the public cancel and reschedule need the attendee's secret
// (handed out once, when booking), never the attendee's email that every read returns; the host's
// cancel needs a BOOKING_WRITE scope and, on team and organization paths, ADMIN or OWNER. No
// host-side read returns the secret, and no public answer names an internal user id.
import { beforeAll, describe, expect, it } from "vitest";
import { hashSecret } from "@/lib/oauth/constant-time";
import type { Scope } from "@/lib/oauth/scope-catalogue";
import { withTestDatabase } from "../test-database";
import { type World, callRoute, makeWorld, mintToken } from "./api-kit";

const ctx = withTestDatabase();
let world: World;
let ownerUsername: string;
let personalType: string;
let teamType: string;

beforeAll(async () => {
  world = await makeWorld(ctx.db.prisma);
  ownerUsername = (await ctx.db.prisma.user.findUniqueOrThrow({ where: { id: world.owner } })).username;
  const schedule = await ctx.db.prisma.schedule.create({
    data: {
      userId: world.owner,
      name: "Work",
      timeZone: "UTC",
      rules: { create: [{ days: [1, 2, 3, 4, 5], startTime: "09:00", endTime: "17:00" }] },
    },
  });
  const eventType = (teamId: string | null, slug: string) =>
    ctx.db.prisma.eventType.create({
      data: { hostId: world.owner, teamId, scheduleId: schedule.id, title: "Intro", slug, lengthInMinutes: 30 },
    });
  personalType = (await eventType(null, "intro")).id;
  teamType = (await eventType(world.teamId, "team-intro")).id;
});

// Each booking its own half hour on weekdays of 2031, so tests never compete for a slot.
let nextSlot = 0;
function freshStart(): string {
  const day = new Date(Date.UTC(2031, 1, 3 + 7 * Math.floor(nextSlot / 16)));
  const start = new Date(day.getTime() + 9 * 3_600_000 + (nextSlot % 16) * 1_800_000);
  nextSlot += 1;
  return start.toISOString();
}

interface Created {
  uid: string;
  attendeeSecret: string;
  start: string;
}

async function book(eventTypeId = personalType): Promise<Created> {
  const start = freshStart();
  const response = await callRoute(
    { method: "POST", path: "/v2/bookings" },
    { address: address(), body: { eventTypeId, start, attendee: { name: "Ann", email: "ann@example.com" } } },
  );
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { uid: string; attendeeSecret: string } };
  return { uid: data.uid, attendeeSecret: data.attendeeSecret, start };
}

/** What a change would touch: refused attempts must leave it exactly as it was. */
const rowOf = (uid: string) =>
  ctx.db.prisma.booking.findUniqueOrThrow({
    where: { uid },
    select: { status: true, startTime: true, endTime: true, cancellationReason: true, slotKey: true, updatedAt: true },
  });

// Public calls each come from an address of their own: this file is about proofs, not rate limits.
let nextAddress = 0;
const address = () => `198.51.100.${++nextAddress % 250}`;
const publicCancel = (uid: string, body: unknown) =>
  callRoute(
    { method: "POST", path: "/v2/bookings/{bookingUid}/cancel" },
    { params: { bookingUid: uid }, body, address: address() },
  );
const publicReschedule = (uid: string, body: unknown) =>
  callRoute(
    { method: "POST", path: "/v2/bookings/{bookingUid}/reschedule" },
    { params: { bookingUid: uid }, body, address: address() },
  );

async function token(userId: string, scopes: Scope[]) {
  return mintToken(world, userId, scopes);
}

describe("the attendee's secret", () => {
  it("is handed out in the booking's answer, stored only as its hash, and the answer names no user id", async () => {
    const start = freshStart();
    const response = await callRoute(
      { method: "POST", path: "/v2/bookings" },
      { body: { eventTypeId: personalType, start, attendee: { name: "Ann", email: "ann@example.com" } } },
    );
    expect(response.status).toBe(201);
    const text = await response.text();
    const { data } = JSON.parse(text) as { data: Record<string, unknown> & { uid: string; attendeeSecret: string } };
    expect(data.attendeeSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data).toMatchObject({ host: { username: ownerUsername }, status: "ACCEPTED", start });
    expect(data).not.toHaveProperty("hostId");
    for (const id of [world.owner, world.member, world.outsider]) expect(text).not.toContain(id);

    const stored = await ctx.db.prisma.booking.findUniqueOrThrow({ where: { uid: data.uid } });
    expect(stored.attendeeSecretHash).toBe(hashSecret(data.attendeeSecret));
    expect(JSON.stringify(stored)).not.toContain(data.attendeeSecret);
  });

  it("lets the attendee reschedule and then cancel with it; the secret survives the reschedule", async () => {
    const b = await book();
    const to = freshStart();
    const moved = await publicReschedule(b.uid, { attendeeSecret: b.attendeeSecret, start: to });
    expect(moved.status).toBe(200);
    const movedText = await moved.text();
    expect(JSON.parse(movedText)).toMatchObject({ data: { uid: b.uid, start: to, host: { username: ownerUsername } } });
    // Neither the secret nor a user id comes back from a change.
    expect(movedText).not.toContain(b.attendeeSecret);
    expect(movedText).not.toContain(world.owner);
    expect(movedText).not.toContain("hostId");

    const cancelled = await publicCancel(b.uid, { attendeeSecret: b.attendeeSecret, cancellationReason: "ill" });
    expect(cancelled.status).toBe(200);
    const cancelledText = await cancelled.text();
    expect(JSON.parse(cancelledText)).toMatchObject({ data: { status: "CANCELLED", cancellationReason: "ill" } });
    expect(cancelledText).not.toContain(b.attendeeSecret);
    expect(cancelledText).not.toContain(world.owner);
    expect(await rowOf(b.uid)).toMatchObject({ status: "CANCELLED", slotKey: null });
  });

  it("is the only proof: the email alone, a missing or a wrong secret change nothing (404 like an unknown uid, 400 for the email field)", async () => {
    const b = await book();
    const other = await book();
    const before = await rowOf(b.uid);
    const unknown = await publicCancel("no-such-booking", { attendeeSecret: b.attendeeSecret });
    expect(unknown.status).toBe(404);
    const unknownBody = await unknown.json();
    for (const body of [
      {},
      { attendeeSecret: "" },
      { attendeeSecret: "ann@example.com" },
      { attendeeSecret: other.attendeeSecret },
      { attendeeSecret: b.attendeeSecret.slice(0, -1) },
      { attendeeSecret: hashSecret(b.attendeeSecret) },
    ]) {
      const cancel = await publicCancel(b.uid, body);
      expect(cancel.status, JSON.stringify(body)).toBe(404);
      expect(await cancel.json()).toEqual(unknownBody);
      expect((await publicReschedule(b.uid, { ...body, start: freshStart() })).status).toBe(404);
    }
    // The attendee's email was the proof before; it is not a field any more.
    for (const response of [
      await publicCancel(b.uid, { email: "ann@example.com" }),
      await publicReschedule(b.uid, { email: "ann@example.com", start: freshStart() }),
    ]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "invalid_request" } });
    }
    expect(await rowOf(b.uid)).toEqual(before);
  });

  it("is refused for a booking that was never handed one (made outside the public operation)", async () => {
    const start = new Date(freshStart());
    await ctx.db.prisma.booking.create({
      data: {
        uid: "made-by-seed",
        eventTypeId: personalType,
        hostId: world.owner,
        title: "Intro",
        startTime: start,
        endTime: new Date(start.getTime() + 1_800_000),
        attendeeName: "Ann",
        attendeeEmail: "ann@example.com",
        slotKey: `${personalType}@${start.toISOString()}`,
      },
    });
    const before = await rowOf("made-by-seed");
    for (const body of [{}, { attendeeSecret: "" }, { attendeeSecret: "x" }])
      expect((await publicCancel("made-by-seed", body)).status).toBe(404);
    expect(await rowOf("made-by-seed")).toEqual(before);
  });

  it("is never returned by a host-side read (personal, team, organization, organization team)", async () => {
    const personal = await book(personalType);
    const team = await book(teamType);
    const reads: [string, Created, Scope, Record<string, string>][] = [
      ["/v2/bookings", personal, "BOOKING_READ", {}],
      ["/v2/bookings/{bookingUid}", personal, "BOOKING_READ", { bookingUid: personal.uid }],
      ["/v2/bookings", team, "BOOKING_READ", {}],
      ["/v2/bookings/{bookingUid}", team, "BOOKING_READ", { bookingUid: team.uid }],
      ["/v2/teams/{teamId}/bookings", team, "TEAM_BOOKING_READ", { teamId: world.teamId }],
      ["/v2/organizations/{orgId}/bookings", team, "ORG_BOOKING_READ", { orgId: world.orgId }],
      [
        "/v2/organizations/{orgId}/teams/{teamId}/bookings",
        team,
        "TEAM_BOOKING_READ",
        { orgId: world.orgId, teamId: world.teamId },
      ],
    ];
    for (const [path, booking, scope, params] of reads) {
      const response = await callRoute(
        { method: "GET", path },
        { token: await token(world.owner, [scope]), params, query: path.endsWith("/bookings") ? "take=100" : "" },
      );
      expect(response.status, path).toBe(200);
      const text = await response.text();
      // The read does reach the booking (so the check means something)...
      expect(text, path).toContain(booking.uid);
      // ...and carries neither the secret nor its hash nor a field for either.
      expect(text, path).not.toContain(booking.attendeeSecret);
      expect(text, path).not.toContain(hashSecret(booking.attendeeSecret));
      expect(text, path).not.toMatch(/attendeeSecret/i);
    }
  });
});

describe("a read-only app", () => {
  it("reads the uid and the attendee's email, and still cannot cancel or reschedule (403/404, nothing changed)", async () => {
    const b = await book();
    const readOnly = await token(world.owner, ["BOOKING_READ"]);
    const read = await callRoute(
      { method: "GET", path: "/v2/bookings/{bookingUid}" },
      { token: readOnly, params: { bookingUid: b.uid } },
    );
    const { data } = (await read.json()) as { data: { uid: string; attendee: { email: string } } };
    expect(data.attendee.email).toBe("ann@example.com");
    const before = await rowOf(b.uid);

    // What the read gives it is no proof on the public routes...
    for (const body of [{ attendeeSecret: data.attendee.email }, { attendeeSecret: data.uid }, {}]) {
      expect((await publicCancel(data.uid, body)).status).toBe(404);
      expect((await publicReschedule(data.uid, { ...body, start: freshStart() })).status).toBe(404);
    }
    expect((await publicCancel(data.uid, { email: data.attendee.email })).status).toBe(400);
    // ...and its token is no write access: the host's cancel and decline refuse it.
    for (const path of ["/v2/bookings/{bookingUid}/cancel-as-host", "/v2/bookings/{bookingUid}/decline"]) {
      const response = await callRoute({ method: "POST", path }, { token: readOnly, params: { bookingUid: b.uid } });
      expect(response.status, path).toBe(403);
      expect(await response.json()).toMatchObject({
        error: { code: "insufficient_scope", requiredScope: "BOOKING_WRITE" },
      });
    }
    // A bearer token on the public cancel changes nothing either: the proof is still the secret.
    const withBearer = await callRoute(
      { method: "POST", path: "/v2/bookings/{bookingUid}/cancel" },
      { token: readOnly, params: { bookingUid: b.uid }, body: {}, address: address() },
    );
    expect(withBearer.status).toBe(404);
    expect(await rowOf(b.uid)).toEqual(before);
  });
});

describe("the host's cancel", () => {
  const cancelAsHost = async (path: string, params: Record<string, string>, userId: string, scopes: Scope[]) =>
    callRoute(
      { method: "POST", path },
      { token: await token(userId, scopes), params, body: { cancellationReason: "host is away" } },
    );

  it("cancels the host's own booking with BOOKING_WRITE, frees the slot, and refuses a second time (409)", async () => {
    const b = await book();
    const path = "/v2/bookings/{bookingUid}/cancel-as-host";
    const response = await cancelAsHost(path, { bookingUid: b.uid }, world.owner, ["BOOKING_WRITE"]);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({
      data: { uid: b.uid, status: "CANCELLED", cancellationReason: "host is away" },
    });
    expect(text).not.toContain(b.attendeeSecret);
    expect(await rowOf(b.uid)).toMatchObject({ status: "CANCELLED", slotKey: null });
    expect((await cancelAsHost(path, { bookingUid: b.uid }, world.owner, ["BOOKING_WRITE"])).status).toBe(409);
    // The attendee's secret cannot bring it back or move it.
    expect((await publicReschedule(b.uid, { attendeeSecret: b.attendeeSecret, start: freshStart() })).status).toBe(409);
  });

  it("never reaches another user's booking (404, nothing changed)", async () => {
    const b = await book();
    const before = await rowOf(b.uid);
    for (const userId of [world.member, world.outsider]) {
      const response = await cancelAsHost("/v2/bookings/{bookingUid}/cancel-as-host", { bookingUid: b.uid }, userId, [
        "BOOKING_WRITE",
      ]);
      expect(response.status).toBe(404);
    }
    expect(await rowOf(b.uid)).toEqual(before);
  });

  it("refuses a team or organization MEMBER even with the write scopes (403), and an outsider (404); nothing changed", async () => {
    const b = await book(teamType);
    const before = await rowOf(b.uid);
    const team = {
      path: "/v2/teams/{teamId}/bookings/{bookingUid}/cancel",
      params: { teamId: world.teamId, bookingUid: b.uid },
    };
    const org = {
      path: "/v2/organizations/{orgId}/bookings/{bookingUid}/cancel",
      params: { orgId: world.orgId, bookingUid: b.uid },
    };
    for (const [where, scopes] of [
      [team, ["TEAM_BOOKING_READ", "TEAM_BOOKING_WRITE"]],
      [team, ["ORG_BOOKING_READ", "ORG_BOOKING_WRITE"]],
      [org, ["ORG_BOOKING_READ", "ORG_BOOKING_WRITE"]],
    ] as const) {
      const member = await cancelAsHost(where.path, where.params, world.member, [...scopes]);
      expect(member.status, `${where.path} ${scopes.join(" ")}`).toBe(403);
      expect(await member.json()).toMatchObject({ error: { code: "forbidden" } });
      expect((await cancelAsHost(where.path, where.params, world.outsider, [...scopes])).status).toBe(404);
    }
    // What a member may read is no proof on the public routes either.
    const listed = await callRoute(
      { method: "GET", path: "/v2/teams/{teamId}/bookings" },
      { token: await token(world.member, ["TEAM_BOOKING_READ"]), params: { teamId: world.teamId }, query: "take=100" },
    );
    expect(listed.status).toBe(200);
    const seen = ((await listed.json()) as { data: { uid: string; attendee: { email: string } }[] }).data.find(
      (x) => x.uid === b.uid,
    );
    expect(seen?.attendee.email).toBe("ann@example.com");
    expect((await publicCancel(b.uid, { attendeeSecret: seen!.attendee.email })).status).toBe(404);
    expect((await publicCancel(b.uid, { email: seen!.attendee.email })).status).toBe(400);
    // The MEMBER's read-only token does not reach the write operation at all.
    expect((await cancelAsHost(team.path, team.params, world.member, ["TEAM_BOOKING_READ"])).status).toBe(403);
    expect(await rowOf(b.uid)).toEqual(before);
  });

  it("lets the team's and the organization's OWNER cancel a team booking", async () => {
    const viaTeam = await book(teamType);
    const viaOrg = await book(teamType);
    expect(
      (
        await cancelAsHost(
          "/v2/teams/{teamId}/bookings/{bookingUid}/cancel",
          { teamId: world.teamId, bookingUid: viaTeam.uid },
          world.owner,
          ["TEAM_BOOKING_WRITE"],
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await cancelAsHost(
          "/v2/organizations/{orgId}/bookings/{bookingUid}/cancel",
          { orgId: world.orgId, bookingUid: viaOrg.uid },
          world.owner,
          ["ORG_BOOKING_WRITE"],
        )
      ).status,
    ).toBe(200);
    expect(await rowOf(viaTeam.uid)).toMatchObject({ status: "CANCELLED", cancellationReason: "host is away" });
    expect(await rowOf(viaOrg.uid)).toMatchObject({ status: "CANCELLED" });
  });
});

describe("public answers", () => {
  it("carry no internal user id: slots, booking, errors", async () => {
    const day = freshStart().slice(0, 10);
    const answers = [
      await callRoute(
        { method: "GET", path: "/v2/slots" },
        { query: `eventTypeId=${teamType}&start=${day}T00:00:00Z&end=${day}T23:59:00Z` },
      ),
      await callRoute(
        { method: "POST", path: "/v2/bookings" },
        {
          address: address(),
          body: { eventTypeId: teamType, start: freshStart(), attendee: { name: "Bo", email: "bo@example.com" } },
        },
      ),
      await publicCancel("no-such-booking", { attendeeSecret: "x" }),
    ];
    for (const response of answers) {
      expect(response.status).toBeLessThan(500);
      const text = await response.text();
      for (const id of [world.owner, world.member, world.outsider]) expect(text).not.toContain(id);
      expect(text).not.toContain('"hostId"');
    }
  });
});
