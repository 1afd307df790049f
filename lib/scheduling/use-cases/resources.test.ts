import { beforeEach, describe, expect, it } from "vitest";
import type { Realm } from "../realm";
import { createMemoryScheduling, type MemoryScheduling } from "../testing/memory-scheduling-store";
import { connectMemoryCalendar } from "../testing/memory-resources";
import { addVerifiedEmail, createRoutingForm, createWorkflow, disconnectCalendar, listWorkflows } from "./resources";

let m: MemoryScheduling;
const deps = () => ({ resources: m.resourceStore });
const me: Realm = { kind: "user", userId: "ann" };
const team: Realm = { kind: "team", teamId: "blue", organizationId: "org", role: "ADMIN" };
const org: Realm = { kind: "organization", organizationId: "org", role: "ADMIN" };
beforeEach(() => {
  m = createMemoryScheduling();
  m.teams.set("blue", { organizationId: "org" });
});

describe("resource use cases", () => {
  it("keeps one entry per address whatever its case; an organization cannot own one", async () => {
    const first = await addVerifiedEmail(deps(), me, "Ann@Example.com");
    expect(first).toMatchObject({ ok: true, data: { email: "ann@example.com", verified: false } });
    expect(await addVerifiedEmail(deps(), me, "ANN@example.com")).toEqual(first);
    expect(await addVerifiedEmail(deps(), org, "ann@example.com")).toEqual({ ok: false, code: "not_found" });
  });

  it("lets a team or an organization own a routing form, not a user", async () => {
    expect(await createRoutingForm(deps(), team, { name: "Triage", fields: [] })).toMatchObject({
      ok: true,
      data: { teamId: "blue", organizationId: null },
    });
    expect(await createRoutingForm(deps(), org, { name: "Intake", fields: [] })).toMatchObject({
      ok: true,
      data: { teamId: null, organizationId: "org" },
    });
    expect(await createRoutingForm(deps(), me, { name: "Mine", fields: [] })).toEqual({
      ok: false,
      code: "not_found",
    });
  });

  it("disconnects only a calendar the realm has", async () => {
    const id = connectMemoryCalendar(m.resources, { userId: "ann" });
    expect(await disconnectCalendar(deps(), team, id)).toEqual({ ok: false, code: "not_found" });
    expect(await disconnectCalendar(deps(), me, id)).toEqual({ ok: true });
  });

  it("keeps a team's workflows", async () => {
    await createWorkflow(deps(), "blue", { name: "Remind", trigger: "BEFORE_EVENT", active: true });
    expect((await listWorkflows(deps(), "blue", { take: 5 })).items).toMatchObject([{ name: "Remind" }]);
    expect((await listWorkflows(deps(), "other", { take: 5 })).items).toEqual([]);
  });
});
