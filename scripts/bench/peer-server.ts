// Starts the peer (peer-oidc-provider.mjs) on the bench's PostgreSQL server.
import path from "node:path";
import { scratchDatabase } from "../scratch-database.mjs";
import { type ChildServer, startChildServer } from "./child-server";

/** The peer on a throw-away database of its own, beside the service's on the same PostgreSQL server. */
export async function startPeer(options: {
  port: number;
  workers: number;
  serverUrl: string;
}): Promise<ChildServer & { databaseName: string }> {
  const database = await scratchDatabase(options.serverUrl, "oauth_bench_peer");
  const child = await startChildServer({
    args: [path.join("scripts", "bench", "peer-oidc-provider.mjs"), String(options.port), String(options.workers)],
    env: { ...process.env, NODE_ENV: "production", DATABASE_URL: database.url },
    baseUrl: `http://localhost:${options.port}`,
    readyPath: "/.well-known/openid-configuration",
    cleanup: database.drop,
  });
  return { ...child, databaseName: database.name };
}
