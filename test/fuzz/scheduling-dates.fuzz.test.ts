// Property test over every operation that takes an instant, found from the policy table: each
// query or body field the operation's zod schema declares as a date-time (OpenAPI `format:
// date-time`) gets arbitrary strings, other JSON values and edge instants (year 0000, offsets
// that leave the range, five-digit years, the range's own ends). Every answer is the JSON envelope
// and never a 5xx; a value that cannot be an instant in 1970-01-01T00:00:00Z..9999-12-31T23:59:59.999Z
// is a 400 `invalid_request` naming its field. Valid values reach the database through real ids.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { API_ROUTES } from "@/app/v2/api-routes";
import { SCOPES } from "@/lib/oauth/scope-catalogue";
import { type PolicyRow, buildPolicyTable } from "@/lib/server/api/policy";
import { type World, callRoute, makeWorld, mintToken } from "../scheduling/api-kit";
import { withTestDatabase } from "../test-database";

// Every request comes from one address: the public booking budgets are raised so the property
// keeps reaching the handlers (their 429 is tested elsewhere).
process.env.RATE_LIMIT_BOOKING_IP = "100000/3600";
process.env.RATE_LIMIT_BOOKING_CHANGE_IP = "100000/3600";

const EARLIEST = Date.parse("1970-01-01T00:00:00.000Z");
const LATEST = Date.parse("9999-12-31T23:59:59.999Z");

type JsonSchema = { type?: unknown; format?: string; properties?: Record<string, JsonSchema>; required?: string[] };

/** Dotted paths of the date-time fields of an input schema (nested objects included). */
function dateFields(schema: JsonSchema, prefix = ""): string[] {
  if (schema.format === "date-time") return [prefix];
  return Object.entries(schema.properties ?? {}).flatMap(([k, v]) => dateFields(v, prefix ? `${prefix}.${k}` : k));
}

const inputJsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

interface DateOperation {
  row: PolicyRow;
  where: "query" | "body";
  fields: string[];
  required: string[];
}

const operations: DateOperation[] = buildPolicyTable(API_ROUTES).rows.flatMap((row) =>
  (["query", "body"] as const).flatMap((where) => {
    const schema = row.operation[where];
    if (!schema) return [];
    const json = inputJsonSchema(schema);
    const fields = dateFields(json);
    return fields.length ? [{ row, where, fields, required: json.required ?? [] }] : [];
  }),
);

const ctx = withTestDatabase();
let world: World;
let token: string;
let eventTypeId: string;
const BOOKING_UID = "dates-fuzz-booking";

beforeAll(async () => {
  world = await makeWorld(ctx.db.prisma);
  const p = ctx.db.prisma;
  const schedule = await p.schedule.create({
    data: {
      userId: world.owner,
      name: "Every day",
      timeZone: "UTC",
      rules: { create: [{ days: [0, 1, 2, 3, 4, 5, 6], startTime: "00:00", endTime: "24:00" }] },
    },
  });
  eventTypeId = (
    await p.eventType.create({
      data: { hostId: world.owner, scheduleId: schedule.id, title: "Call", slug: "call", lengthInMinutes: 30 },
    })
  ).id;
  await p.booking.create({
    data: {
      uid: BOOKING_UID,
      eventTypeId,
      hostId: world.owner,
      title: "Call",
      startTime: new Date("2031-01-06T10:00:00Z"),
      endTime: new Date("2031-01-06T10:30:00Z"),
      status: "ACCEPTED",
      attendeeName: "Ann",
      attendeeEmail: "ann@example.com",
      slotKey: `${eventTypeId}@2031-01-06T10:00:00.000Z`,
    },
  });
  token = await mintToken(world, world.owner, SCOPES);
});

/** Valid values for the other fields an operation requires, so only the instants can be wrong. */
function baseValue(field: string): unknown {
  const values: Record<string, unknown> = {
    eventTypeId,
    bookingUid: BOOKING_UID,
    email: "ann@example.com",
    attendee: { name: "Ann", email: "ann@example.com", timeZone: "UTC" },
  };
  if (!(field in values)) throw new Error(`add a valid value for the required field "${field}"`);
  return values[field];
}

const ISO_SHAPE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** A value no reading can turn into an instant inside the range (independent of the schema). */
function surelyInvalid(value: unknown): boolean {
  if (typeof value !== "string" || !ISO_SHAPE.test(value)) return true;
  const ms = Date.parse(value);
  return !Number.isNaN(ms) && (ms < EARLIEST || ms > LATEST);
}

const EDGES = [
  "",
  " ",
  "1e12",
  "1700000000000",
  "now",
  "null",
  "2026-01-01",
  "2026-01-01T00:00:00",
  "2026-01-01 00:00:00Z",
  "2026-01-01t00:00:00z",
  "2026-02-30T00:00:00Z",
  "2026-13-01T00:00:00Z",
  "2026-01-01T24:00:00Z",
  "2026-01-01T00:00:60Z",
  "2026-01-01T00:00:00+24:00",
  "0000-01-01T00:00:00Z",
  "0000-12-31T23:59:59.999Z",
  "0001-01-01T00:00:00+14:00",
  "0001-01-01T00:00:00Z",
  "1969-12-31T23:59:59.999Z",
  "1970-01-01T00:00:00Z",
  "1970-01-01T00:00:00+00:01",
  "9999-12-31T23:59:59.999Z",
  "9999-12-31T23:59:59-00:01",
  "9999-12-31T23:59:59.999-14:00",
  "+275760-09-13T00:00:00.000Z",
  "-271821-04-20T00:00:00.000Z",
  "+010000-01-01T00:00:00.000Z",
  "-000001-01-01T00:00:00.000Z",
  "2026-01-01T00:00:00.123456789123456789Z",
  "\u0000",
  "😀",
];
const pad = (n: number, width: number) => String(n).padStart(width, "0");
const isoLike = fc
  .tuple(
    fc.integer({ min: 0, max: 9999 }),
    fc.integer({ min: 0, max: 13 }),
    fc.integer({ min: 0, max: 32 }),
    fc.integer({ min: 0, max: 25 }),
    fc.integer({ min: 0, max: 61 }),
    fc.constantFrom("Z", "+14:00", "-12:00", "+00:00", "-00:30", "+23:59"),
  )
  .map(([y, mo, d, h, mi, off]) => `${pad(y, 4)}-${pad(mo, 2)}-${pad(d, 2)}T${pad(h, 2)}:${pad(mi, 2)}:00${off}`);
const anyDate = fc
  .date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true })
  .map((d) => d.toISOString());
const saneDate = fc
  .date({ min: new Date(EARLIEST), max: new Date(LATEST), noInvalidDate: true })
  .map((d) => d.toISOString());
const instantText = fc.oneof(
  fc.constantFrom(...EDGES),
  fc.string({ maxLength: 40 }),
  isoLike,
  anyDate,
  saneDate,
  saneDate, // twice: valid values must reach the database often
);
const jsonValue = fc.oneof(
  { weight: 6, arbitrary: instantText },
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, 1e12, -1, [], {}),
);

/** Values for every date field of an operation; for a start/end pair, often a coherent range. */
function assignment(op: DateOperation): fc.Arbitrary<Record<string, unknown>> {
  const each = fc.tuple(...op.fields.map(() => (op.where === "body" ? jsonValue : instantText)));
  const independent = each.map((values) => Object.fromEntries(op.fields.map((f, i) => [f, values[i]])));
  if (!(op.fields.includes("start") && op.fields.includes("end"))) return independent;
  const coherent = fc
    .tuple(
      fc.oneof(
        fc.constantFrom(EARLIEST, LATEST - 7 * 86_400_000, Date.parse("2031-01-06T00:00:00Z")),
        fc.integer({ min: EARLIEST, max: LATEST }),
      ),
      fc.integer({ min: 1, max: 32 * 86_400_000 }),
    )
    .map(([start, length]) => ({
      start: new Date(start).toISOString(),
      end: start + length > 8.64e15 ? "+275760-09-13T00:00:00.000Z" : new Date(start + length).toISOString(),
    }));
  return fc.oneof(independent, coherent);
}

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split(".");
  let node = target;
  for (const k of keys.slice(0, -1)) node = (node[k] ??= {}) as Record<string, unknown>;
  node[keys[keys.length - 1]!] = value;
}

async function send(op: DateOperation, values: Record<string, unknown>): Promise<Response> {
  const input: Record<string, unknown> = {};
  for (const field of op.required) if (!op.fields.includes(field)) input[field] = baseValue(field);
  for (const [field, value] of Object.entries(values)) setPath(input, field, value);
  const params = { teamId: world.teamId, orgId: world.orgId, bookingUid: BOOKING_UID };
  const auth = op.row.scope === "public" ? {} : { token };
  if (op.where === "body") return callRoute(op.row, { ...auth, params, body: input });
  const query = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString();
  return callRoute(op.row, { ...auth, params, query });
}

describe("every date-taking operation of the API", () => {
  it("is found from the policy table: the booking lists, slots, booking and rescheduling", () => {
    const names = operations.map((o) => `${o.row.method} ${o.row.path} ${o.where}: ${o.fields.join(", ")}`);
    expect(names).toEqual(
      expect.arrayContaining([
        "GET /v2/bookings query: afterStart, beforeEnd",
        "POST /v2/bookings body: start",
        "POST /v2/bookings/{bookingUid}/reschedule body: start",
        "GET /v2/slots query: start, end",
        "GET /v2/teams/{teamId}/bookings query: afterStart, beforeEnd",
        "GET /v2/organizations/{orgId}/bookings query: afterStart, beforeEnd",
        "GET /v2/organizations/{orgId}/teams/{teamId}/bookings query: afterStart, beforeEnd",
      ]),
    );
  });

  it("never answers 5xx, and answers 400 invalid_request naming each field that cannot be an instant in range", async () => {
    // Cases name their operation by index, so a counterexample prints short.
    const cases = fc
      .constantFrom(...operations.keys())
      .chain((i) => assignment(operations[i]!).map((values) => ({ operation: i, values })));
    await fc.assert(
      fc.asyncProperty(cases, async ({ operation, values }) => {
        const op = operations[operation]!;
        const response = await send(op, values);
        const label = `${op.row.method} ${op.row.path} ${JSON.stringify(values)}`;
        const text = await response.text();
        expect(response.status, `${label}: ${text}`).toBeLessThan(500);
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(response.headers.get("access-control-allow-origin")).toBe("*");
        const body = JSON.parse(text) as {
          status: string;
          error?: { code: string; fieldErrors?: Record<string, string[]> };
        };
        expect(["success", "error"]).toContain(body.status);
        const invalid = Object.entries(values).filter(([, v]) => surelyInvalid(v));
        if (invalid.length === 0) return;
        expect(response.status, `${label}: ${text}`).toBe(400);
        expect(body.error?.code).toBe("invalid_request");
        for (const [field] of invalid) expect(Object.keys(body.error?.fieldErrors ?? {}), label).toContain(field);
      }),
      { numRuns: 400 },
    );
  }, 300_000);
});
