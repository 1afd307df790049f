// Runs once when the server starts: tracing when an OTLP endpoint is configured, then validates the
// configuration, opens and migrates the database (seeding the embedded one on first start),
// and prints where everything is.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { tracingEnabled, registerTracing } = await import("./lib/observability/tracing");
  if (tracingEnabled()) await registerTracing();
  const { startServer } = await import("./lib/server/startup/start-server");
  await startServer();
}
