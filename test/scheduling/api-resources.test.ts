// Happy paths and input rules of the resource operations, through the routes and the database.
import { beforeAll, describe, expect, it } from "vitest";
import type { Scope } from "@/lib/oauth/scope-catalogue";
import { withTestDatabase } from "../test-database";
import { type World, callRoute, makeWorld, mintToken } from "./api-kit";

const ctx = withTestDatabase();
let world: World;
beforeAll(async () => {
  world = await makeWorld(ctx.db.prisma);
});

type Body = {
  status: string;
  data: Record<string, unknown> & { id: string };
  error?: { code: string; fieldErrors?: Record<string, string[]> };
};
async function call(
  scopes: Scope[],
  method: "GET" | "POST" | "PATCH" | "DELETE",
  path: string,
  params: Record<string, string> = {},
  body?: unknown,
  userId = world.owner,
) {
  const response = await callRoute(
    { method, path },
    { token: await mintToken(world, userId, scopes), params, ...(body !== undefined ? { body } : {}) },
  );
  return { status: response.status, body: (await response.json()) as Body };
}

describe("event types and schedules", () => {
  it("creates a schedule and an event type on it, reads, updates and deletes them; slots follow the schedule", async () => {
    const schedule = await call(
      ["SCHEDULE_WRITE"],
      "POST",
      "/v2/schedules",
      {},
      { name: "Mornings", timeZone: "UTC", availability: [{ days: [1], startTime: "09:00", endTime: "10:00" }] },
    );
    expect(schedule.status).toBe(201);
    const et = await call(
      ["EVENT_TYPE_WRITE"],
      "POST",
      "/v2/event-types",
      {},
      { title: "Chat", slug: "chat", lengthInMinutes: 30 },
    );
    expect(et.status).toBe(201);
    expect(et.body.data).toMatchObject({ title: "Chat", scheduleId: schedule.body.data.id, teamId: null });
    const id = et.body.data.id;
    expect(
      (await call(["EVENT_TYPE_READ"], "GET", "/v2/event-types/{eventTypeId}", { eventTypeId: id })).body.data.title,
    ).toBe("Chat");
    expect(
      (
        await call(
          ["EVENT_TYPE_WRITE"],
          "PATCH",
          "/v2/event-types/{eventTypeId}",
          { eventTypeId: id },
          { lengthInMinutes: 60 },
        )
      ).body.data.lengthInMinutes,
    ).toBe(60);

    const slots = async () =>
      (
        (await (
          await callRoute(
            { method: "GET", path: "/v2/slots" },
            { query: `eventTypeId=${id}&start=2031-01-06T00:00:00Z&end=2031-01-07T00:00:00Z` },
          )
        ).json()) as { data: { start: string }[] }
      ).data.map((s) => s.start);
    expect(await slots()).toEqual(["2031-01-06T09:00:00.000Z"]);
    const patched = await call(
      ["SCHEDULE_WRITE"],
      "PATCH",
      "/v2/schedules/{scheduleId}",
      { scheduleId: schedule.body.data.id },
      { availability: [{ days: [1], startTime: "14:00", endTime: "16:00" }] },
    );
    expect(patched.body.data.availability).toMatchObject([{ days: [1], startTime: "14:00", endTime: "16:00" }]);
    expect(await slots()).toEqual(["2031-01-06T14:00:00.000Z", "2031-01-06T15:00:00.000Z"]);

    expect(
      (await call(["EVENT_TYPE_WRITE"], "DELETE", "/v2/event-types/{eventTypeId}", { eventTypeId: id })).status,
    ).toBe(200);
    expect((await call(["EVENT_TYPE_READ"], "GET", "/v2/event-types/{eventTypeId}", { eventTypeId: id })).status).toBe(
      404,
    );
  });

  it("refuses a schedule of someone else and bad availability with field errors", async () => {
    const foreign = await ctx.db.prisma.schedule.create({ data: { userId: world.member, name: "Theirs" } });
    const et = await call(
      ["EVENT_TYPE_WRITE"],
      "POST",
      "/v2/event-types",
      {},
      { title: "X", slug: "x", lengthInMinutes: 30, scheduleId: foreign.id },
    );
    expect(et.status).toBe(400);
    expect(et.body.error?.fieldErrors).toEqual({ scheduleId: ["unknown schedule"] });
    const bad = await call(
      ["SCHEDULE_WRITE"],
      "POST",
      "/v2/schedules",
      {},
      { name: "Bad", timeZone: "Mars/Olympus", availability: [{ days: [9], startTime: "10:00", endTime: "09:00" }] },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error?.fieldErrors ?? {}).sort()).toEqual([
      "availability.0.days.0",
      "availability.0.endTime",
      "timeZone",
    ]);
  });

  it("creates a team event type hosted by the caller and lists it on the organization's team path", async () => {
    const et = await call(
      ["TEAM_EVENT_TYPE_WRITE"],
      "POST",
      "/v2/teams/{teamId}/event-types",
      { teamId: world.teamId },
      { title: "Demo", slug: "demo", lengthInMinutes: 45 },
    );
    expect(et.body.data).toMatchObject({ teamId: world.teamId, hostId: world.owner });
    const listed = await call(["ORG_EVENT_TYPE_READ"], "GET", "/v2/organizations/{orgId}/teams/{teamId}/event-types", {
      orgId: world.orgId,
      teamId: world.teamId,
    });
    expect((listed.body.data as unknown as { id: string }[]).map((e) => e.id)).toContain(et.body.data.id);
  });
});

describe("teams, memberships and other resources", () => {
  it("creates an organization team owned by the caller; a taken slug is a 409", async () => {
    const created = await call(
      ["ORG_PROFILE_WRITE"],
      "POST",
      "/v2/organizations/{orgId}/teams",
      { orgId: world.orgId },
      { name: "Sales", slug: `sales-${Date.now()}` },
    );
    expect(created.status).toBe(201);
    expect(
      await ctx.db.prisma.teamMembership.findFirst({ where: { teamId: created.body.data.id, userId: world.owner } }),
    ).toMatchObject({ role: "OWNER" });
    const again = await call(
      ["ORG_PROFILE_WRITE"],
      "POST",
      "/v2/organizations/{orgId}/teams",
      { orgId: world.orgId },
      { name: "Sales", slug: created.body.data.slug as string },
    );
    expect(again.status).toBe(409);
  });

  it("validates webhooks and keeps one entry per verified email", async () => {
    expect(
      (
        await call(
          ["WEBHOOK_WRITE"],
          "POST",
          "/v2/webhooks",
          {},
          { subscriberUrl: "javascript:alert(1)", triggers: ["BOOKING_CREATED"] },
        )
      ).status,
    ).toBe(400);
    const hook = await call(
      ["WEBHOOK_WRITE"],
      "POST",
      "/v2/webhooks",
      {},
      { subscriberUrl: "https://hooks.example.com/a", triggers: ["BOOKING_CREATED"] },
    );
    expect(hook.status).toBe(201);
    expect(
      (
        await call(
          ["WEBHOOK_READ"],
          "GET",
          "/v2/webhooks/{webhookId}",
          { webhookId: hook.body.data.id },
          undefined,
          world.member,
        )
      ).status,
    ).toBe(404);
    const first = await call(
      ["VERIFIED_RESOURCES_WRITE"],
      "POST",
      "/v2/verified-resources/emails",
      {},
      { email: "Me@Example.com" },
    );
    const second = await call(
      ["VERIFIED_RESOURCES_WRITE"],
      "POST",
      "/v2/verified-resources/emails",
      {},
      { email: "me@example.com" },
    );
    expect(second.body.data).toEqual(first.body.data);
    expect(first.body.data).toMatchObject({ email: "me@example.com", verified: false });
  });

  it("updates the profile with PROFILE_WRITE and refuses an unknown field", async () => {
    expect(
      (await call(["PROFILE_WRITE"], "PATCH", "/v2/me", {}, { timeZone: "Europe/Berlin" })).body.data.timeZone,
    ).toBe("Europe/Berlin");
    expect((await call(["PROFILE_WRITE"], "PATCH", "/v2/me", {}, { email: "evil@example.com" })).status).toBe(400);
  });
});
