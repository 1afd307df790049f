// GET /metrics - Prometheus text exposition, for a scraper holding METRICS_TOKEN.
import { scrapeMetrics } from "@/lib/observability/cluster-metrics";
import { metricsAccess } from "@/lib/server/http/metrics-access";

export const dynamic = "force-dynamic";

export async function GET(request: Request): Promise<Response> {
  const access = metricsAccess(request.headers.get("authorization"));
  if (access === "disabled") return new Response("Not Found", { status: 404 });
  if (access === "denied") {
    return new Response("Unauthorized", {
      status: 401,
      headers: { "WWW-Authenticate": 'Bearer realm="metrics"', "Cache-Control": "no-store" },
    });
  }
  const { text, contentType } = await scrapeMetrics();
  return new Response(text, { headers: { "Content-Type": contentType, "Cache-Control": "no-store" } });
}
