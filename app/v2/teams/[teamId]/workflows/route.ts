// GET, POST /v2/teams/:teamId/workflows
import { createWorkflowOp, listWorkflowsOp } from "@/lib/server/api/operations/resources";
import { apiPreflight, protectedResource } from "@/lib/server/api-guard/protected-resource";

export const GET = protectedResource(...listWorkflowsOp.requiring("TEAM_WORKFLOW_READ"));
export const POST = protectedResource(...createWorkflowOp.requiring("TEAM_WORKFLOW_WRITE", "ADMIN"));
export const OPTIONS = apiPreflight("GET", "POST");
