// GET /readyz - readiness: 200 when the database answers within a short timeout, the migrations are
// applied, a signing key is loaded and every worker of the instance serves; 503 naming the failing
// check otherwise, and while the instance drains.
import { buildId } from "@/lib/observability/build-id";
import { readiness } from "@/lib/server/roots/readiness";

export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const report = await readiness();
  return Response.json(
    { status: report.ready ? "ready" : "not_ready", build: buildId(), checks: report.checks },
    { status: report.ready ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
