// GET, POST /v2/organizations/:orgId/teams/:teamId/workflows
import { createWorkflowOp, listWorkflowsOp } from "@/lib/server/api/operations/resources";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource({ scope: "TEAM_WORKFLOW_READ", ...listWorkflowsOp.doc }, listWorkflowsOp.handle);
export const POST = protectedResource(
  { scope: "TEAM_WORKFLOW_WRITE", role: "ADMIN", ...createWorkflowOp.doc },
  createWorkflowOp.handle,
);
export const OPTIONS = apiPreflight("GET", "POST");
