// Runs once when the server starts: validates the configuration, opens and migrates the
// database (seeding the embedded one on first start), and prints where everything is.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServer } = await import("./lib/server/start-server");
  await startServer();
}
