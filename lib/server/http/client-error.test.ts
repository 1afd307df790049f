// What Node's HTTP parser refuses before any handler runs, through the hooks' clientError listener
// on a real server (as scripts/serve.mjs installs it): under /v2 the API's envelope with CORS,
// elsewhere Node's bare answer. Each request is written at once, so the refused bytes the listener
// reads begin with its request line.
import { createServer, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServerHooks } from "./server-hooks";

let server: Server;
let port = 0;
const reached: string[] = [];

beforeAll(async () => {
  const hooks = createServerHooks({ routeTemplates: [], authUrl: "https://auth.example.com" });
  server = createServer((req, res) => {
    reached.push(req.url ?? "");
    res.end("{}");
  });
  server.on("clientError", hooks.clientError);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Sends `raw` in one write and reads the answer until the server closes the connection. */
function exchange(raw: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, "127.0.0.1", () => socket.write(raw));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [head = "", body = ""] = text.split("\r\n\r\n", 2);
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body });
    });
  });
}

const LONG = "a".repeat(20_000);

describe("a request Node's parser refuses", () => {
  it("answers an over-long URL under /v2 with 414 in the API's envelope, with CORS and no-store", async () => {
    const answer = await exchange(`GET /v2/me?q=${LONG} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer.status).toBe(414);
    expect(answer.headers).toMatchObject({
      "content-type": "application/json",
      "access-control-allow-origin": "*",
      "cache-control": "no-store",
      "strict-transport-security": expect.stringMatching(/^max-age=/),
      connection: "close",
    });
    expect(JSON.parse(answer.body)).toEqual({
      status: "error",
      error: { code: "uri_too_long", message: expect.any(String) },
    });
    expect(Number(answer.headers["content-length"])).toBe(Buffer.byteLength(answer.body));
    expect(reached).toEqual([]);
  });

  it("answers an over-long header section under /v2 with 431 in the envelope, and a path /v2 itself too", async () => {
    const headers = await exchange(`POST /v2/auth/oauth2/token HTTP/1.1\r\nHost: x\r\nX-Pad: ${LONG}\r\n\r\n`);
    expect(headers.status).toBe(431);
    expect(JSON.parse(headers.body)).toMatchObject({ status: "error", error: { code: "headers_too_large" } });
    expect(headers.headers["access-control-allow-origin"]).toBe("*");
    const root = await exchange(`GET /v2?${LONG} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(root.status).toBe(414);
    expect(JSON.parse(root.body)).toMatchObject({ error: { code: "uri_too_long" } });
  });

  it("answers a malformed request under /v2 with 400 in the envelope", async () => {
    const answer = await exchange("GET /v2/me HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n");
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ status: "error", error: { code: "bad_request" } });
  });

  it("answers a HEAD under /v2 without a body", async () => {
    const answer = await exchange(`HEAD /v2/me?q=${LONG} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer.status).toBe(414);
    expect(answer.headers["content-length"]).toBe("0");
    expect(answer.body).toBe("");
  });

  it("keeps Node's bare answer outside /v2", async () => {
    for (const path of [`/settings?q=${LONG}`, `/v2x?${LONG}`, `/api/v2/${LONG}`]) {
      const answer = await exchange(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
      expect(answer.status, path.slice(0, 12)).toBe(431);
      expect(answer.headers, path.slice(0, 12)).toEqual({ connection: "close" });
      expect(answer.body).toBe("");
    }
  });
});
