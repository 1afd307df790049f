import { describe, expect, it } from "vitest";
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
      attendeeEmail: "ada@example.com",
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

describe("operationExample", () => {
  it("writes a curl request with the token and body, the success answer and a 401 for a guarded operation", () => {
    const example = operationExample(
      {
        method: "POST",
        path: "/v2/teams/{teamId}/bookings",
        secured: true,
        parameters: [],
        body: { type: "object", properties: { note: { type: "string" } }, required: ["note"] },
        responses: { "201": { content: { "application/json": { schema: { $ref: "#/components/schemas/Booking" } } } } },
      },
      "https://api.example.com",
      COMPONENTS,
    );
    expect(example.curl).toBe(
      [
        "curl -X POST 'https://api.example.com/v2/teams/team_123/bookings'",
        '-H "Authorization: Bearer $ACCESS_TOKEN"',
        '-H "Content-Type: application/json"',
        `-d '{"note":"note"}'`,
      ].join(" \\\n  "),
    );
    expect(example.success.status).toBe(201);
    expect(JSON.parse(example.success.body!)).toMatchObject({ status: "ACCEPTED" });
    expect(example.error.status).toBe(401);
    expect(JSON.parse(example.error.body)).toEqual({
      status: "error",
      error: { code: "invalid_token", message: "the access token has expired" },
    });
  });

  it("gives a public operation with input a 400 naming a required field, and quotes shell-unsafe values", () => {
    const example = operationExample(
      {
        method: "GET",
        path: "/v2/slots",
        secured: false,
        parameters: [{ name: "start", in: "query", required: true, schema: { type: "string", format: "date-time" } }],
        body: undefined,
        responses: { "200": {}, "400": {} },
      },
      "http://localhost:3000",
      {},
    );
    expect(example.curl).toBe("curl 'http://localhost:3000/v2/slots?start=2026-01-15T09%3A00%3A00Z'");
    expect(example.success).toEqual({ status: 200, body: null });
    expect(JSON.parse(example.error.body).error).toEqual({
      code: "invalid_request",
      message: "the query parameters are invalid",
      fieldErrors: { start: ["Invalid input"] },
    });
  });
});
