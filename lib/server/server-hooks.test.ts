import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createServerHooks } from "./server-hooks";

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** Serves every request through the hooks, as scripts/serve.mjs does, answering a JSON body. */
async function serve(authUrl: string): Promise<string> {
  const hooks = createServerHooks({ routeTemplates: ["/v2/me"], authUrl });
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void hooks.observe(req, res, async () => {
      res.setHeader("content-type", "application/json");
      res.end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => new Promise((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("server hooks", () => {
  it("send Strict-Transport-Security on every response, the API's included, when served over https", async () => {
    const base = await serve("https://auth.example.com");
    const response = await fetch(`${base}/v2/me`);
    expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(response.headers.get("x-request-id")).toBeTruthy();
  });

  it("send no Strict-Transport-Security over plain http", async () => {
    const base = await serve("http://localhost:3000");
    expect((await fetch(`${base}/v2/me`)).headers.get("strict-transport-security")).toBeNull();
  });
});
