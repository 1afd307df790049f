// `npm run api:routes`: after adding, moving or removing a route file under app/v2, or changing
// the scope or role a route declares. Writes app/v2/operation-routes.ts from the folder tree, then
// rewrites the policy snapshot (lib/scheduling/api-policy.snapshot.json) from the routes'
// declarations, so the change of access shows in review as a diff of that file, and the operations
// table of docs/api.md from the snapshot.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { OPERATION_ROUTES_FILE, operationRoutesIn, renderOperationRoutes } from "./operation-routes-source";

const routes = operationRoutesIn("app/v2");
writeFileSync(OPERATION_ROUTES_FILE, renderOperationRoutes(routes));
console.log(`${OPERATION_ROUTES_FILE}: ${routes.length} operation routes.`);

execFileSync("node_modules/.bin/vitest", ["run", "--project", "unit", "app/v2/api-policy-snapshot.test.ts"], {
  env: { ...process.env, UPDATE_POLICY_SNAPSHOT: "1" },
  stdio: "inherit",
});
execFileSync("node_modules/.bin/vitest", ["run", "--project", "unit", "scripts/docs/docs-match-code.test.ts"], {
  env: { ...process.env, UPDATE_DOCS: "1" },
  stdio: "inherit",
});
