import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer as createHttpsServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchLogo, LOGO_FETCH_DEFAULTS, type LogoFetchDeps } from "./logo-fetch";

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]);

// A logo host for the tests: https with a throw-away certificate for logo.test, on loopback. The
// tests that reach it widen the address rule to this one loopback address, explicitly.
let server: Server;
let port = 0;
let ca = "";
let connections = 0;
const dir = mkdtempSync(path.join(tmpdir(), "logo-test-"));

beforeAll(async () => {
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"],
      ...["-keyout", path.join(dir, "key.pem"), "-out", path.join(dir, "cert.pem")],
      ...["-subj", "/CN=logo.test", "-addext", "subjectAltName=DNS:logo.test"],
    ],
    { stdio: "ignore" },
  );
  ca = readFileSync(path.join(dir, "cert.pem"), "utf8");
  server = createHttpsServer({ key: readFileSync(path.join(dir, "key.pem")), cert: ca }, (req, res) => {
    const route = req.url ?? "";
    if (route === "/logo.png") return res.writeHead(200, { "content-type": "image/png" }).end(PNG);
    if (route === "/moved.png") return res.writeHead(302, { location: "https://logo.test/logo.png" }).end();
    if (route === "/logo.svg")
      return res.writeHead(200, { "content-type": "image/svg+xml" }).end("<svg onload='alert(1)'/>");
    if (route === "/html.png") return res.writeHead(200, { "content-type": "image/png" }).end("<html>hi</html>");
    if (route === "/big.png") {
      res.writeHead(200, { "content-type": "image/png" });
      res.write(PNG);
      return res.end(Buffer.alloc(300 * 1024));
    }
    if (route === "/slow.png") return void setTimeout(() => res.writeHead(200).end(PNG), 2_000);
    res.writeHead(404).end();
  });
  server.on("connection", () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** logo.test resolves to our loopback server, which these tests (only) allow. */
const toTestHost = (over: Partial<LogoFetchDeps> = {}): LogoFetchDeps => ({
  ...LOGO_FETCH_DEFAULTS,
  resolve: async () => [{ address: "127.0.0.1", family: 4 }],
  allowAddress: (address) => address === "127.0.0.1",
  connectPort: port,
  ca,
  ...over,
});

describe("fetchLogo refuses, before connecting anywhere", () => {
  it("anything but https on the default port, and URLs with credentials", async () => {
    for (const [url, refusal] of [
      ["http://logo.test/logo.png", "not_https"],
      ["ftp://logo.test/logo.png", "not_https"],
      ["https://logo.test:8443/logo.png", "bad_url"],
      ["https://user:pw@logo.test/logo.png", "bad_url"],
      ["not a url", "bad_url"],
    ] as const)
      expect(await fetchLogo(url, toTestHost()), url).toEqual({ ok: false, refusal });
  });

  it("loopback, private, link-local (metadata) and mapped addresses, written as literals", async () => {
    const before = connections;
    for (const url of [
      "https://127.0.0.1/logo.png",
      "https://[::1]/logo.png",
      "https://10.0.0.1/logo.png",
      "https://192.168.1.10/logo.png",
      "https://169.254.169.254/latest/meta-data",
      "https://[::ffff:127.0.0.1]/logo.png",
      "https://[fd00::1]/logo.png",
      "https://0.0.0.0/logo.png",
    ])
      expect(await fetchLogo(url), url).toEqual({ ok: false, refusal: "not_public_address" });
    expect(connections).toBe(before);
  });

  it("a host name whose addresses are not all public, after DNS resolution", async () => {
    const before = connections;
    // The server is reachable at that address; the default rule still refuses it.
    const privateName = toTestHost({ allowAddress: LOGO_FETCH_DEFAULTS.allowAddress });
    expect(await fetchLogo("https://logo.test/logo.png", privateName)).toEqual({
      ok: false,
      refusal: "not_public_address",
    });
    const mixed = toTestHost({
      resolve: async () => [
        { address: "93.184.215.14", family: 4 },
        { address: "127.0.0.1", family: 4 },
      ],
      allowAddress: LOGO_FETCH_DEFAULTS.allowAddress,
    });
    expect(await fetchLogo("https://logo.test/logo.png", mixed)).toMatchObject({ refusal: "not_public_address" });
    // Real DNS: localhost is loopback.
    expect(await fetchLogo("https://localhost/logo.png")).toMatchObject({ refusal: "not_public_address" });
    expect(connections).toBe(before);
  });

  it("a name that does not resolve", async () => {
    const failing = toTestHost({ resolve: () => Promise.reject(new Error("ENOTFOUND")) });
    expect(await fetchLogo("https://logo.test/logo.png", failing)).toEqual({ ok: false, refusal: "dns_failed" });
  });
});

describe("fetchLogo from an allowed address", () => {
  it("returns a raster image whose bytes match its type, connecting to the address it checked", async () => {
    let resolved = 0;
    const deps = toTestHost({
      resolve: async () => {
        resolved += 1;
        return [{ address: "127.0.0.1", family: 4 }];
      },
    });
    const result = await fetchLogo("https://logo.test/logo.png", deps);
    expect(result).toEqual({ ok: true, logo: { type: "image/png", bytes: PNG } });
    expect(resolved).toBe(1);
  });

  it("refuses redirects, SVG, bytes that are not the image they claim, large bodies and slow hosts", async () => {
    const deps = toTestHost({ timeoutMs: 500 });
    for (const [file, refusal] of [
      ["moved.png", "redirect"],
      ["logo.svg", "not_an_image"],
      ["html.png", "not_an_image"],
      ["big.png", "too_large"],
      ["slow.png", "timeout"],
      ["missing.png", "bad_status"],
    ] as const)
      expect(await fetchLogo(`https://logo.test/${file}`, deps), file).toEqual({ ok: false, refusal });
  });

  it("refuses a certificate that is not for the host", async () => {
    expect(await fetchLogo("https://other.test/logo.png", toTestHost())).toEqual({
      ok: false,
      refusal: "network_error",
    });
  });
});
