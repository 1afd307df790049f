// Who may read /metrics: a caller presenting `Authorization: Bearer <METRICS_TOKEN>`. Without a
// METRICS_TOKEN the endpoint does not exist (404), so metrics are never public by accident.
import { constantTimeEqual } from "@/lib/oauth/constant-time";

export type MetricsAccess = "allowed" | "disabled" | "denied";

export function metricsAccess(authorization: string | null, token = process.env.METRICS_TOKEN): MetricsAccess {
  if (!token) return "disabled";
  const match = /^Bearer ([\x21-\x7e]{1,512})$/i.exec(authorization ?? "");
  return match && constantTimeEqual(match[1]!, token) ? "allowed" : "denied";
}
