// The policy table covers every API route and every scope, and the guard fails closed.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { API_ROUTES } from "@/app/v2/api-routes";
import { SCOPES, type Scope } from "@/lib/oauth/scope-catalogue";
import { describePolicyChanges, policyChanges } from "@/lib/scheduling/api-policy-changes";
import { API_POLICY } from "@/lib/scheduling/api-policy-rows";
import { MAX_SLOTS_PER_QUERY } from "@/lib/scheduling/slots";
import { HTTP_METHODS, buildPolicyTable, findPolicyRow } from "@/lib/server/api/policy";
import { apiOpenApiDocument } from "@/lib/server/api/openapi";
import { protectedResource } from "@/lib/server/api-guard/protected-resource";

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    // The OAuth endpoints, and the catch-all that answers every path no operation serves.
    if (statSync(full).isDirectory())
      return full.endsWith(path.join("app", "v2", "auth")) || name === "[[...path]]" ? [] : routeFiles(full);
    return name === "route.ts" ? [full] : [];
  });
}

const table = buildPolicyTable(API_ROUTES);

describe("the API policy table", () => {
  it("lists every route file under app/v2 (except the OAuth endpoints) at the path its folders name", () => {
    const onDisk = routeFiles(path.resolve("app/v2"))
      .map((f) =>
        `/${path.relative(path.resolve("app"), path.dirname(f)).split(path.sep).join("/")}`.replace(
          /\[(\w+)\]/g,
          "{$1}",
        ),
      )
      .sort();
    expect(API_ROUTES.map((r) => r.path).sort()).toEqual(onDisk);
  });

  it("has a row for each exported method, every one of them guarded, and nothing else exported", () => {
    expect(table.unguarded).toEqual([]);
    for (const { path: p, module } of API_ROUTES) {
      const exported = Object.keys(module).filter((k) => k !== "OPTIONS");
      expect(
        exported.every((k) => (HTTP_METHODS as readonly string[]).includes(k)),
        p,
      ).toBe(true);
      for (const method of exported)
        expect(
          table.rows.some((r) => r.path === p && r.method === method),
          `${method} ${p}`,
        ).toBe(true);
    }
  });

  it("is the table of lib/scheduling/api-policy-rows.ts, row for row: every route declares its row's scope", () => {
    const report = describePolicyChanges(policyChanges(API_POLICY, table.rows));
    if (report !== "") expect.fail(report);
    const declared = table.rows.map((r) => `${r.method} ${r.path} ${r.scope}`).sort();
    expect(API_POLICY.map((r) => `${r.method} ${r.path} ${r.scope}`).sort()).toEqual(declared);
    // openid reaches no API operation: it asks for an ID token and UserInfo.
    expect(SCOPES.filter((s) => !API_POLICY.some((r) => r.scope === s))).toEqual(["openid"]);
  });

  it("guards at least one operation with each of the 46 API scopes (openid guards none)", () => {
    const used = new Set(table.rows.map((r) => r.scope));
    expect(SCOPES.filter((s) => !used.has(s))).toEqual(["openid"]);
    expect(SCOPES).toHaveLength(47);
  });

  it("makes exactly the booking operations, slots and the API document public", () => {
    expect(
      table.rows
        .filter((r) => r.scope === "public")
        .map((r) => `${r.method} ${r.path}`)
        .sort(),
    ).toEqual([
      "GET /v2/openapi.json",
      "GET /v2/slots",
      "POST /v2/bookings",
      "POST /v2/bookings/{bookingUid}/cancel",
      "POST /v2/bookings/{bookingUid}/reschedule",
    ]);
  });

  it("lets only BOOKING_WRITE family scopes cancel as a host; the attendee's cancel stays public", () => {
    const cancels = table.rows
      .filter((r) => r.method === "POST" && /\/bookings\/\{bookingUid\}\/cancel/.test(r.path))
      .map((r) => `${r.path} ${r.scope}`)
      .sort();
    expect(cancels).toEqual([
      "/v2/bookings/{bookingUid}/cancel public",
      "/v2/bookings/{bookingUid}/cancel-as-host BOOKING_WRITE",
      "/v2/organizations/{orgId}/bookings/{bookingUid}/cancel ORG_BOOKING_WRITE",
      "/v2/teams/{teamId}/bookings/{bookingUid}/cancel TEAM_BOOKING_WRITE",
    ]);
    expect(findPolicyRow(table.rows, "POST", "/v2/bookings/b1/cancel-as-host")?.scope).toBe("BOOKING_WRITE");
    expect(findPolicyRow(table.rows, "POST", "/v2/bookings/b1/cancel")?.scope).toBe("public");
  });

  it("finds the row of a concrete path, and none for an operation not in the table", () => {
    expect(findPolicyRow(table.rows, "GET", "/v2/teams/t1/bookings")?.scope).toBe("TEAM_BOOKING_READ");
    expect(findPolicyRow(table.rows, "GET", "/v2/organizations/o1/teams/t1/bookings")?.scope).toBe("TEAM_BOOKING_READ");
    expect(findPolicyRow(table.rows, "PUT", "/v2/me")).toBeNull();
    expect(findPolicyRow(table.rows, "GET", "/v2/teams//bookings")).toBeNull();
  });
});

describe("the guard", () => {
  it("refuses an operation missing from the policy table even with a valid declaration", async () => {
    const unregistered = protectedResource({ scope: "BOOKING_READ", summary: "not registered" }, async () =>
      Response.json({ reached: true }),
    );
    const response = await unregistered(
      new Request("http://localhost:3000/v2/bookings-export", { headers: { authorization: "Bearer abc.def.ghi" } }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      error: { code: "insufficient_scope", message: "this operation is not in the API policy" },
    });
    // RFC 6750 s3: a 403 for scope carries its Bearer challenge like every other one.
    expect(response.headers.get("www-authenticate")).toBe(
      'Bearer resource_metadata="http://localhost:3000/.well-known/oauth-protected-resource/v2", error="insufficient_scope", error_description="this operation is not in the API policy"',
    );
    // The same declaration at a path whose row requires another scope is refused too.
    const wrongScope = await unregistered(new Request("http://localhost:3000/v2/me"));
    expect(wrongScope.status).toBe(403);
  });

  it("refuses an operation declared without a known scope (fail closed), with no token and with one", async () => {
    const handler = protectedResource({ scope: "BOOKINGS_EVERYTHING" as Scope, summary: "misdeclared" }, async () =>
      Response.json({ reached: true }),
    );
    for (const headers of [new Headers(), new Headers({ authorization: "Bearer abc.def.ghi" })]) {
      const response = await handler(new Request("http://localhost:3000/v2/x", { headers }));
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ status: "error", error: { code: "insufficient_scope" } });
      expect(response.headers.get("www-authenticate")).toMatch(
        /^Bearer resource_metadata="[^"]+", error="insufficient_scope"/,
      );
    }
  });
});

describe("the OpenAPI document", () => {
  const doc = apiOpenApiDocument(API_ROUTES) as unknown as {
    openapi: string;
    paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
    components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
    webhooks: Record<string, { post: { requestBody: { content: Record<string, { schema: unknown }> } } }>;
  };

  it("is OpenAPI 3.1 with an operation per row, each naming its scope as an OAuth2 requirement", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.components.securitySchemes.oauth2).toMatchObject({ type: "oauth2" });
    for (const row of table.rows) {
      const op = doc.paths[row.path]?.[row.method.toLowerCase()];
      expect(op, `${row.method} ${row.path}`).toBeDefined();
      if (row.scope === "public") expect(op!.security).toEqual([]);
      else expect(op!.security?.[0]).toEqual({ oauth2: [row.scope] });
    }
    expect(doc.paths["/v2/teams/{teamId}/bookings"]?.get?.security).toEqual([
      { oauth2: ["TEAM_BOOKING_READ"] },
      { oauth2: ["ORG_BOOKING_READ"] },
    ]);
  });

  it("documents every webhook trigger's payload in the 3.1 webhooks section", () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual(
      ["BOOKING_CANCELLED", "BOOKING_CONFIRMED", "BOOKING_CREATED", "BOOKING_REJECTED", "BOOKING_RESCHEDULED"].sort(),
    );
    const body = JSON.stringify(doc.webhooks.BOOKING_CREATED!.post.requestBody.content["application/json"]!.schema);
    for (const field of ["triggerEvent", "createdAt", "payload", "#/components/schemas/Booking"])
      expect(body).toContain(field);
    const booking = JSON.stringify(doc.components.schemas.Booking);
    expect(booking).toContain('"uid"');
    expect(booking).not.toContain("attendeeSecret");
  });

  it("documents the 429 of the operations limited per address, and only theirs", () => {
    const responses = (path: string, method: string) =>
      Object.keys((doc.paths[path]?.[method] as { responses?: object } | undefined)?.responses ?? {});
    for (const path of ["/v2/bookings", "/v2/bookings/{bookingUid}/cancel", "/v2/bookings/{bookingUid}/reschedule"])
      expect(responses(path, "post")).toContain("429");
    expect(responses("/v2/slots", "get")).toContain("429");
    // The most slots one query answers is part of the slot operation's documentation.
    expect((doc.paths["/v2/slots"]?.get as { summary?: string }).summary).toContain(`${MAX_SLOTS_PER_QUERY} slots`);
    expect(responses("/v2/openapi.json", "get")).not.toContain("429");
  });
});
