// The webhook sender and the creation-time address check, against a real loopback server and a
// resolver the test controls: every refused address class is refused before any connection.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getLogger } from "@/lib/observability/logger";
import { createAddressCheck } from "./address-check";
import { createHttpSender, WEBHOOK_MAX_RESPONSE_BYTES } from "./http-sender";

let server: Server;
let port = 0;
let connections = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    if (req.url === "/moved") return res.writeHead(302, { location: "http://127.0.0.1:1/elsewhere" }).end();
    if (req.url === "/big") return res.writeHead(200).end("x".repeat(100_000));
    if (req.url === "/slow") return void setTimeout(() => res.writeHead(200).end("late"), 2_000);
    if (req.url === "/busy") return res.writeHead(429, { "retry-after": "120" }).end();
    res.writeHead(200).end("ok");
  });
  server.on("connection", () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Names the tests answer for: where a hostile DNS would point them. */
const resolver = async (hostname: string) => {
  const answers: Record<string, string[]> = {
    "loopback.test": ["127.0.0.1"],
    localhost: ["127.0.0.1", "::1"],
    "metadata.test": ["169.254.169.254"],
    "private.test": ["10.1.2.3"],
    "cgnat.test": ["100.64.1.1"],
    "multicast.test": ["224.0.0.5"],
    "ula.test": ["fd12:3456::1"],
    "mapped.test": ["::ffff:127.0.0.1"],
    "mixed.test": ["93.184.215.14", "10.0.0.1"],
  };
  const found = answers[hostname];
  if (!found) throw new Error("ENOTFOUND");
  return found.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
};

const REFUSED_NAMES = [
  "loopback.test",
  "localhost",
  "metadata.test",
  "private.test",
  "cgnat.test",
  "multicast.test",
  "ula.test",
  "mapped.test",
  "mixed.test",
];
const REFUSED_LITERALS = [
  "127.0.0.1",
  "[::1]",
  "10.0.0.1",
  "172.16.0.1",
  "192.168.1.1",
  "169.254.169.254",
  "100.64.0.1",
  "224.0.0.1",
  "0.0.0.0",
  "[fd00::1]",
  "[fe80::1]",
  "[::ffff:169.254.169.254]",
  "[::ffff:7f00:1]",
];

describe("the webhook sender refuses, before connecting", () => {
  // The test server's port is allowed, so only the address rule stands between it and a connection.
  const strict = () => createHttpSender({ allowLoopback: false, resolve: resolver, allowedPorts: [port] });

  it("every non-public address, literal or behind a name, and plain http", async () => {
    const sender = strict();
    const before = connections;
    for (const host of [...REFUSED_NAMES, ...REFUSED_LITERALS]) {
      const result = await sender.post(`https://${host}:${port}/hook`, {}, "{}");
      expect(result, host).toMatchObject({ kind: "refused", reason: "not_public_address" });
    }
    expect(await sender.post(`http://example.com/hook`, {}, "{}")).toMatchObject({ reason: "not_https" });
    expect(await sender.post(`https://user:pw@example.com/hook`, {}, "{}")).toMatchObject({ reason: "userinfo" });
    expect(connections).toBe(before);
  });

  it("a port other than 443 that WEBHOOK_ALLOWED_PORTS does not name, saying so in the log", async () => {
    const warnings = vi.spyOn(getLogger(), "warn");
    const before = connections;
    const sender = createHttpSender({ allowLoopback: false, resolve: resolver, allowedPorts: [8443] });
    for (const url of [`https://loopback.test:${port}/hook`, "https://93.184.215.14:5432/hook"])
      expect(await sender.post(url, {}, "{}"), url).toMatchObject({ kind: "refused", reason: "bad_port" });
    expect(connections).toBe(before);
    expect(warnings).toHaveBeenCalledWith(
      { host: "93.184.215.14:5432", reason: "bad_port" },
      expect.stringMatching(/port other than 443.*WEBHOOK_ALLOWED_PORTS/),
    );
    warnings.mockRestore();
  });

  it("keeps refusing the metadata address and non-loopback http when loopback receivers are allowed", async () => {
    const loopback = createHttpSender({ allowLoopback: true, resolve: resolver });
    for (const host of ["metadata.test", "private.test", "169.254.169.254", "[::ffff:169.254.169.254]"])
      expect(await loopback.post(`https://${host}/hook`, {}, "{}"), host).toMatchObject({ kind: "refused" });
    expect(await loopback.post(`http://mixed.test/hook`, {}, "{}")).toMatchObject({ kind: "refused" });
  });
});

describe("the webhook sender, to an allowed loopback receiver", () => {
  const sender = createHttpSender({ allowLoopback: true, resolve: resolver, timeoutMs: 500 });

  it("posts and reports the status and latency", async () => {
    const result = await sender.post(`http://loopback.test:${port}/hook`, { "content-type": "application/json" }, "{}");
    expect(result).toMatchObject({ kind: "response", status: 200, body: "ok" });
  });

  it("never follows a redirect, reads at most 4 KiB, gives up after the deadline, passes Retry-After on", async () => {
    expect(await sender.post(`http://127.0.0.1:${port}/moved`, {}, "{}")).toMatchObject({
      kind: "response",
      status: 302,
    });
    const big = await sender.post(`http://127.0.0.1:${port}/big`, {}, "{}");
    expect(big.kind === "response" && big.body.length).toBe(WEBHOOK_MAX_RESPONSE_BYTES);
    expect(await sender.post(`http://127.0.0.1:${port}/slow`, {}, "{}")).toMatchObject({
      kind: "unreachable",
      reason: "timeout",
    });
    expect(await sender.post(`http://127.0.0.1:${port}/busy`, {}, "{}")).toMatchObject({
      status: 429,
      retryAfter: "120",
    });
  });
});

describe("the address check when a subscription is made", () => {
  it("refuses a port other than 443 unless allowed, before looking the name up", async () => {
    const check = createAddressCheck({ allowLoopback: false, allowedPorts: [8443], resolve: resolver });
    expect(await check.check("https://unknown.test:5432/hook")).toBe("bad_port");
    expect(await check.check("https://unknown.test:8443/hook")).toBe(null);
  });

  it("refuses names whose addresses are not all public, accepts a name that does not resolve yet", async () => {
    const check = createAddressCheck({ allowLoopback: false, resolve: resolver });
    for (const host of [...REFUSED_NAMES, ...REFUSED_LITERALS])
      expect(await check.check(`https://${host}/hook`), host).toBe("not_public_address");
    expect(await check.check("https://unknown.test/hook")).toBe(null);
  });

  it("allows loopback only when asked, and then only loopback", async () => {
    const check = createAddressCheck({ allowLoopback: true, resolve: resolver });
    expect(await check.check(`http://localhost:${port}/hook`)).toBe(null);
    expect(await check.check("https://metadata.test/hook")).toBe("not_public_address");
    expect(await check.check("http://mixed.test/hook")).toBe("not_public_address");
  });
});
