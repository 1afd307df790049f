// Serves a built Next.js app as the service's production server does (scripts/start.mjs and
// serve.mjs): Next.js's request handler inside a plain Node HTTP server, one process per worker
// sharing the port, but without the service's hooks (request id, log line, metrics). The bench's
// floor: `node serve-built-next.mjs <dir> <port> <workers>`.
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import next from "next";
import { serveInWorkers } from "./serve-in-workers.mjs";

const [dir, port, workers] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4] ?? 1)];

/** The configuration the build recorded, handed to Next.js as serve.mjs hands ours (a standalone-style server). */
function builtConfig() {
  const file = path.join(dir, ".next", "required-server-files.json");
  if (!existsSync(file)) return undefined;
  const { config } = JSON.parse(readFileSync(file, "utf8"));
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
  return config;
}

async function serve() {
  const conf = builtConfig();
  const app = next({ dev: false, dir, port, hostname: "localhost", ...(conf ? { conf } : {}) });
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      res.statusCode = 500;
      res.end();
    });
  });
  server.listen(port);
  // Exit (and so write a --cpu-prof profile) when the bench stops the server.
  process.once("SIGTERM", () => server.close(() => process.exit(0)));
}

await serveInWorkers(workers, serve);
