import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createServerHooks } from "./server-hooks";
import { answerPageWith } from "./page-status";

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** A server like scripts/serve.mjs whose "page" asks for 429 while it renders, then writes its body. */
async function serve(render: (res: ServerResponse) => Promise<void>): Promise<string> {
  const hooks = createServerHooks({ routeTemplates: [], authUrl: "http://localhost:3000" });
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void hooks.observe(req, res, () => render(res));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => new Promise((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/auth/oauth2/interrupted`;
}

const busyPage = async (res: ServerResponse) => {
  await new Promise((resolve) => setTimeout(resolve, 5)); // the page awaits its data first
  answerPageWith(429, { "Retry-After": "60" });
  res.setHeader("content-type", "text/html");
  res.end("<h1>busy</h1>");
};

describe("a page's own status", () => {
  it("reaches the document's response, with its headers and no-store", async () => {
    const response = await fetch(await serve(busyPage));
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("60");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe("<h1>busy</h1>");
  });

  it("leaves the router's data requests (RSC) at 200", async () => {
    const response = await fetch(await serve(busyPage), { headers: { RSC: "1" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("retry-after")).toBeNull();
  });

  it("changes nothing once the response has started", async () => {
    const url = await serve(async (res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.write("<h1>");
      answerPageWith(503);
      res.end("late</h1>");
    });
    expect((await fetch(url)).status).toBe(200);
  });

  it("does nothing outside a request (no custom server: `next dev`, tests)", () => {
    expect(() => answerPageWith(400)).not.toThrow();
  });
});
