// Property test of the API guard and a few /v2 routes on the real database: random and adversarial
// Authorization headers, path ids (unicode, NUL, huge), bodies (wrong types, huge, duplicated keys)
// and content types never get a 500, never another user's data, and a refusal writes nothing.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { API_ROUTES } from "@/app/v2/api-routes";
import { withTestDatabase } from "../test-database";
import { type World, makeWorld, mintToken } from "../scheduling/api-kit";

// Every fuzzed request comes from one address: the per-address budgets of the public booking
// operations are raised so the fuzz keeps reaching the handlers (their 429 is tested elsewhere).
process.env.RATE_LIMIT_BOOKING_IP = "100000/3600";
process.env.RATE_LIMIT_BOOKING_CHANGE_IP = "100000/3600";
process.env.RATE_LIMIT_SLOTS_IP = "100000/60";

const ctx = withTestDatabase();
let world: World;
let ownerToken: string;
let outsiderToken: string;
let eventTypeId: string;
const SLOT = "2031-01-06T09:00:00.000Z";

beforeAll(async () => {
  world = await makeWorld(ctx.db.prisma);
  const p = ctx.db.prisma;
  const schedule = await p.schedule.create({
    data: {
      userId: world.owner,
      name: "Work",
      timeZone: "UTC",
      rules: { create: [{ days: [1], startTime: "09:00", endTime: "11:00" }] },
    },
  });
  eventTypeId = (
    await p.eventType.create({
      data: {
        hostId: world.owner,
        scheduleId: schedule.id,
        title: "Owner's secret call",
        slug: "intro",
        lengthInMinutes: 30,
      },
    })
  ).id;
  await p.booking.create({
    data: {
      uid: "owner-booking-uid",
      eventTypeId,
      hostId: world.owner,
      title: "Owner's secret call",
      startTime: new Date("2031-01-06T10:00:00Z"),
      endTime: new Date("2031-01-06T10:30:00Z"),
      status: "PENDING",
      attendeeName: "Ann",
      attendeeEmail: "ann@example.com",
      slotKey: `${eventTypeId}@2031-01-06T10:00:00.000Z`,
    },
  });
  ownerToken = await mintToken(world, world.owner, ["BOOKING_READ", "EVENT_TYPE_WRITE"]);
  const { SCOPES } = await import("@/lib/oauth/scope-catalogue");
  outsiderToken = await mintToken(world, world.outsider, SCOPES);
});

const ADVERSARIAL = [
  "\u0000",
  "\r\nX-Injected: 1",
  '"><script>',
  "😀",
  "\u202e",
  "%00",
  "%2e%2e",
  "../",
  "a".repeat(5_000),
  " ",
  "",
  "{}",
  "null",
  "__proto__",
  "constructor",
];
const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 10 }),
  fc.constantFrom(...ADVERSARIAL),
);
const id = fc.oneof(
  text,
  fc.constantFrom("owner-booking-uid", "x".repeat(201), "\u0000owner-booking-uid"),
  fc.string({ unit: "binary", maxLength: 300 }),
);

function call(
  method: string,
  path: string,
  params: Record<string, string>,
  init: { headers?: Record<string, string>; body?: string } = {},
) {
  const handler = API_ROUTES.find((r) => r.path === path)?.module[method] as (
    req: Request,
    c: { params: Promise<Record<string, string>> },
  ) => Promise<Response>;
  const url = `http://localhost:3000${path.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(params[n] ?? "x"))}`;
  return handler(
    new Request(url, { method, headers: init.headers, ...(init.body !== undefined ? { body: init.body } : {}) }),
    { params: Promise.resolve(params) },
  );
}

async function expectCleanRefusalOrOwnData(response: Response, mayRead: boolean) {
  expect(response.status).not.toBe(500);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const text = await response.text();
  expect(() => JSON.parse(text)).not.toThrow();
  if (!mayRead) expect(text).not.toContain("Owner's secret call");
}

async function snapshot() {
  const p = ctx.db.prisma;
  return {
    bookings: await p.booking.findMany({
      select: { uid: true, status: true, startTime: true },
      orderBy: { uid: "asc" },
    }),
    eventTypes: await p.eventType.findMany({
      select: { id: true, title: true, lengthInMinutes: true, hidden: true },
      orderBy: { id: "asc" },
    }),
  };
}

const validToken = () => fc.constantFrom(ownerToken, outsiderToken);
// Built inside the tests: the tokens exist only after beforeAll.
const authorization = () =>
  fc.option(
    fc.oneof(
      validToken().map((t) => `Bearer ${t}`),
      validToken().map((t) => `Bearer ${t}==`),
      validToken().map((t) => `bearer  ${t} `),
      validToken().map((t) => `Bearer ${t.slice(0, -3)}abc`),
      fc.constantFrom("Bearer", "Bearer ", "Basic Zm9vOmJhcg==", "Bearer a.b.c", "Bearer eyJhbGciOiJub25lIn0.e30."),
      text.filter((h) => /^[\t\x20-\x7e]*$/.test(h)),
    ),
    { nil: undefined },
  );

describe("the /v2 guard and routes under random and adversarial input", () => {
  it("reads: never a 500, never the owner's data for anyone but the owner's token", async () => {
    await fc.assert(
      fc.asyncProperty(
        authorization(),
        id,
        fc.constantFrom("/v2/bookings/{bookingUid}", "/v2/teams/{teamId}/bookings", "/v2/event-types/{eventTypeId}"),
        async (auth, value, path) => {
          const headers: Record<string, string> = auth === undefined ? {} : { authorization: auth };
          const params = { bookingUid: value, teamId: value, eventTypeId: value };
          const response = await call("GET", path, params, { headers });
          const isOwner =
            auth === `Bearer ${ownerToken}` || auth?.trim().toLowerCase() === `bearer ${ownerToken}`.toLowerCase();
          await expectCleanRefusalOrOwnData(response, isOwner);
          if (!isOwner) expect(response.status).not.toBe(200);
        },
      ),
      { numRuns: 200 },
    );
  }, 180_000);

  const jsonValue = fc.oneof(
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(text, { maxLength: 3 }),
    fc.dictionary(text, text, { maxKeys: 3 }),
  );
  const keys = [
    "eventTypeId",
    "start",
    "attendee",
    "email",
    "title",
    "lengthInMinutes",
    "cancellationReason",
    "attendeeSecret",
    "__proto__",
  ] as const;
  const body = fc.oneof(
    fc
      .array(fc.tuple(fc.constantFrom(...keys), jsonValue), { maxLength: 8 })
      .map((p) => ({ type: "application/json", payload: JSON.stringify(Object.fromEntries(p)) })),
    // Duplicated keys: the second spelling must not smuggle a different value past validation.
    fc.tuple(text, jsonValue).map(([a, b]) => ({
      type: "application/json",
      payload: `{"eventTypeId":${JSON.stringify(a)},"start":"${SLOT}","eventTypeId":${JSON.stringify(b)},"attendee":{"name":"A","email":"a@example.com","email":${JSON.stringify(b)}}}`,
    })),
    fc
      .tuple(
        fc.constantFrom(
          "text/plain",
          "application/x-www-form-urlencoded",
          "multipart/form-data",
          "",
          "application/json; charset=utf-16",
          "APPLICATION/JSON",
          "application/json",
        ),
        fc.string({ maxLength: 200 }),
      )
      .map(([type, payload]) => ({ type, payload })),
    fc.constantFrom(
      { type: "application/json", payload: `{"title":"${"x".repeat(40_000)}"}` },
      { type: "application/json", payload: "[".repeat(5_000) },
      { type: "application/json", payload: "[]" },
    ),
  );
  const writes = fc.constantFrom(
    { method: "POST", path: "/v2/bookings" },
    { method: "POST", path: "/v2/bookings/{bookingUid}/cancel" },
    { method: "POST", path: "/v2/bookings/{bookingUid}/reschedule" },
    { method: "POST", path: "/v2/bookings/{bookingUid}/cancel-as-host" },
    { method: "PATCH", path: "/v2/event-types/{eventTypeId}" },
  );

  it("writes: never a 500, and a refusal changes nothing", async () => {
    await fc.assert(
      fc.asyncProperty(
        writes,
        body,
        authorization(),
        fc.oneof(id, fc.constantFrom("owner-booking-uid")),
        async (op, { type, payload }, auth, value) => {
          const before = await snapshot();
          const headers: Record<string, string> = {};
          if (type !== "") headers["content-type"] = type;
          if (auth !== undefined) headers.authorization = auth;
          const params = { bookingUid: value, eventTypeId: value };
          const response = await call(op.method, op.path, params, { headers, body: payload });
          expect(response.status).not.toBe(500);
          expect(response.headers.get("cache-control")).toBe("no-store");
          const answer = await response.text();
          expect(() => JSON.parse(answer)).not.toThrow();
          if (response.status >= 400) expect(await snapshot()).toEqual(before);
        },
      ),
      { numRuns: 200 },
    );
  }, 240_000);
});
