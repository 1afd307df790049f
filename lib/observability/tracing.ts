// OpenTelemetry tracing, on only when an OTLP endpoint is configured: Next.js's own spans for
// requests and route handlers, outgoing fetches, and Prisma's spans for database calls. Without
// OTEL_EXPORTER_OTLP_ENDPOINT nothing is loaded.
export function tracingEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

export async function registerTracing(): Promise<void> {
  const [{ registerOTel }, { PrismaInstrumentation }] = await Promise.all([
    import("@vercel/otel"),
    import("@prisma/instrumentation"),
  ]);
  registerOTel({
    serviceName: process.env.OTEL_SERVICE_NAME ?? "scheduling-oauth-service",
    instrumentations: ["fetch", new PrismaInstrumentation()],
  });
}
