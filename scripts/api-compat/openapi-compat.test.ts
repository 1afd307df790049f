// The released-contract check fails on each kind of break, made deliberately on a copy of the
// released document, prints what broke, lets additions through, and allows a break only where the
// released document declared it and the sunset has come.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type OpenApiDocument, breakingChanges, describeBreaks } from "./openapi-compat";

const RELEASED = JSON.parse(readFileSync("docs/openapi/released.json", "utf8")) as OpenApiDocument;
const TODAY = "2026-11-28";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixtures: a copy of the released document, edited freely
type Json = Record<string, any>;
const copy = (): Json => structuredClone(RELEASED) as Json;
const breaksOf = (current: Json, released: Json = RELEASED, today = TODAY) =>
  breakingChanges(released as OpenApiDocument, current as OpenApiDocument, today);

describe("breakingChanges", () => {
  it("finds nothing between the released document and itself", () => {
    expect(breaksOf(copy())).toEqual([]);
  });

  it("lets additions through: a new operation, an optional input, an output field, an enum value", () => {
    const doc = copy();
    doc.paths["/v2/new-thing"] = { get: structuredClone(doc.paths["/v2/me"].get) };
    doc.paths["/v2/me"].get.parameters = [{ name: "expand", in: "query", required: false, schema: { type: "string" } }];
    doc.components.schemas.Profile.properties.avatarUrl = { type: "string" };
    doc.paths["/v2/bookings"].get.parameters.find((p: Json) => p.name === "status").schema.enum.push("EXPIRED");
    expect(breaksOf(doc)).toEqual([]);
  });

  it("fails on a removed operation", () => {
    const doc = copy();
    delete doc.paths["/v2/me"].get;
    expect(breaksOf(doc)).toEqual([{ kind: "removed_operation", where: "GET /v2/me", detail: "removed" }]);
  });

  it("fails on a new required input: a query parameter, a body field, an optional one made required", () => {
    const doc = copy();
    doc.paths["/v2/me"].get.parameters = [{ name: "fields", in: "query", required: true, schema: { type: "string" } }];
    const body = doc.paths["/v2/me"].patch.requestBody.content["application/json"].schema;
    body.required = ["name"];
    body.properties.reason = { type: "string" };
    body.required.push("reason");
    expect(breaksOf(doc)).toEqual([
      { kind: "new_required_input", where: "GET /v2/me query.fields", detail: "new and required" },
      { kind: "new_required_input", where: "PATCH /v2/me body.name", detail: "now required" },
      { kind: "new_required_input", where: "PATCH /v2/me body.reason", detail: "new and required" },
    ]);
  });

  it("fails on a removed or retyped output field, wherever the schema is used", () => {
    const doc = copy();
    delete doc.components.schemas.Profile.properties.timeZone;
    doc.components.schemas.Profile.properties.email = { type: "integer" };
    const breaks = breaksOf(doc);
    expect(breaks).toContainEqual({
      kind: "removed_output_field",
      where: "GET /v2/me 200 data.timeZone",
      detail: "removed",
    });
    expect(breaks).toContainEqual({
      kind: "retyped_output_field",
      where: "PATCH /v2/me 200 data.email",
      detail: "was string, is integer",
    });
  });

  it("fails on a narrowed enum, and prints one line per break", () => {
    const doc = copy();
    const status = doc.paths["/v2/bookings"].get.parameters.find((p: Json) => p.name === "status").schema;
    status.enum = status.enum.filter((v: string) => v !== "REJECTED");
    const breaks = breaksOf(doc);
    expect(breaks).toEqual([
      { kind: "narrowed_enum", where: "GET /v2/bookings query.status", detail: 'no longer takes "REJECTED"' },
    ]);
    expect(describeBreaks(breaks)).toBe('  narrowed_enum: GET /v2/bookings query.status - no longer takes "REJECTED"');
  });

  it("allows removing an operation the released document deprecated, once its sunset has come", () => {
    const released = copy();
    released.paths["/v2/me"].get["x-deprecation"] = {
      since: "2026-01-01",
      sunset: "2026-07-01",
      changeNote: "/docs/changes/me",
    };
    const doc = copy();
    delete doc.paths["/v2/me"].get;
    expect(breaksOf(doc, released)).toEqual([]);
    expect(breaksOf(doc, released, "2026-06-30")).toEqual([
      { kind: "removed_operation", where: "GET /v2/me", detail: "removed before its sunset (2026-07-01)" },
    ]);
  });

  it("allows removing only the fields a released deprecation named, once its sunset has come", () => {
    const released = copy();
    released.paths["/v2/me"].get["x-deprecation"] = {
      since: "2026-01-01",
      sunset: "2026-07-01",
      changeNote: "/docs/changes/me-time-zone",
      fields: ["data.timeZone"],
    };
    const doc = copy();
    delete doc.components.schemas.Profile.properties.timeZone;
    const breaks = breaksOf(doc, released).map((b) => b.where);
    expect(breaks).not.toContain("GET /v2/me 200 data.timeZone");
    // Undeclared elsewhere: PATCH /v2/me answers the same Profile.
    expect(breaks).toContain("PATCH /v2/me 200 data.timeZone");
  });
});
