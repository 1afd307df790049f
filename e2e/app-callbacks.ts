// The apps' redirect URIs, played by real listeners on loopback for the whole run (started by
// e2e/global-setup.ts). Every request gets the same small page; a test reads what an app received
// from the address its page arrived at. Real listeners instead of request interception: a
// redirect's target is not interceptable in every Chromium build (the headless shell sends it to
// the network), and a listener sees exactly what a real app would.
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { Frame, Page } from "@playwright/test";

export const CALLBACK_HEADING = "App received the callback";
const CALLBACK_PAGE = `<!doctype html><html lang="en"><title>App</title><h1>${CALLBACK_HEADING}</h1></html>`;

/**
 * Every redirect URI origin the browser tests register or send (a test with a new one adds it here).
 * Each port lies below the kernel's ephemeral range: an outgoing connection (to the database, say)
 * may hold a port in that range at any moment, and a listener could then not start there.
 */
export const CALLBACK_ORIGINS = [
  "http://localhost:8080",
  "http://localhost:8089",
  "http://localhost:8093",
  "http://localhost:8094",
  "http://localhost:8095",
  "http://localhost:8096",
  "http://localhost:8097",
  "http://localhost:8098",
  "http://127.0.0.1:8181",
  "http://127.0.0.1:8234",
] as const;

/** The callback addresses (host:port) another program held at the start, handed to the test workers by name. */
const TAKEN = "E2E_CALLBACK_ADDRESSES_TAKEN";
const taken = new Set<string>();

async function listen(port: number, host: string): Promise<Server | null> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    res.end(CALLBACK_PAGE);
  });
  return new Promise((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      // A machine without IPv6 has no ::1: "localhost" is then 127.0.0.1 alone.
      if (error.code === "EADDRNOTAVAIL" || error.code === "EAFNOSUPPORT") return resolve(null);
      // Something else owns the port: the tests sent there fail saying so (playApp); the others run.
      if (error.code === "EADDRINUSE") {
        console.warn(`e2e: ${host}:${port} is taken by another program; the apps' callbacks there cannot be played.`);
        taken.add(`${host}:${port}`);
        return resolve(null);
      }
      reject(error);
    });
    server.listen(port, host, () => resolve(server));
  });
}

/** Where Linux's default range of ports for outgoing connections begins (ip_local_port_range). */
const EPHEMERAL_FROM = 32768;

/** Where this machine's range begins, when it says. */
function firstEphemeralPort(): number | undefined {
  try {
    return Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]);
  } catch {
    return undefined;
  }
}

/** Starts a listener per callback port (on 127.0.0.1, and on ::1 where "localhost" may resolve); returns the stop. */
export async function startAppCallbacks(): Promise<() => Promise<void>> {
  const ports = [...new Set(CALLBACK_ORIGINS.map((origin) => Number(new URL(origin).port)))];
  const ephemeral = ports.filter((port) => port >= EPHEMERAL_FROM);
  if (ephemeral.length > 0) throw new Error(`e2e: callback ports ${ephemeral.join(", ")} lie in the ephemeral range.`);
  const first = firstEphemeralPort();
  if (first !== undefined && ports.some((port) => port >= first))
    console.warn(
      `e2e: this machine lends ports from ${first} up to outgoing connections; a callback port may be taken.`,
    );
  const servers = (await Promise.all(ports.flatMap((port) => [listen(port, "127.0.0.1"), listen(port, "::1")]))).filter(
    (server): server is Server => server !== null,
  );
  // Playwright hands the runner's environment, as global setup leaves it, to every test worker.
  process.env[TAKEN] = [...taken].join(",");
  return async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  };
}

/** Records where `page` arrives at `redirectOrigin` (the app's redirect URI, with its query). */
export function playApp(page: Page, redirectOrigin: string): { received: () => URL | undefined; stop: () => void } {
  const { hostname, port } = new URL(redirectOrigin);
  // "localhost" may reach either loopback address; an IP literal only its own.
  const hosts = hostname === "localhost" ? ["127.0.0.1", "::1"] : [hostname.replace(/^\[|\]$/g, "")];
  const held = (process.env[TAKEN] ?? "").split(",");
  if (hosts.some((host) => held.includes(`${host}:${port}`)))
    throw new Error(
      `Another program held port ${port} when the run began: the app at ${redirectOrigin} cannot be played.`,
    );
  let received: URL | undefined;
  const arrived = (frame: Frame) => {
    if (frame === page.mainFrame() && frame.url().startsWith(`${redirectOrigin}/`)) received = new URL(frame.url());
  };
  page.on("framenavigated", arrived);
  return { received: () => received, stop: () => page.off("framenavigated", arrived) };
}
