// Tells "the database cannot be reached right now" apart from every other failure, so the edge can
// answer 503 + Retry-After (the client should try again) instead of a 500 (a bug). Duck-typed on
// purpose: this layer may not import Prisma. It recognises Prisma's connection errors, the driver
// adapter's error kinds, node-postgres pool and socket errors, and PostgreSQL's SQLSTATEs for a
// lost connection, a server shutting down or starting, too many connections and a statement timeout.
// Start-up asks the narrower question (a timeout: try again) to tell a busy database from a wrong one.

/** Prisma: cannot reach, timed out, server closed the connection, pool timeout. */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
/** Driver adapter error kinds (@prisma/driver-adapter-utils). */
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
/** Node socket errors. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
/** SQLSTATE: statement timeout, admin/crash shutdown, cannot connect now, too many connections. */
const SQLSTATES = new Set(["57014", "57P01", "57P02", "57P03", "53300", "53000"]);
/** node-postgres and the adapters say these in words only. */
const MESSAGES =
  /timeout exceeded when trying to connect|connection terminated|connection timeout|query read timeout|can't reach database server|server closed the connection|client has encountered a connection error|statement timeout|transaction already closed/i;

/** The same, narrowed to "the database took too long": a timeout, not a refusal. */
const TIMEOUT_PRISMA_CODES = new Set(["P1008", "P2024"]);
const TIMEOUT_SQLSTATES = new Set(["57014", "55P03"]);
const TIMEOUT_MESSAGES =
  /timeout exceeded when trying to connect|connection timeout|query read timeout|statement timeout|lock timeout/i;

const MAX_DEPTH = 6;

type ErrorFields = { code?: unknown; originalCode?: unknown; kind?: unknown; message?: unknown };

/** Walks an error, its driver adapter error, its causes and an AggregateError's errors. */
function anyLayer(value: unknown, depth: number, recognise: (e: ErrorFields) => boolean): boolean {
  if (depth > MAX_DEPTH || value === null || typeof value !== "object") return false;
  const e = value as ErrorFields & { cause?: unknown; meta?: unknown };
  if (recognise(e)) return true;
  const meta = e.meta as { driverAdapterError?: unknown } | undefined;
  if (anyLayer(meta?.driverAdapterError, depth + 1, recognise)) return true;
  if (value instanceof AggregateError && value.errors.some((inner) => anyLayer(inner, depth + 1, recognise)))
    return true;
  return anyLayer(e.cause, depth + 1, recognise);
}

function unavailable(e: ErrorFields): boolean {
  for (const code of [e.code, e.originalCode]) {
    if (
      typeof code === "string" &&
      (PRISMA_CODES.has(code) || SOCKET_CODES.has(code) || SQLSTATES.has(code) || code.startsWith("08"))
    )
      return true;
  }
  if (typeof e.kind === "string" && ADAPTER_KINDS.has(e.kind)) return true;
  return typeof e.message === "string" && MESSAGES.test(e.message);
}

function timedOut(e: ErrorFields): boolean {
  for (const code of [e.code, e.originalCode]) {
    if (typeof code === "string" && (TIMEOUT_PRISMA_CODES.has(code) || TIMEOUT_SQLSTATES.has(code))) return true;
  }
  if (e.kind === "SocketTimeout") return true;
  return typeof e.message === "string" && TIMEOUT_MESSAGES.test(e.message);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return anyLayer(error, 0, unavailable);
}

/** The database answered too slowly (a statement, lock or connection timeout); it may answer if asked again. */
export function isDatabaseTimeout(error: unknown): boolean {
  return anyLayer(error, 0, timedOut);
}
