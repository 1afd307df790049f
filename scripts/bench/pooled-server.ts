// The service's second instance for the rows through a pooler: the same build, database and secret
// as the bench's server, its DATABASE_URL on a throw-away PgBouncer (Debian's, transaction pooling)
// and its DIRECT_DATABASE_URL on PostgreSQL, as docs/operations/scaling.md describes.
import { pgbouncerBinary, startPgBouncer } from "../pgbouncer";
import type { BenchServer } from "./bench-server";
import type { ChildServer } from "./child-server";

export type PooledServer = ChildServer & { poolerPid: number | undefined };

export async function startPooledServer(
  server: BenchServer,
  serverUrl: string,
  port: number,
): Promise<PooledServer | { skip: string }> {
  if (!server.databaseUrl || !server.databaseName) return { skip: "the embedded database has no pooler" };
  if (!pgbouncerBinary()) return { skip: "pgbouncer is not installed (apt-get install pgbouncer)" };
  const bouncer = await startPgBouncer(serverUrl);
  const viaPooler = new URL(bouncer.url);
  viaPooler.pathname = `/${server.databaseName}`;
  try {
    const child = await server.startBeside(port, {
      DATABASE_URL: viaPooler.toString(),
      DIRECT_DATABASE_URL: server.databaseUrl,
      DATABASE_POOLER: "transaction",
    });
    return {
      ...child,
      poolerPid: bouncer.pid,
      async stop() {
        await child.stop();
        await bouncer.stop();
      },
    };
  } catch (error) {
    await bouncer.stop();
    throw error;
  }
}
