// Every row of the policy table against every scope of the catalogue, through the very decision the
// routes run (decideApiAccess): exactly the required scope, or the ORG_ twin of a TEAM_ scope, gets
// past the scope check; each of the others is insufficient_scope naming the token. No database:
// the whole matrix in milliseconds. test/scheduling/api-scope-matrix.test.ts proves each route is
// wired to this decision, over HTTP and the database.
import { describe, expect, it } from "vitest";
import { API_ROUTES } from "@/app/v2/api-routes";
import type { BearerAccess } from "@/lib/oauth/bearer-access";
import { SCOPES, type Scope } from "@/lib/oauth/scope-catalogue";
import { orgScopeImplying } from "@/lib/oauth/scope-coverage";
import { decideApiAccess } from "@/lib/scheduling/access/api-access";
import type { MembershipPort } from "@/lib/scheduling/ports";
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
        const covers = held === row.scope || orgScopeImplying(row.scope) === held;
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
