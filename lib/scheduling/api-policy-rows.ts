// The API's access policy as reviewed: every v2 operation (method + path), the scope it requires
// (or "public") and, on team and organization paths, the role it needs. The routes' declarations
// are the one source; api-policy.snapshot.json is their checked-in record, so a change of access
// shows in review: app/v2/api-policy.test.ts fails until the snapshot is brought up to date
// (UPDATE_POLICY_SNAPSHOT=1), and the guard refuses an operation whose declaration differs from
// its row (fail closed).
import type { Scope } from "@/lib/oauth/scope-catalogue";
import type { RequiredRole } from "./access/api-access";
import snapshot from "./api-policy.snapshot.json";

export interface PolicyEntry {
  readonly method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** OpenAPI form: /v2/teams/{teamId}/bookings */
  readonly path: string;
  readonly scope: Scope | "public";
  readonly role?: RequiredRole;
}

export const API_POLICY_SNAPSHOT_FILE = "lib/scheduling/api-policy.snapshot.json";

export const API_POLICY: readonly PolicyEntry[] = snapshot as readonly PolicyEntry[];

/** The line a row has in the snapshot and in review: `POST /v2/teams/{teamId}/schedules TEAM_SCHEDULE_WRITE ADMIN`. */
export function policyLine(row: Pick<PolicyEntry, "method" | "path" | "scope" | "role">): string {
  return [row.method, row.path, row.scope, ...(row.role ? [row.role] : [])].join(" ");
}
