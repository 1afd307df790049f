// A TCP proxy in front of PostgreSQL that a test can cut (connections reset, new ones refused),
// freeze (connections accepted, nothing forwarded: a network black hole) and restore, without
// touching the real server other engineers share.
import net from "node:net";

export interface TcpProxy {
  readonly port: number;
  /** Resets every connection and refuses new ones, like a stopped server. */
  cut(): Promise<void>;
  /** Accepts connections but forwards nothing, like a dead network path. */
  freeze(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let frozen = false;
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => client.destroy());
    if (frozen) return;
    const upstream = net.connect(targetPort, targetHost);
    sockets.add(upstream);
    upstream.on("close", () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on("error", () => upstream.destroy());
    client.on("close", () => upstream.destroy());
    client.on("data", (chunk) => {
      if (!frozen) upstream.write(chunk);
    });
    upstream.on("data", (chunk) => {
      if (!frozen) client.write(chunk);
    });
  });
  const listen = (port: number) =>
    new Promise<number>((resolve) =>
      server.listen(port, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port)),
    );
  const port = await listen(0);
  const destroyAll = () => {
    for (const s of sockets) s.destroy();
    sockets.clear();
  };
  return {
    port,
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        destroyAll();
      });
    },
    freeze() {
      frozen = true;
    },
    async restore() {
      frozen = false;
      destroyAll();
      if (!server.listening) await listen(port);
    },
    async close() {
      destroyAll();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
