// Against the production build (its router, its server): every answer under /v2 is the API's
// JSON envelope with CORS and no-store - unknown paths, paths Next.js cannot route (bad
// percent-encodings, dot and empty segments, trailing slashes), and methods an operation does not
// take. Requests go out raw (node:http), so nothing normalises the path on the way.
import { request } from "node:http";
import { expect, test } from "@playwright/test";
import { BASE } from "../playwright.config";
import { MALFORMED_API_PATHS, REQUEST_METHODS, WRONG_METHODS } from "../test/scheduling/malformed-api-paths";

function raw(method: string, path: string) {
  const { hostname, port } = new URL(BASE);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      const req = request({ hostname, port, method, path }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on("error", reject);
      req.end();
    },
  );
}

function expectEnvelope(
  answer: Awaited<ReturnType<typeof raw>>,
  method: string,
  status: number,
  code: string,
  label: string,
) {
  expect(answer.status, label).toBe(status);
  expect(answer.headers["access-control-allow-origin"], label).toBe("*");
  expect(answer.headers["cache-control"], label).toBe("no-store");
  expect(String(answer.headers["content-type"]), label).toMatch(/^application\/json/);
  expect(answer.headers["x-content-type-options"], label).toBe("nosniff");
  if (method !== "HEAD") expect(JSON.parse(answer.body), label).toMatchObject({ status: "error", error: { code } });
}

test("malformed and unknown /v2 paths answer the 404 envelope with CORS and no-store, for every method", async () => {
  for (const path of MALFORMED_API_PATHS)
    for (const method of REQUEST_METHODS)
      expectEnvelope(await raw(method, path), method, 404, "not_found", `${method} ${path}`);
});

test("a method the path does not take answers the 405 envelope naming the methods it takes", async () => {
  for (const { method, path, allow } of WRONG_METHODS) {
    const answer = await raw(method, path);
    expect(answer.headers.allow ?? null, `${method} ${path}`).toBe(allow);
    expectEnvelope(answer, method, 405, "method_not_allowed", `${method} ${path}`);
  }
});

test("well-formed API requests still reach their operations", async () => {
  expectEnvelope(await raw("GET", "/v2/me"), "GET", 401, "unauthorized", "GET /v2/me");
  expect((await raw("OPTIONS", "/v2/me")).status).toBe(204);
  const slots = await raw("GET", "/v2/slots?eventTypeId=demo-event-intro&start=0000-01-01T00:00:00Z&end=1e12");
  expectEnvelope(slots, "GET", 400, "invalid_request", "slots");
  expect(Object.keys((JSON.parse(slots.body) as { error: { fieldErrors: object } }).error.fieldErrors).sort()).toEqual([
    "end",
    "start",
  ]);
});
