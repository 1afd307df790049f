// A request's row in the policy snapshot (lib/scheduling/api-policy.snapshot.json): the operation it
// is, by method and path template. The guard refuses an operation whose declaration is not its row,
// and binds a list's cursors to the row's path template.
import type { SchedulingAction } from "@/lib/oauth/authorization-details/scheduling-actions";
import { detailActionOf } from "@/lib/scheduling/access/detail-operations";
import { cursorBinding } from "@/lib/scheduling/list-cursor";
import type { AccessRule } from "@/lib/scheduling/access/api-access";
import type { Realm } from "@/lib/scheduling/realm";
import { findPolicyRow } from "@/lib/server/api/policy";
import { livePolicyRows } from "@/lib/server/api/policy-snapshot";

function operationOf(request: Request): { method: string; pathname: string } {
  return { method: request.method === "HEAD" ? "GET" : request.method, pathname: new URL(request.url).pathname };
}

/** The request's row in the policy snapshot declares exactly this scope and role. */
export function inPolicyTable(request: Request, rule: AccessRule): boolean {
  const { method, pathname } = operationOf(request);
  const row = findPolicyRow(livePolicyRows(), method, pathname);
  return row?.scope === rule.scope && row.role === rule.role;
}

/** A list's cursors are bound to the operation (its path template) and the realm it reads. */
export function listOf(request: Request, realm: Realm | null): string {
  const { method, pathname } = operationOf(request);
  return cursorBinding(`${method} ${findPolicyRow(livePolicyRows(), method, pathname)?.path ?? pathname}`, realm);
}

/** The action whose authorization details judge the request's operation (detail-operations.ts), or null. */
export function detailActionOfRequest(request: Request): SchedulingAction | null {
  const { method, pathname } = operationOf(request);
  const row = findPolicyRow(livePolicyRows(), method, pathname);
  return row ? detailActionOf(method, row.path) : null;
}
