// Bounded work per anonymous slot query, over the real route and database: the worst schedule the
// API accepts (50 all-day rules, 5-minute slots) answers a 31-day range with a 400 naming `end`,
// a range that fits with every slot, and an address that keeps asking gets a JSON 429.
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_SLOTS_PER_QUERY } from "@/lib/scheduling/slots";
import { withTestDatabase } from "../test-database";
import { callRoute, makeWorld } from "./api-kit";

// A small budget so the test spends it quickly (the default is in lib/server/rate-limit/limits.ts).
process.env.RATE_LIMIT_SLOTS_IP = "5/60";

const ctx = withTestDatabase();
let worstId: string;
const START = "2031-01-06T00:00:00.000Z";
const days = (n: number) => new Date(Date.parse(START) + n * 86_400_000).toISOString();

beforeAll(async () => {
  const world = await makeWorld(ctx.db.prisma);
  const allDay = { days: [0, 1, 2, 3, 4, 5, 6], startTime: "00:00", endTime: "24:00" };
  const schedule = await ctx.db.prisma.schedule.create({
    data: {
      userId: world.owner,
      name: "Always",
      timeZone: "Europe/Berlin",
      rules: { create: Array.from({ length: 50 }, () => allDay) },
    },
  });
  worstId = (
    await ctx.db.prisma.eventType.create({
      data: { hostId: world.owner, scheduleId: schedule.id, title: "Tiny", slug: "tiny", lengthInMinutes: 5 },
    })
  ).id;
});

const slots = (end: string, address: string) =>
  callRoute(
    { method: "GET", path: "/v2/slots" },
    { address, query: `eventTypeId=${worstId}&start=${START}&end=${end}` },
  );

describe("GET /v2/slots bounds", () => {
  it(`answers a range holding more than ${MAX_SLOTS_PER_QUERY} slots with a 400 naming end`, async () => {
    const response = await slots(days(31), "198.51.100.1");
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as { error: { code: string; fieldErrors: Record<string, string[]> } };
    expect(body.error.code).toBe("invalid_request");
    expect(Object.keys(body.error.fieldErrors)).toEqual(["end"]);
    expect(body.error.fieldErrors.end?.[0]).toContain(String(MAX_SLOTS_PER_QUERY));
  });

  it("answers a range that fits with each slot once, whatever the number of rules", async () => {
    const response = await slots(days(3), "198.51.100.2");
    expect(response.status).toBe(200);
    const data = ((await response.json()) as { data: { start: string; end: string }[] }).data;
    expect(data).toHaveLength(3 * 288);
    expect(new Set(data.map((s) => s.start)).size).toBe(data.length);
    expect(data[0]).toEqual({ start: START, end: "2031-01-06T00:05:00.000Z" });
  });

  it("limits slot queries per address: a JSON 429 with Retry-After, other addresses unaffected", async () => {
    const flooder = "203.0.113.77";
    for (let i = 0; i < 5; i++) expect((await slots(days(1), flooder)).status).toBe(200);
    const refused = await slots(days(1), flooder);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(await refused.json()).toMatchObject({ status: "error", error: { code: "rate_limited" } });
    expect((await slots(days(1), "203.0.113.78")).status).toBe(200);
  });
});
