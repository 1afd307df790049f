import { describe, expect, it } from "vitest";
import { isDatabaseTimeout, isDatabaseUnavailable } from "./database-unavailable";

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

describe("isDatabaseTimeout", () => {
  it.each([
    ["Prisma: statement timeout (57014)", prismaError("P2039", { kind: "postgres", code: "57014" })],
    ["Prisma: lock timeout (55P03)", prismaError("P2039", { kind: "postgres", code: "55P03" })],
    ["Prisma: pool timeout", prismaError("P2024", {})],
    ["Prisma: socket timeout", prismaError("P2039", { kind: "SocketTimeout" })],
    [
      "pg: statement timeout",
      Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" }),
    ],
    ["pg pool: connect timeout", new Error("timeout exceeded when trying to connect")],
    ["pg: query timeout", new Error("Query read timeout")],
    [
      "wrapped in a cause",
      new Error("Migration x failed", { cause: Object.assign(new Error("x"), { code: "57014" }) }),
    ],
  ])("recognises %s", (_, error) => {
    expect(isDatabaseTimeout(error)).toBe(true);
  });

  it.each([
    ["a refused connection", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })],
    ["a wrong password", Object.assign(new Error("password authentication failed"), { code: "28P01" })],
    ["a missing database", Object.assign(new Error('database "x" does not exist'), { code: "3D000" })],
    ["a plain bug", new TypeError("cannot read properties of undefined")],
    ["null", null],
  ])("does not mistake %s for a timeout", (_, error) => {
    expect(isDatabaseTimeout(error)).toBe(false);
  });
});
