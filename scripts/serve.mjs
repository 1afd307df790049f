// One production server process: Next.js's request handler inside a plain Node HTTP server, so
// every response gets a request id, a log line and metrics (through the hooks the app installs at
// start-up, lib/server/http/server-hooks.ts), and SIGTERM drains instead of dropping requests.
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import next from "next";
import { drain, shutdownSettings } from "./drain.mjs";

const port = Number(process.env.PORT ?? 3000);
// instrumentation.ts's start-up begins within this (it is loaded when prepare() runs); a busy
// machine may take a while to load it.
const STARTUP_BEGINS_WITHIN_MS = 120_000;
// How long readiness fails before the listener closes, and how long in-flight requests then get.
const settings = shutdownSettings();

/**
 * The configuration the build recorded, as Next.js's own standalone server.js uses it: the server
 * runs exactly what was built, with or without next.config.mjs beside it (the container image has
 * none), and Next.js knows it is a standalone-style server, not `next start`.
 */
function builtConfig() {
  const file = path.join(process.env.NEXT_DIST_DIR || ".next", "required-server-files.json");
  if (!existsSync(file)) return undefined;
  const { config } = JSON.parse(readFileSync(file, "utf8"));
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
  return config;
}

/**
 * prepare() may resolve before the app's start-up work (lib/server/startup/start-server.ts) has
 * finished: listen only once it has installed the hooks. A start-up that fails exits the process
 * itself, with bounds of its own on every wait; one that never began (instrumentation did not run)
 * exits here. Never listen half-started: the primary replaces a worker that exits.
 */
async function startupFinished(hooks) {
  const began = () => globalThis.__oauthStartupBegan === true;
  for (let waited = 0; !hooks(); waited += 50) {
    if (!began() && waited >= STARTUP_BEGINS_WITHIN_MS) {
      console.error(`The app's start-up did not begin within ${STARTUP_BEGINS_WITHIN_MS / 1000} s; exiting.`);
      process.exit(1);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function serve() {
  const conf = builtConfig();
  const app = next({ dev: false, dir: process.cwd(), port, hostname: "localhost", ...(conf ? { conf } : {}) });
  // Installed by the app when instrumentation.ts runs (lib/server/http/server-hooks.ts).
  const hooks = () => globalThis.__oauthServerHooks;
  // Runs instrumentation.ts: configuration, database, migrations, signing key, hooks.
  await app.prepare();
  const handle = app.getRequestHandler();
  await startupFinished(hooks);
  let inFlight = 0;
  let stopping = false;
  let drained = () => {};

  const server = createServer((req, res) => {
    inFlight += 1;
    res.once("close", () => {
      inFlight -= 1;
      if (stopping && inFlight === 0) drained();
    });
    // A connection kept alive would carry the next request to a process about to stop.
    if (stopping) res.setHeader("Connection", "close");
    // The peer address, for rate limits; whatever a client sent under this name is overwritten.
    req.headers["x-oauth-peer-address"] = req.socket.remoteAddress ?? "";
    const run = () => handle(req, res);
    const observer = hooks();
    (observer ? observer.observe(req, res, run) : run()).catch((err) => {
      console.error("request failed", err);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
  // A request Node's parser refuses before any handler (an over-long URL or header section, a
  // malformed request): under /v2 the API's envelope with CORS (the hooks), elsewhere Node's answer.
  server.on("clientError", (err, socket) => {
    const observer = hooks();
    if (observer) return observer.clientError(err, socket);
    if (socket.writable) socket.write("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
    socket.destroy();
  });
  // Behind a load balancer, keep idle connections open longer than the balancer does (as `next start`).
  const keepAlive = Number.parseInt(process.env.KEEP_ALIVE_TIMEOUT ?? "", 10);
  if (Number.isInteger(keepAlive) && keepAlive >= 0) server.keepAliveTimeout = keepAlive;
  server.listen(port);
  await new Promise((resolve, reject) => server.once("listening", resolve).once("error", reject));

  async function shutdown(signal) {
    if (stopping) return;
    stopping = true;
    console.log(
      JSON.stringify({
        level: 30,
        time: new Date().toISOString(),
        pid: process.pid,
        msg: `${signal}: draining ${inFlight} request(s)`,
      }),
    );
    await drain(
      {
        markNotReady: () => hooks()?.beginShutdown(),
        stopAccepting: () => {
          server.close();
          server.closeIdleConnections();
        },
        requestsFinished: () => (inFlight === 0 ? Promise.resolve() : new Promise((resolve) => (drained = resolve))),
        closeConnections: () => server.closeAllConnections(),
        closeStorage: async () => {
          try {
            await hooks()?.close();
          } catch (err) {
            console.error("closing the database failed", err);
          }
        },
      },
      settings,
    );
    process.exit(0);
  }
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => void shutdown(signal));
  return server;
}
