// Table-driven over every row of the policy table, over HTTP and the database: exactly the required
// scope is allowed, a scope of each kind (personal, team, organization) that does not cover it is
// refused with 403 and its challenge, the ORG_ twin of a TEAM_ scope is allowed, an outsider gets
// 404, and a member without ADMIN or OWNER cannot write. Every row against every one of the
// catalogue's scopes is app/v2/api-scope-matrix.test.ts, on the same decision without a database.
import { beforeAll, describe, expect, it } from "vitest";
import { API_ROUTES } from "@/app/v2/api-routes";
import { type Scope, scopesByKind } from "@/lib/oauth/scope-catalogue";
import { COVERED_ALSO_BY, declaredCovering } from "@/lib/oauth/testing/covering-table";
import { type PolicyRow, buildPolicyTable } from "@/lib/server/api/policy";
import { protectedResourceMetadataUrl } from "@/lib/oauth/resource/protected-resource-metadata";
import { apiResource } from "@/lib/server/roots/oauth";
import { withTestDatabase } from "../test-database";
import { type World, callRoute, freshParams, makeWorld, mintToken } from "./api-kit";

const ctx = withTestDatabase();
const PRM = protectedResourceMetadataUrl(apiResource());
const rows = buildPolicyTable(API_ROUTES).rows.filter((r): r is PolicyRow & { scope: Scope } => r.scope !== "public");
const name = (row: PolicyRow) => `${row.method} ${row.path} (${row.scope})`;
const isWrite = (row: PolicyRow) => row.scope.endsWith("_WRITE");
const reachesTeamOrOrg = (row: PolicyRow) => row.path.includes("{teamId}") || row.path.includes("{orgId}");

let world: World;
const tokens = new Map<string, string>();
async function token(userId: string, scopes: readonly Scope[] | "legacy"): Promise<string> {
  const key = `${userId}:${scopes === "legacy" ? "legacy" : scopes.join(" ")}`;
  if (!tokens.has(key)) tokens.set(key, await mintToken(world, userId, scopes));
  return tokens.get(key)!;
}

/** What "allowed" looks like: a body that passed authorization meets validation (400); otherwise success. */
async function expectAllowed(row: PolicyRow, tokenValue: string) {
  const params = await freshParams(world, row.path);
  const response = await callRoute(row, {
    token: tokenValue,
    params,
    ...(row.operation.body ? { body: { unexpectedField: true } } : {}),
  });
  const expected = row.operation.body ? 400 : 200;
  expect(response.status, `${name(row)}: ${await response.clone().text()}`).toBe(expected);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("access-control-allow-origin")).toBe("*");
}

beforeAll(async () => {
  world = await makeWorld(ctx.db.prisma);
});

describe("every operation of the policy table", () => {
  it("is allowed with exactly its required scope", async () => {
    for (const row of rows) await expectAllowed(row, await token(world.owner, [row.scope]));
  });

  for (const kind of ["personal", "team", "organization"] as const) {
    it(`is refused with 403 insufficient_scope naming the required and the held scope, for a ${kind} scope`, async () => {
      for (const [i, row] of rows.entries()) {
        // Which scopes may not cover which rows is the pure matrix's (app/v2): here, each route's
        // wiring, with a different held scope from row to row.
        const others = scopesByKind()[kind].filter((s) => !declaredCovering(row.scope).includes(s));
        {
          const held = others[i % others.length]!;
          const t = await token(world.owner, [held]);
          const response = await callRoute(row, { token: t, params: { teamId: world.teamId, orgId: world.orgId } });
          expect(response.status, `${name(row)} with ${held}`).toBe(403);
          // One challenge names every scope the request needs: the token's own and the missing one.
          const challenge = response.headers.get("www-authenticate") ?? "";
          expect(challenge).toContain(`resource_metadata="${PRM}"`);
          expect(challenge).toContain('error="insufficient_scope"');
          expect(/ scope="([^"]*)"/.exec(challenge)?.[1]?.split(" ").sort()).toEqual([held, row.scope].sort());
          const body = (await response.json()) as {
            error: { code: string; requiredScope: string; tokenScopes: string[] };
          };
          expect(body.error).toMatchObject({
            code: "insufficient_scope",
            requiredScope: row.scope,
            tokenScopes: [held],
          });
        }
      }
    });
  }

  it("is allowed with the ORG_ twin of a TEAM_ scope", async () => {
    const teamRows = rows.filter((r) => COVERED_ALSO_BY[r.scope] !== undefined);
    expect(teamRows.length).toBeGreaterThan(10);
    for (const row of teamRows)
      for (const twin of COVERED_ALSO_BY[row.scope]!) await expectAllowed(row, await token(world.owner, [twin]));
  });

  it("answers 404 to a user outside the team or organization, and for another user's personal resources", async () => {
    for (const row of rows) {
      const personalWithId = !reachesTeamOrOrg(row) && /\{\w+\}/.test(row.path);
      if (!reachesTeamOrOrg(row) && !personalWithId) continue;
      const t = await token(world.outsider, [...declaredCovering(row.scope)]);
      const response = await callRoute(row, {
        token: t,
        params: await freshParams(world, row.path),
        ...(row.operation.body ? { body: {} } : {}),
      });
      expect(response.status, name(row)).toBe(404);
    }
  });

  it("refuses writes with 403 to a member without the ADMIN or OWNER role, and lets the member read", async () => {
    for (const row of rows.filter(reachesTeamOrOrg)) {
      const t = await token(world.member, [row.scope]);
      const params = await freshParams(world, row.path);
      const response = await callRoute(row, {
        token: t,
        params,
        ...(row.operation.body ? { body: { unexpectedField: true } } : {}),
      });
      if (isWrite(row)) {
        expect(response.status, name(row)).toBe(403);
        expect(await response.json()).toMatchObject({ error: { code: "forbidden" } });
      } else {
        expect(response.status, name(row)).toBe(200);
      }
    }
  });

  it("lets a legacy-unrestricted grant reach its user's resources, still bound by membership and role", async () => {
    const ownerLegacy = await token(world.owner, "legacy");
    const memberLegacy = await token(world.member, "legacy");
    const outsiderLegacy = await token(world.outsider, "legacy");
    const read = rows.find((r) => r.path === "/v2/teams/{teamId}/bookings")!;
    const write = rows.find((r) => r.path === "/v2/teams/{teamId}/schedules/{scheduleId}" && r.method === "DELETE")!;
    await expectAllowed(read, ownerLegacy);
    await expectAllowed(write, ownerLegacy);
    expect((await callRoute(read, { token: memberLegacy, params: await freshParams(world, read.path) })).status).toBe(
      200,
    );
    expect((await callRoute(write, { token: memberLegacy, params: await freshParams(world, write.path) })).status).toBe(
      403,
    );
    expect((await callRoute(read, { token: outsiderLegacy, params: await freshParams(world, read.path) })).status).toBe(
      404,
    );
  });

  it("answers 401 with a Bearer challenge naming the metadata (RFC 9728) and the scope needed, without a token", async () => {
    for (const row of rows) {
      const response = await callRoute(row, { params: { teamId: world.teamId, orgId: world.orgId } });
      expect(response.status, name(row)).toBe(401);
      expect(response.headers.get("www-authenticate"), name(row)).toBe(
        `Bearer resource_metadata="${PRM}", scope="${row.scope}"`,
      );
    }
  });

  it("answers 401 invalid_token with the metadata and the scope needed, for a token that does not verify", async () => {
    for (const row of rows) {
      const response = await callRoute(row, {
        token: "eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln",
        params: { teamId: world.teamId, orgId: world.orgId },
      });
      expect(response.status, name(row)).toBe(401);
      const challenge = response.headers.get("www-authenticate") ?? "";
      expect(challenge, name(row)).toMatch(new RegExp(`^Bearer resource_metadata="${PRM}", error="invalid_token", `));
      expect(challenge, name(row)).toContain(`scope="${row.scope}"`);
    }
  });
});
