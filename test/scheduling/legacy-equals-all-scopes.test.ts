// A legacy-unrestricted grant predates scopes and stands for "every scope": over every guarded
// operation of the policy table, and for users in each position (owner, member, organization
// ADMIN outside the team, organization MEMBER outside the team, outsider), a legacy token gets
// exactly the status a token holding every scope gets. Anything else would give legacy apps a
// reach (through the organization role) that no scoped token can have.
import { beforeAll, describe, expect, it } from "vitest";
import { API_ROUTES } from "@/app/v2/api-routes";
import { SCOPES, type Scope } from "@/lib/oauth/scope-catalogue";
import { type PolicyRow, buildPolicyTable } from "@/lib/server/api/policy";
import { withTestDatabase } from "../test-database";
import { type World, callRoute, freshParams, makeWorld, mintToken } from "./api-kit";

const ctx = withTestDatabase();
const rows = buildPolicyTable(API_ROUTES).rows.filter((r): r is PolicyRow & { scope: Scope } => r.scope !== "public");

let world: World;
const users: Record<string, string> = {};

beforeAll(async () => {
  world = await makeWorld(ctx.db.prisma);
  users.owner = world.owner;
  users.member = world.member;
  users.outsider = world.outsider;
  for (const role of ["ADMIN", "MEMBER"] as const) {
    const u = await ctx.db.prisma.user.create({
      data: {
        email: `org-${role.toLowerCase()}-${Date.now()}@example.com`,
        username: `org-${role.toLowerCase()}-${Date.now()}`,
        name: `Org ${role}`,
        passwordHash: "x",
      },
    });
    await ctx.db.prisma.organizationMembership.create({ data: { organizationId: world.orgId, userId: u.id, role } });
    users[`organization ${role} outside the team`] = u.id;
  }
});

describe("a legacy grant reaches exactly what a token with every scope reaches", () => {
  for (const who of [
    "owner",
    "member",
    "organization ADMIN outside the team",
    "organization MEMBER outside the team",
    "outsider",
  ]) {
    it(`for the ${who}, on every guarded operation`, async () => {
      const legacy = await mintToken(world, users[who]!, "legacy");
      const everything = await mintToken(world, users[who]!, SCOPES);
      const differences: string[] = [];
      for (const row of rows) {
        const body = row.operation.body ? { body: { unexpectedField: true } } : {};
        // Fresh resources for each call: a write by the first must not change what the second sees.
        const a = await callRoute(row, { token: legacy, params: await freshParams(world, row.path), ...body });
        const b = await callRoute(row, { token: everything, params: await freshParams(world, row.path), ...body });
        if (a.status !== b.status)
          differences.push(`${row.method} ${row.path}: legacy ${a.status}, all scopes ${b.status}`);
      }
      expect(differences).toEqual([]);
    });
  }
});
