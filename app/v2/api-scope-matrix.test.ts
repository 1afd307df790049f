// Every row of the policy table against every scope of the catalogue, through the very decision the
// routes run (decideApiAccess): exactly the scopes the declared table says cover the required one
// (itself, and the ORG_ twin of a TEAM_ scope) get past the scope check; each of the others is
// insufficient_scope naming the token. The OpenAPI document names the same scopes. No database:
// the whole matrix in milliseconds. test/scheduling/api-scope-matrix.test.ts proves each route is
// wired to this decision, over HTTP and the database.
import { describe, expect, it } from "vitest";
import { API_ROUTES } from "@/app/v2/api-routes";
import type { BearerAccess } from "@/lib/oauth/bearer-access";
import { SCOPES, type Scope } from "@/lib/oauth/scope-catalogue";
import { declaredCovering } from "@/lib/oauth/testing/covering-table";
import { decideApiAccess } from "@/lib/scheduling/access/api-access";
import { detailActionOf } from "@/lib/scheduling/access/detail-operations";
import type { MembershipPort } from "@/lib/scheduling/ports";
import { apiOpenApiDocument } from "@/lib/server/api/openapi";
import { type PolicyRow, buildPolicyTable } from "@/lib/server/api/policy";

const rows = buildPolicyTable(API_ROUTES).rows.filter((r): r is PolicyRow & { scope: Scope } => r.scope !== "public");
// The caller owns every team and organization, so only the scope can refuse it.
const owner: MembershipPort = {
  findTeamRoles: async () => ({ organizationId: "org", teamRole: "OWNER", organizationRole: "OWNER" }),
  findOrganizationRole: async () => ({ role: "OWNER" }),
};
const holding = (scope: Scope): BearerAccess => ({
  userId: "u",
  clientId: "c",
  grantId: "g",
  scopes: [scope],
  legacyUnrestricted: false,
});

describe("every operation against every scope held alone", () => {
  it("passes the scope check with its own scope or its ORG_ twin, and is insufficient_scope with any other", async () => {
    let refused = 0;
    for (const row of rows) {
      for (const held of SCOPES) {
        const access = holding(held);
        const decision = await decideApiAccess(owner, {
          bearer: { ok: true, access },
          rule: { scope: row.scope, ...(row.role ? { role: row.role } : {}) },
          params: { teamId: "team", orgId: "org" },
        });
        const covers = declaredCovering(row.scope).includes(held);
        const label = `${row.method} ${row.path} (${row.scope}) with ${held}`;
        if (covers) expect(decision.ok, label).toBe(true);
        else {
          expect(decision, label).toEqual({ ok: false, code: "insufficient_scope", access });
          refused += 1;
        }
      }
    }
    // The matrix is the whole table: every row meets every other scope.
    expect(refused).toBeGreaterThan(rows.length * (SCOPES.length - 2));
  });
});

describe("the OpenAPI document's scope requirements", () => {
  const doc = apiOpenApiDocument(API_ROUTES) as unknown as {
    paths: Record<string, Record<string, { description?: string; security?: Record<string, string[]>[] }>>;
  };

  it("offers exactly the covering scopes of the declared table, and names them in the description", () => {
    for (const row of rows) {
      const op = doc.paths[row.path]?.[row.method.toLowerCase()];
      const [own, ...others] = declaredCovering(row.scope);
      const label = `${row.method} ${row.path}`;
      expect(op?.security, label).toEqual(declaredCovering(row.scope).map((s) => ({ oauth2: [s] })));
      expect(op?.description, label).toBe(
        `Requires the ${own} scope${others.length ? ` (or ${others.join(" or ")})` : ""}.`,
      );
    }
    expect(doc.paths["/v2/teams/{teamId}/bookings"]?.get?.description).toBe(
      "Requires the TEAM_BOOKING_READ scope (or ORG_BOOKING_READ).",
    );
  });

  it("names on each operation the authorization-details action that reaches it, from the one table (RFC 9396)", () => {
    for (const row of rows) {
      const op = doc.paths[row.path]?.[row.method.toLowerCase()] as Record<string, unknown> | undefined;
      expect(op?.["x-authorization-details-action"], `${row.method} ${row.path}`).toBe(
        detailActionOf(row.method, row.path) ?? undefined,
      );
    }
    expect(doc.paths["/v2/me/bookings"]?.post).toMatchObject({
      "x-authorization-details-action": "book",
    });
  });
});
