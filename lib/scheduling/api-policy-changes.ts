// What separates the checked-in policy snapshot from the routes' declarations, operation by
// operation, in the words a reviewer needs: which operations appeared, which went away, whose
// scope or role changed, and the command that records the change.
import { API_POLICY_SNAPSHOT_FILE, type PolicyEntry, policyLine } from "./api-policy-rows";

export const UPDATE_POLICY_COMMAND = "npm run api:routes";

type Row = Pick<PolicyEntry, "method" | "path" | "scope" | "role">;

export interface PolicyChanges {
  /** Declared by a route, missing from the snapshot. */
  readonly added: readonly string[];
  /** In the snapshot, declared by no route. */
  readonly removed: readonly string[];
  /** The same operation with another scope or role: `GET /v2/me: PROFILE_READ -> PROFILE_WRITE`. */
  readonly changed: readonly string[];
}

const operationOf = (row: Row) => `${row.method} ${row.path}`;
const accessOf = (row: Row) => [row.scope, ...(row.role ? [row.role] : [])].join(" ");

export function policyChanges(snapshot: readonly Row[], declared: readonly Row[]): PolicyChanges {
  const before = new Map(snapshot.map((row) => [operationOf(row), row]));
  const after = new Map(declared.map((row) => [operationOf(row), row]));
  const changed: string[] = [];
  for (const [operation, row] of after) {
    const was = before.get(operation);
    if (was && accessOf(was) !== accessOf(row)) changed.push(`${operation}: ${accessOf(was)} -> ${accessOf(row)}`);
  }
  return {
    added: declared.filter((row) => !before.has(operationOf(row))).map(policyLine),
    removed: snapshot.filter((row) => !after.has(operationOf(row))).map(policyLine),
    changed,
  };
}

/** The report of a failed snapshot check, or "" when nothing changed. */
export function describePolicyChanges({ added, removed, changed }: PolicyChanges): string {
  if (added.length + removed.length + changed.length === 0) return "";
  const section = (title: string, mark: string, lines: readonly string[]) =>
    lines.length === 0 ? [] : [`  ${title}:`, ...lines.map((line) => `    ${mark} ${line}`)];
  return [
    `The routes declare another access policy than ${API_POLICY_SNAPSHOT_FILE}:`,
    ...section("added (declared by a route, not in the snapshot)", "+", added),
    ...section("removed (in the snapshot, declared by no route)", "-", removed),
    ...section("changed (scope or role)", "~", changed),
    `If the change of access is intended, run \`${UPDATE_POLICY_COMMAND}\` and commit the snapshot with it.`,
  ].join("\n");
}
