// A webhook receiver on loopback that holds the first delivery it gets without answering (the
// delivery is in flight while it waits) and acknowledges every later one with 200. It accepts a
// message, by its webhook-id, when it acknowledges it, as a receiver that drops duplicates by
// webhook-id does. For each request it finds which process sent it: the owner of the connection's
// other end, among the pids it is given (Linux's /proc).
import { existsSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type Delivery = {
  webhookId: string;
  /** The process that sent it, if it was one of the watched ones. */
  senderPid: number | null;
  acknowledged: boolean;
  /** Its connection is still open: the sender is waiting for the answer. */
  open: boolean;
};

/** Inodes of the TCP connections from `localPort` to `remotePort`, from the kernel's tables. */
function connectionInodes(localPort: number, remotePort: number): Set<string> {
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!existsSync(table)) continue;
    for (const row of readFileSync(table, "utf8").split("\n").slice(1)) {
      const cols = row.trim().split(/\s+/);
      if (cols.length < 10) continue;
      const port = (address: string) => Number.parseInt(address.split(":").pop() ?? "", 16);
      if (port(cols[1]!) === localPort && port(cols[2]!) === remotePort) inodes.add(cols[9]!);
    }
  }
  return inodes;
}

/** Which of `pids` holds the connection from `localPort` to `remotePort`. */
export function connectionOwner(localPort: number, remotePort: number, pids: readonly number[]): number | null {
  const sockets = [...connectionInodes(localPort, remotePort)].map((inode) => `socket:[${inode}]`);
  for (const pid of pids) {
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // the process is gone
    }
    for (const fd of fds) {
      try {
        if (sockets.includes(readlinkSync(`/proc/${pid}/fd/${fd}`))) return pid;
      } catch {
        // closed meanwhile
      }
    }
  }
  return null;
}

export type HoldingReceiver = {
  url: string;
  deliveries: Delivery[];
  close(): Promise<void>;
};

export async function startHoldingReceiver(watchedPids: () => number[]): Promise<HoldingReceiver> {
  const deliveries: Delivery[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const { port } = server.address() as AddressInfo;
    const delivery: Delivery = {
      webhookId: String(req.headers["webhook-id"] ?? ""),
      senderPid: connectionOwner(req.socket.remotePort ?? 0, port, watchedPids()),
      acknowledged: false,
      open: true,
    };
    deliveries.push(delivery);
    req.socket.once("close", () => (delivery.open = false));
    req.resume();
    req.on("end", () => {
      // The first delivery stays unanswered: it is in flight until its sender dies.
      if (delivery === deliveries[0]) return;
      res.writeHead(200, { "content-type": "text/plain" }).end("ok");
      delivery.acknowledged = true;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    deliveries,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
