// The database being away is a 503 the client should retry; any other unexpected failure is a bug:
// a generic JSON 500, logged with the request id. For the API and for the OAuth endpoints alike.
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "@/lib/observability/logger";
import { requestContextStorage } from "@/lib/observability/request-context";
import { oauthErrorResponse } from "./oauth-responses";
import { apiFaultResponse } from "./unavailable-responses";

const lines: string[] = [];
(globalThis as { __oauthServiceLogger?: unknown }).__oauthServiceLogger = createLogger(
  new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  }),
  { LOG_LEVEL: "info" },
);
const lastLog = () => JSON.parse(lines.at(-1)!) as Record<string, unknown>;
const outage = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
const bug = () => new TypeError("cannot read properties of undefined (reading 'internal_detail')");
const inRequest = <T>(requestId: string, run: () => T): T => requestContextStorage().run({ requestId }, run);

describe("apiFaultResponse", () => {
  it("answers a database outage 503 temporarily_unavailable with Retry-After, CORS and no-store", async () => {
    const response = inRequest("req-outage", () => apiFaultResponse(outage(), "API GET /v2/me"));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(await response.json()).toMatchObject({ status: "error", error: { code: "temporarily_unavailable" } });
    expect(lastLog()).toMatchObject({ level: 40, requestId: "req-outage", where: "API GET /v2/me" });
  });

  it("answers a bug 500 server_error with a generic body and no Retry-After, and logs it with the request id", async () => {
    const response = inRequest("req-bug", () => apiFaultResponse(bug(), "API GET /v2/me"));
    expect(response.status).toBe(500);
    expect(response.headers.get("retry-after")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      status: "error",
      error: { code: "server_error", message: "the server could not handle the request" },
    });
    expect(text).not.toContain("internal_detail");
    const log = lastLog();
    expect(log).toMatchObject({ level: 50, requestId: "req-bug", where: "API GET /v2/me", err: { type: "TypeError" } });
    expect(String((log.err as { message: string }).message)).toContain("internal_detail");
  });
});

describe("oauthErrorResponse for failures that are not OAuth errors", () => {
  it("answers a database outage 503 temporarily_unavailable (RFC 6749 s5.2 body) with Retry-After", async () => {
    const response = inRequest("req-oauth-outage", () => oauthErrorResponse(outage()));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toMatchObject({ error: "temporarily_unavailable" });
    expect(lastLog()).toMatchObject({ level: 40, requestId: "req-oauth-outage" });
  });

  it("answers a bug 500 server_error without internals, and logs it with the request id", async () => {
    const response = inRequest("req-oauth-bug", () => oauthErrorResponse(bug()));
    expect(response.status).toBe(500);
    expect(response.headers.get("retry-after")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ error: "server_error" });
    expect(text).not.toContain("internal_detail");
    expect(lastLog()).toMatchObject({ level: 50, requestId: "req-oauth-bug", err: { type: "TypeError" } });
  });
});
