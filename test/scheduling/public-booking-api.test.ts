// Public booking over the real routes and database: slots, booking with no token, exactly one
// winner among concurrent requests for one slot, cancel and reschedule with the attendee's secret.
// Who else may change a booking, and what no answer carries: who-may-change-bookings.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { installDatabase } from "@/lib/db/db";
import { LIMITS } from "@/lib/server/rate-limit/limits";
import { withTestDatabase } from "../test-database";
import { type World, callRoute, makeWorld, mintToken } from "./api-kit";

const ctx = withTestDatabase();
let world: World;
let eventTypeId: string;
// Mondays 09:00-11:00 UTC, 30-minute slots; far enough ahead to stay in the future.
const MONDAY = "2031-01-06";
const at = (time: string) => `${MONDAY}T${time}:00.000Z`;

beforeAll(async () => {
  world = await makeWorld(ctx.db.prisma);
  const schedule = await ctx.db.prisma.schedule.create({
    data: {
      userId: world.owner,
      name: "Work",
      timeZone: "UTC",
      rules: { create: [{ days: [1], startTime: "09:00", endTime: "11:00" }] },
    },
  });
  eventTypeId = (
    await ctx.db.prisma.eventType.create({
      data: { hostId: world.owner, scheduleId: schedule.id, title: "Intro call", slug: "intro", lengthInMinutes: 30 },
    })
  ).id;
});

const book = (start: string, email = "ann@example.com") =>
  callRoute(
    { method: "POST", path: "/v2/bookings" },
    { body: { eventTypeId, start, attendee: { name: "Ann", email } } },
  );
const slots = async () => {
  const response = await callRoute(
    { method: "GET", path: "/v2/slots" },
    { query: `eventTypeId=${eventTypeId}&start=${at("00:00")}&end=${MONDAY}T23:59:00.000Z` },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { start: string }[] }).data.map((s) => s.start);
};

describe("public booking API", () => {
  it("lists free slots and books one with no token", async () => {
    expect(await slots()).toEqual([at("09:00"), at("09:30"), at("10:00"), at("10:30")]);
    const response = await book(at("09:00"));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { data: { uid: string; status: string; start: string } };
    expect(body.data).toMatchObject({ status: "ACCEPTED", start: at("09:00") });
    expect(await slots()).toEqual([at("09:30"), at("10:00"), at("10:30")]);
  });

  it("gives exactly one of 10 concurrent bookings of one slot a success, the others 409", async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => book(at("10:00"), `guest${i}@example.com`)),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    expect(
      await ctx.db.prisma.booking.count({
        where: { eventTypeId, startTime: new Date(at("10:00")), status: { in: ["ACCEPTED", "PENDING"] } },
      }),
    ).toBe(1);
  });

  it("refuses a time that is not a slot, and an unknown event type", async () => {
    expect((await book(at("09:10"))).status).toBe(409);
    const unknown = await callRoute(
      { method: "POST", path: "/v2/bookings" },
      { body: { eventTypeId: "nope", start: at("09:30"), attendee: { name: "A", email: "a@example.com" } } },
    );
    expect(unknown.status).toBe(404);
  });

  it("answers 400 with field errors for a bad body, 415 for a non-JSON one, 413 for an oversized one", async () => {
    const bad = await callRoute(
      { method: "POST", path: "/v2/bookings" },
      { body: { eventTypeId, start: "tomorrow", attendee: { name: "", email: "not-an-email" } } },
    );
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: { code: string; fieldErrors: Record<string, string[]> } };
    expect(body.error.code).toBe("invalid_request");
    expect(Object.keys(body.error.fieldErrors).sort()).toEqual(["attendee.email", "attendee.name", "start"]);
    expect((await callRoute({ method: "POST", path: "/v2/bookings" }, { body: "x".repeat(40_000) })).status).toBe(413);
  });

  it("cancels and reschedules only with the attendee's secret; a wrong one looks like an unknown booking", async () => {
    const created = (await (await book(at("10:30"), "Bea@Example.com")).json()) as {
      data: { uid: string; attendeeSecret: string };
    };
    const { uid, attendeeSecret } = created.data;
    const reschedule = (secret: string, start: string) =>
      callRoute(
        { method: "POST", path: "/v2/bookings/{bookingUid}/reschedule" },
        { params: { bookingUid: uid }, body: { attendeeSecret: secret, start } },
      );
    const cancel = (secret: string) =>
      callRoute(
        { method: "POST", path: "/v2/bookings/{bookingUid}/cancel" },
        { params: { bookingUid: uid }, body: { attendeeSecret: secret, cancellationReason: "conflict" } },
      );
    expect((await reschedule("not-the-secret", at("09:30"))).status).toBe(404);
    expect((await cancel("not-the-secret")).status).toBe(404);
    expect((await reschedule(attendeeSecret, at("09:00"))).status).toBe(409);
    const moved = await reschedule(attendeeSecret, at("09:30"));
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as { data: { start: string } }).data.start).toBe(at("09:30"));
    // The booking keeps its secret when it moves: the attendee goes on managing it.
    expect((await cancel(attendeeSecret)).status).toBe(200);
    expect((await cancel(attendeeSecret)).status).toBe(409);
    expect(await slots()).toContain(at("09:30"));
  });

  it("limits public booking, cancelling and rescheduling per address: a JSON 429 with Retry-After, nothing written, others unaffected", async () => {
    const flooder = "203.0.113.50";
    const before = await ctx.db.prisma.booking.count();
    const unknownType = () =>
      callRoute(
        { method: "POST", path: "/v2/bookings" },
        {
          address: flooder,
          body: { eventTypeId: "nope", start: at("09:30"), attendee: { name: "A", email: "a@example.com" } },
        },
      );
    for (let i = 0; i < LIMITS.BOOKING_IP.points; i++) expect((await unknownType()).status).toBe(404);
    const refused = await callRoute(
      { method: "POST", path: "/v2/bookings" },
      { address: flooder, body: { eventTypeId, start: at("10:30"), attendee: { name: "A", email: "a@example.com" } } },
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(await refused.json()).toMatchObject({ status: "error", error: { code: "rate_limited" } });
    expect(await ctx.db.prisma.booking.count()).toBe(before);

    // Guessing a booking's secret is limited the same way, on a budget of its own.
    const guess = (path: "cancel" | "reschedule", attendeeSecret: string) =>
      callRoute(
        { method: "POST", path: `/v2/bookings/{bookingUid}/${path}` },
        {
          address: flooder,
          params: { bookingUid: "some-uid" },
          body: path === "cancel" ? { attendeeSecret } : { attendeeSecret, start: at("09:30") },
        },
      );
    for (let i = 0; i < LIMITS.BOOKING_CHANGE_IP.points; i++)
      expect((await guess(i % 2 ? "cancel" : "reschedule", `guess-${i}`)).status).toBe(404);
    expect((await guess("cancel", "last")).status).toBe(429);
    expect((await guess("reschedule", "last")).status).toBe(429);

    const elsewhere = await callRoute(
      { method: "POST", path: "/v2/bookings" },
      {
        address: "198.51.100.50",
        body: { eventTypeId: "nope", start: at("09:30"), attendee: { name: "A", email: "a@example.com" } },
      },
    );
    expect(elsewhere.status).toBe(404);
  });

  it("lets the host list the bookings by status and date range, and confirm only pending ones", async () => {
    const t = await mintToken(world, world.owner, ["BOOKING_READ", "BOOKING_WRITE"]);
    const list = await callRoute(
      { method: "GET", path: "/v2/bookings" },
      { token: t, query: `status=ACCEPTED&afterStart=${at("09:00")}&beforeEnd=${at("10:30")}&take=1` },
    );
    const page = (await list.json()) as { data: { start: string }[]; pagination: { nextCursor: string | null } };
    expect(page.data.map((b) => b.start)).toEqual([at("09:00")]);
    expect(page.pagination.nextCursor).not.toBeNull();
    const next = await callRoute(
      { method: "GET", path: "/v2/bookings" },
      {
        token: t,
        query: `status=ACCEPTED&afterStart=${at("09:00")}&beforeEnd=${at("10:30")}&take=1&cursor=${page.pagination.nextCursor}`,
      },
    );
    expect(((await next.json()) as { data: { start: string }[] }).data.map((b) => b.start)).toEqual([at("10:00")]);
    const uid = (
      (await (await callRoute({ method: "GET", path: "/v2/bookings" }, { token: t })).json()) as {
        data: { uid: string }[];
      }
    ).data[0]!.uid;
    expect(
      (
        await callRoute(
          { method: "POST", path: "/v2/bookings/{bookingUid}/confirm" },
          { token: t, params: { bookingUid: uid } },
        )
      ).status,
    ).toBe(409);
    const other = await mintToken(world, world.member, ["BOOKING_READ"]);
    expect(
      (
        await callRoute(
          { method: "GET", path: "/v2/bookings/{bookingUid}" },
          { token: other, params: { bookingUid: uid } },
        )
      ).status,
    ).toBe(404);
  });

  it("answers a JSON 503 with Retry-After when the database is down, on /v2/me too", async () => {
    const t = await mintToken(world, world.owner, ["PROFILE_READ"]);
    installDatabase({
      ...ctx.db,
      prisma: new Proxy(ctx.db.prisma, {
        get: () => {
          throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
        },
      }),
    });
    try {
      const slotsRequest = callRoute(
        { method: "GET", path: "/v2/slots" },
        { query: `eventTypeId=${eventTypeId}&start=${at("00:00")}&end=${at("23:00")}` },
      );
      for (const response of [
        await callRoute({ method: "GET", path: "/v2/me" }, { token: t }),
        await slotsRequest,
        await book(at("09:00")),
      ]) {
        expect(response.status).toBe(503);
        expect(response.headers.get("retry-after")).toBe("5");
        expect(await response.json()).toMatchObject({ status: "error", error: { code: "temporarily_unavailable" } });
        expect(response.headers.get("cache-control")).toBe("no-store");
      }
    } finally {
      installDatabase(ctx.db);
    }
  });
});
