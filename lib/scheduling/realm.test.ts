import { beforeEach, describe, expect, it } from "vitest";
import { SCOPES } from "@/lib/oauth/scope-catalogue";
import { heldScopes } from "@/lib/oauth/scope-coverage";
import { reachesThroughOrganization, resolveRealm } from "./realm";
import { createMemoryScheduling, type MemoryScheduling } from "./testing/memory-scheduling-store";

let m: MemoryScheduling;
beforeEach(() => {
  m = createMemoryScheduling();
  m.organizations.add("org").add("other-org");
  m.teams
    .set("team", { organizationId: "org" })
    .set("lone", { organizationId: null })
    .set("foreign", { organizationId: "other-org" });
});
const ask = (input: { orgId?: string; teamId?: string; write?: boolean; viaOrganization?: boolean }) =>
  resolveRealm(m.membership, { userId: "u", write: false, viaOrganization: false, ...input });

describe("resolveRealm", () => {
  it("gives personal paths the user's own realm", async () => {
    expect(await ask({})).toEqual({ ok: true, realm: { kind: "user", userId: "u" } });
  });

  it("answers not_found alike for unknown teams and teams the user is not in", async () => {
    expect(await ask({ teamId: "nope" })).toEqual({ ok: false, code: "not_found" });
    expect(await ask({ teamId: "team" })).toEqual({ ok: false, code: "not_found" });
    expect(await ask({ orgId: "nope" })).toEqual({ ok: false, code: "not_found" });
    expect(await ask({ orgId: "org" })).toEqual({ ok: false, code: "not_found" });
  });

  it("lets members read and only ADMIN or OWNER write", async () => {
    m.teamRoles.set("team|u", "MEMBER");
    expect(await ask({ teamId: "team" })).toMatchObject({ ok: true, realm: { kind: "team", role: "MEMBER" } });
    expect(await ask({ teamId: "team", write: true })).toEqual({ ok: false, code: "role_required" });
    m.teamRoles.set("team|u", "ADMIN");
    expect(await ask({ teamId: "team", write: true })).toMatchObject({ ok: true });
    m.organizationRoles.set("org|u", "MEMBER");
    expect(await ask({ orgId: "org", write: true })).toEqual({ ok: false, code: "role_required" });
    m.organizationRoles.set("org|u", "OWNER");
    expect(await ask({ orgId: "org", write: true })).toMatchObject({
      ok: true,
      realm: { kind: "organization", role: "OWNER" },
    });
  });

  it("counts the organization role on a team only when the token reaches it through the organization", async () => {
    m.organizationRoles.set("org|u", "ADMIN");
    expect(await ask({ teamId: "team" })).toEqual({ ok: false, code: "not_found" });
    expect(await ask({ teamId: "team", write: true, viaOrganization: true })).toMatchObject({
      ok: true,
      realm: { role: "ADMIN" },
    });
    expect(await ask({ orgId: "org", teamId: "team", write: true, viaOrganization: true })).toMatchObject({ ok: true });
    // An organization role never reaches a team outside that organization.
    expect(await ask({ teamId: "foreign", viaOrganization: true })).toEqual({ ok: false, code: "not_found" });
  });

  it("refuses an organization's team path for a team of another organization or a non-member of the organization", async () => {
    m.teamRoles.set("team|u", "OWNER").set("foreign|u", "OWNER");
    expect(await ask({ orgId: "org", teamId: "team" })).toEqual({ ok: false, code: "not_found" });
    m.organizationRoles.set("org|u", "MEMBER");
    expect(await ask({ orgId: "org", teamId: "team", write: true })).toMatchObject({
      ok: true,
      realm: { role: "OWNER" },
    });
    expect(await ask({ orgId: "org", teamId: "foreign" })).toEqual({ ok: false, code: "not_found" });
    expect(await ask({ orgId: "org", teamId: "lone" })).toEqual({ ok: false, code: "not_found" });
  });
});

describe("reachesThroughOrganization", () => {
  it("needs the ORG_ twin of the required TEAM_ scope", () => {
    expect(reachesThroughOrganization("TEAM_BOOKING_READ", ["ORG_BOOKING_READ"])).toBe(true);
    expect(reachesThroughOrganization("TEAM_BOOKING_READ", ["TEAM_BOOKING_READ"])).toBe(false);
    expect(reachesThroughOrganization("TEAM_BOOKING_WRITE", ["ORG_BOOKING_READ"])).toBe(false);
  });

  it("never reaches through the organization for a TEAM_ scope without an ORG_ twin, whatever is held", () => {
    for (const required of ["TEAM_APPS_READ", "TEAM_WORKFLOW_WRITE", "TEAM_VERIFIED_RESOURCES_READ"] as const)
      expect(reachesThroughOrganization(required, SCOPES)).toBe(false);
  });

  it("judges a legacy grant exactly as a token holding every scope", () => {
    const legacy = heldScopes({ legacyUnrestricted: true, scopes: [] });
    for (const required of SCOPES)
      expect(reachesThroughOrganization(required, legacy), required).toBe(reachesThroughOrganization(required, SCOPES));
  });
});
