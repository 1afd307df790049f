// The checked-in policy snapshot is the routes' declarations, line for line: any change of who
// may call what (a scope, a role, a new or removed operation) shows in review as a change of
// lib/scheduling/api-policy.snapshot.json. A failure names the operations added, removed and
// changed; `npm run api:routes` rewrites the snapshot from the routes (UPDATE_POLICY_SNAPSHOT=1).
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { API_ROUTES } from "@/app/v2/api-routes";
import { describePolicyChanges, policyChanges } from "@/lib/scheduling/api-policy-changes";
import { API_POLICY_SNAPSHOT_FILE, policyLine } from "@/lib/scheduling/api-policy-rows";
import { buildPolicyTable } from "@/lib/server/api/policy";

const rows = buildPolicyTable(API_ROUTES)
  .rows.map(({ method, path, scope, role }) => ({ method, path, scope, ...(role ? { role } : {}) }))
  .sort((a, b) => (a.path === b.path ? a.method.localeCompare(b.method) : a.path < b.path ? -1 : 1));
// Written as the formatter (Biome) keeps JSON, so an update is only the change of access.
if (process.env.UPDATE_POLICY_SNAPSHOT === "1") {
  writeFileSync(API_POLICY_SNAPSHOT_FILE, JSON.stringify(rows));
  execFileSync("node_modules/.bin/biome", ["format", "--write", API_POLICY_SNAPSHOT_FILE]);
}

describe("the API policy snapshot", () => {
  it("is the routes' declared scope and role, row for row", () => {
    const snapshot = JSON.parse(readFileSync(API_POLICY_SNAPSHOT_FILE, "utf8")) as Parameters<typeof policyLine>[0][];
    const report = describePolicyChanges(policyChanges(snapshot, rows));
    if (report !== "") expect.fail(report);
    expect(snapshot.map(policyLine)).toEqual(rows.map(policyLine));
  });

  it("asks ADMIN (or OWNER) for every write on a team or organization path, and a role nowhere else", () => {
    for (const row of rows) {
      const inRealm = /\{(teamId|orgId)\}/.test(row.path);
      const write = row.scope.endsWith("_WRITE");
      expect(row.role, policyLine(row)).toBe(inRealm && write ? "ADMIN" : undefined);
    }
  });
});
