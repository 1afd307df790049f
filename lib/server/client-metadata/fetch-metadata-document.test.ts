// The metadata-document fetch against a real loopback server and a resolver the test controls:
// refused addresses are never connected to, redirects are not followed, 64 KiB is the most read;
// a slow server or a slow DNS answer runs into one short deadline, and one address takes only a
// few fetches at once.
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { METADATA_FETCH_TIMEOUT_MS, createMetadataFetcher, metadataFetchPolicy } from "./fetch-metadata-document";

let server: Server;
let port = 0;
let connections = 0;
/** Requests under /slow/ are held here unanswered until the test answers them. */
const held: { url: string; res: ServerResponse }[] = [];
let onHeld = () => {};

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    if (req.url?.startsWith("/slow/")) {
      held.push({ url: req.url, res });
      return onHeld();
    }
    if (req.url === "/moved.json") return res.writeHead(302, { location: "/client.json" }).end();
    if (req.url === "/big.json") return res.writeHead(200).end(`{"pad":"${"x".repeat(70_000)}"}`);
    if (req.url === "/gone.json") return res.writeHead(404).end();
    res.writeHead(200, { "content-type": "application/json", "cache-control": "max-age=120" }).end('{"a":1}');
  });
  server.on("connection", () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const resolver = async (hostname: string) => {
  const answers: Record<string, string> = {
    "loopback.test": "127.0.0.1",
    "private.test": "10.1.2.3",
    "metadata.test": "169.254.169.254",
  };
  const address = answers[hostname];
  if (!address) throw new Error("ENOTFOUND");
  return [{ address, family: 4 }];
};

const loopbackFetcher = () => createMetadataFetcher(metadataFetchPolicy({ allowLoopback: true, resolve: resolver }));

describe("fetching a Client ID Metadata Document", () => {
  it("reads the document and its caching headers", async () => {
    const result = await loopbackFetcher().fetch(`http://loopback.test:${port}/client.json`);
    expect(result).toEqual({
      ok: true,
      body: '{"a":1}',
      caching: expect.objectContaining({ cacheControl: "max-age=120" }),
    });
  });

  it("never connects to a private, metadata-service or (without the switch) loopback address", async () => {
    const before = connections;
    const strict = createMetadataFetcher(metadataFetchPolicy({ allowLoopback: false, resolve: resolver }));
    for (const url of [
      "https://loopback.test/client.json",
      "https://127.0.0.1/client.json",
      "https://private.test/client.json",
      "https://10.0.0.5/client.json",
      "https://metadata.test/client.json",
    ])
      expect(await strict.fetch(url), url).toEqual({ ok: false, refusal: "not_public_address" });
    // The switch widens loopback only: private ranges and the metadata service stay refused.
    expect(await loopbackFetcher().fetch("https://private.test/client.json")).toEqual({
      ok: false,
      refusal: "not_public_address",
    });
    expect(await strict.fetch(`http://127.0.0.1:${port}/client.json`)).toEqual({ ok: false, refusal: "not_https" });
    expect(connections).toBe(before);
  });

  it("fetches only from https's own port, so a client_id cannot probe a host's other ports", async () => {
    const before = connections;
    const strict = createMetadataFetcher(metadataFetchPolicy({ allowLoopback: false, resolve: resolver }));
    for (const url of ["https://agent.example.com:8443/client.json", "https://agent.example.com:22/client.json"])
      expect(await strict.fetch(url), url).toEqual({ ok: false, refusal: "not_default_port" });
    expect(connections).toBe(before);
  });

  it("does not follow a redirect, reads at most 64 KiB, and refuses an error status", async () => {
    const fetcher = loopbackFetcher();
    expect(await fetcher.fetch(`http://loopback.test:${port}/moved.json`)).toEqual({
      ok: false,
      refusal: "redirected",
    });
    expect(await fetcher.fetch(`http://loopback.test:${port}/big.json`)).toEqual({ ok: false, refusal: "too_large" });
    expect(await fetcher.fetch(`http://loopback.test:${port}/gone.json`)).toEqual({ ok: false, refusal: "http_error" });
  });
});

describe("a slow metadata document", () => {
  it("has a deadline that leaves the authorization page its 2 seconds", () => {
    expect(METADATA_FETCH_TIMEOUT_MS).toBeLessThanOrEqual(1_500);
  });

  it("is refused as timeout when the server never answers", async () => {
    const fetcher = createMetadataFetcher(
      metadataFetchPolicy({ allowLoopback: true, resolve: resolver, timeoutMs: 100 }),
    );
    expect(await fetcher.fetch(`http://loopback.test:${port}/slow/never.json`)).toEqual({
      ok: false,
      refusal: "timeout",
    });
  });

  it("is refused as timeout when its host name never resolves: the deadline covers DNS", async () => {
    const never = () => new Promise<never>(() => {});
    const fetcher = createMetadataFetcher(metadataFetchPolicy({ allowLoopback: true, resolve: never, timeoutMs: 100 }));
    expect(await fetcher.fetch("https://stalling-dns.test/client.json")).toEqual({ ok: false, refusal: "timeout" });
  });

  it("takes at most the cap of fetches at once to one address, refusing the rest as busy without connecting", async () => {
    const fetcher = createMetadataFetcher(
      metadataFetchPolicy({ allowLoopback: true, resolve: resolver, timeoutMs: 60_000 }),
      { maxPerAddress: 2 },
    );
    const before = held.length;
    // Three documents on one server; once one is refused and two are held, those two are answered.
    let refused = false;
    onHeld = () => {
      if (refused && held.length - before === 2)
        for (const { res } of held.splice(before)) res.writeHead(200).end("{}");
    };
    const answers = ["a", "b", "c"].map((name) =>
      fetcher.fetch(`http://loopback.test:${port}/slow/${name}.json`).then((result) => {
        if (!result.ok && result.refusal === "busy") {
          refused = true;
          onHeld();
        }
        return result;
      }),
    );
    const results = await Promise.all(answers);
    onHeld = () => {};
    expect(results.filter((r) => !r.ok && r.refusal === "busy")).toHaveLength(1);
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    // A place is free again once a fetch is over.
    const later = fetcher.fetch(`http://loopback.test:${port}/client.json`);
    expect((await later).ok).toBe(true);
  });
});
