import { describe, expect, it } from "vitest";
import { PLACEHOLDER_VALUES } from "./example-values";
import { exampleValue, operationExample } from "./reference-examples";

const COMPONENTS = {
  Booking: {
    type: "object",
    properties: {
      id: { type: "string" },
      start: { type: "string", format: "date-time" },
      status: { type: "string", enum: ["ACCEPTED", "CANCELLED"] },
      attendeeEmail: { type: ["string", "null"] },
    },
  },
};

describe("exampleValue", () => {
  it("fills a schema by type, format, enum and field name, resolving references", () => {
    expect(exampleValue({ $ref: "#/components/schemas/Booking" }, COMPONENTS)).toEqual({
      id: "id_123",
      start: "2026-01-15T09:00:00Z",
      status: "ACCEPTED",
      attendeeEmail: "user@example.com",
    });
  });

  it("keeps only required fields for a request, and stops at a self-referencing schema", () => {
    const body = {
      type: "object",
      properties: { a: { type: "integer", minimum: 5 }, b: { type: "boolean" } },
      required: ["a"],
    };
    expect(exampleValue(body, {}, { requiredOnly: true })).toEqual({ a: 5 });
    expect(() =>
      exampleValue({ $ref: "#/components/schemas/Loop" }, { Loop: { $ref: "#/components/schemas/Loop" } }),
    ).not.toThrow();
  });
});

const secured = (serverUrl: string) => ({ serverUrl, auth: "bearer" as const });

describe("operationExample", () => {
  it("writes a curl request with the token and body, the success answer and a 401 for a guarded operation", () => {
    const example = operationExample(
      {
        method: "POST",
        path: "/v2/teams/{teamId}/bookings",
        ...secured("https://api.example.com"),
        parameters: [],
        body: { type: "object", properties: { note: { type: "string" } }, required: ["note"] },
        responses: { "201": { content: { "application/json": { schema: { $ref: "#/components/schemas/Booking" } } } } },
      },
      { components: COMPONENTS },
    );
    expect(example.request.curl).toBe(
      [
        "curl -X POST 'https://api.example.com/v2/teams/team_123/bookings'",
        '-H "Authorization: Bearer $ACCESS_TOKEN"',
        '-H "Content-Type: application/json"',
        `-d '{"note":"note"}'`,
      ].join(" \\\n  "),
    );
    expect(example.success.status).toBe(201);
    expect(JSON.parse(example.success.body!)).toMatchObject({ status: "ACCEPTED" });
    expect(example.error?.status).toBe(401);
    expect(JSON.parse(example.error!.body)).toEqual({
      status: "error",
      error: { code: "invalid_token", message: "the access token has expired" },
    });
  });

  it("writes the same request with fetch and with requests, the token from the environment", () => {
    const { request } = operationExample(
      {
        method: "POST",
        path: "/v2/teams/{teamId}/bookings",
        ...secured("https://api.example.com"),
        parameters: [],
        body: {
          type: "object",
          properties: { note: { type: "string" }, n: { type: "integer" } },
          required: ["note", "n"],
        },
        responses: { "201": { content: { "application/json": { schema: { type: "object" } } } } },
      },
      { components: {}, values: { client: PLACEHOLDER_VALUES.client, byName: { teamId: "demo-team" } } },
    );
    expect(
      request.javascript,
    ).toBe(`const response = await fetch("https://api.example.com/v2/teams/demo-team/bookings", {
  method: "POST",
  headers: {
    Authorization: \`Bearer \${process.env.ACCESS_TOKEN}\`,
    "Content-Type": "application/json",
  },
  body: JSON.stringify({
    note: "note",
    n: 1,
  }),
});
console.log(response.status, await response.json());`);
    expect(request.python).toBe(`import os
import requests

response = requests.post(
    "https://api.example.com/v2/teams/demo-team/bookings",
    headers={"Authorization": f"Bearer {os.environ['ACCESS_TOKEN']}"},
    json={
        "note": "note",
        "n": 1,
    },
)
print(response.status_code, response.json())`);
  });

  it("gives a public operation with input a 400 naming a required field, and quotes shell-unsafe values", () => {
    const example = operationExample(
      {
        method: "GET",
        path: "/v2/slots",
        serverUrl: "http://localhost:3000",
        auth: "none",
        parameters: [{ name: "start", in: "query", required: true, schema: { type: "string", format: "date-time" } }],
        body: undefined,
        responses: { "200": {}, "400": {} },
      },
      { components: {} },
    );
    expect(example.request.curl).toBe("curl 'http://localhost:3000/v2/slots?start=2026-01-15T09%3A00%3A00Z'");
    expect(example.request.python).toBe(
      'import requests\n\nresponse = requests.get("http://localhost:3000/v2/slots?start=2026-01-15T09%3A00%3A00Z")\nprint(response.status_code)',
    );
    expect(example.success).toEqual({ status: 200, body: null });
    expect(JSON.parse(example.error!.body).error).toEqual({
      code: "invalid_request",
      message: "the query parameters are invalid",
      fieldErrors: { start: ["Invalid input"] },
    });
  });

  it("sends a form per grant with HTTP Basic, and leads with the client libraries for an OAuth step", () => {
    const grant = (value: string, field: string) => ({
      type: "object",
      properties: {
        grant_type: { type: "string", const: value },
        [field]: { type: "string" },
        client_id: { type: "string" },
      },
      required: ["grant_type", field],
    });
    const example = operationExample(
      {
        method: "POST",
        path: "/v2/auth/oauth2/token",
        serverUrl: "http://localhost:3000",
        auth: "client",
        parameters: [],
        body: { oneOf: [grant("authorization_code", "code"), grant("refresh_token", "refresh_token")] },
        bodyType: "form",
        responses: { "200": { content: { "application/json": { schema: { type: "object" } } } }, "401": {} },
        steps: ["exchange", "refresh"],
      },
      { components: {}, values: PLACEHOLDER_VALUES, issuer: "http://localhost:3000" },
    );
    expect(example.request.curl).toBe(
      [
        "# grant_type=authorization_code",
        "curl -X POST 'http://localhost:3000/v2/auth/oauth2/token' \\",
        "  -u 'YOUR_CLIENT_ID:YOUR_CLIENT_SECRET' \\",
        "  -d grant_type=authorization_code \\",
        "  -d code=PASTE_CODE",
        "",
        "# grant_type=refresh_token",
        "curl -X POST 'http://localhost:3000/v2/auth/oauth2/token' \\",
        "  -u 'YOUR_CLIENT_ID:YOUR_CLIENT_SECRET' \\",
        "  -d grant_type=refresh_token \\",
        "  -d refresh_token=PASTE_REFRESH_TOKEN",
      ].join("\n"),
    );
    expect(example.request.javascript).toMatch(/^import \* as client from "openid-client";/);
    expect(example.request.javascript).toContain("client.authorizationCodeGrant(config, callbackUrl");
    expect(example.request.javascript).toContain("client.refreshTokenGrant(config, tokens.refresh_token)");
    expect(example.request.javascript).toContain("client.allowInsecureRequests");
    expect(example.request.javascript).toContain("body: new URLSearchParams({");
    expect(example.request.python).toMatch(/from authlib\.integrations\.requests_client import OAuth2Session/);
    expect(example.request.python).toContain('client.fetch_token(\n    "http://localhost:3000/v2/auth/oauth2/token"');
    expect(example.request.python).toContain('auth=("YOUR_CLIENT_ID", "YOUR_CLIENT_SECRET")');
    expect(example.error).toEqual({
      status: 401,
      body: JSON.stringify({ error: "invalid_client", error_description: "client authentication failed" }, null, 2),
    });
  });

  it("sends a browser to an authorization URL with the client's redirect URI, scope and state", () => {
    const text = (description: string) => ({ type: "string", description });
    const example = operationExample(
      {
        method: "GET",
        path: "/auth/oauth2/authorize",
        serverUrl: "http://localhost:3000",
        auth: "none",
        parameters: ["client_id", "redirect_uri", "scope", "state", "nonce"].map((name) => ({
          name,
          in: "query",
          required: name === "client_id",
          schema: text(name),
        })),
        body: undefined,
        responses: { "200": {}, "303": {} },
        steps: ["authorize"],
      },
      { components: {}, values: PLACEHOLDER_VALUES, issuer: "http://localhost:3000" },
    );
    const url =
      "http://localhost:3000/auth/oauth2/authorize?client_id=YOUR_CLIENT_ID&redirect_uri=https%3A%2F%2Fapp.example.com%2Fcallback&scope=openid%20PROFILE_READ&state=abc123";
    expect(example.request.curl).toContain(`curl -i '${url}'`);
    expect(example.request.javascript).toContain("client.buildAuthorizationUrl(config");
    expect(example.request.javascript).toContain(`window.location.assign("${url}")`);
    expect(example.request.python).toContain("client.create_authorization_url(");
    expect(example.success).toEqual({
      status: 303,
      body: "Location: https://app.example.com/callback?code=…&state=abc123&iss=http%3A%2F%2Flocalhost%3A3000",
    });
    expect(example.error).toBeNull();
  });
});
