// GET /healthz - liveness: the process answers. No database call, so a slow database never gets a
// healthy process restarted.
import { buildId } from "@/lib/observability/build-id";

export const dynamic = "force-dynamic";

export function GET(): Response {
  return Response.json({ status: "ok", build: buildId() }, { headers: { "Cache-Control": "no-store" } });
}
