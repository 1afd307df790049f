import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./database-unavailable";

const prismaError = (code: string, cause: Record<string, unknown>) =>
  Object.assign(new Error("Invalid invocation"), {
    name: "PrismaClientKnownRequestError",
    code,
    meta: { driverAdapterError: { name: "DriverAdapterError", cause } },
  });

describe("isDatabaseUnavailable", () => {
  it.each([
    [
      "Prisma: server not reachable",
      prismaError("P1001", { kind: "DatabaseNotReachable", host: "127.0.0.1", port: 5432 }),
    ],
    [
      "Prisma: server shutting down (57P01)",
      prismaError("P2039", { kind: "postgres", code: "57P01", originalCode: "57P01" }),
    ],
    ["Prisma: statement timeout (57014)", prismaError("P2039", { kind: "postgres", code: "57014" })],
    ["Prisma: connection closed", prismaError("P2039", { kind: "ConnectionClosed" })],
    ["pg pool: connect timeout", new Error("timeout exceeded when trying to connect")],
    ["pg: query timeout", new Error("Query read timeout")],
    ["pg: connection terminated", new Error("Connection terminated unexpectedly")],
    ["socket: refused", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })],
    ["SQLSTATE class 08", Object.assign(new Error("connection failure"), { code: "08006" })],
    ["wrapped in a cause", new Error("boot failed", { cause: Object.assign(new Error("x"), { code: "ECONNRESET" }) })],
    ["an AggregateError of refusals", new AggregateError([Object.assign(new Error("x"), { code: "ECONNREFUSED" })])],
  ])("recognises %s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", prismaError("P2002", { kind: "UniqueConstraintViolation" })],
    ["a plain bug", new TypeError("cannot read properties of undefined")],
    ["a syntax error", Object.assign(new Error("syntax error"), { code: "42601" })],
    ["not an error", "ECONNREFUSED"],
    ["null", null],
  ])("does not mistake %s for an outage", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
