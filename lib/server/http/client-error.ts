// A request Node's HTTP parser refuses before any handler runs (a URL or header section longer
// than it reads, a malformed request line, a request that took too long to arrive): Node would
// answer with a bare status line. Under /v2 the answer is the API's like every other: the JSON
// envelope with CORS (so a browser app can read it) and the API's headers; elsewhere Node's own.
// The path is read from the bytes the parser refused (err.rawPacket): when the request line began
// in an earlier read, it cannot be known and the answer is Node's.
import type { Duplex } from "node:stream";
import { API_ANSWER_HEADERS, apiErrorEnvelope, isApiPath } from "./api-path-answers";

type ClientError = Error & { code?: string; rawPacket?: Buffer; bytesParsed?: number };

interface Refusal {
  readonly status: number;
  readonly reason: string;
  readonly code: string;
  readonly message: string;
}

const HEADER_OVERFLOW: Refusal = {
  status: 431,
  reason: "Request Header Fields Too Large",
  code: "headers_too_large",
  message: "the request's header section is longer than this server reads",
};
const URI_TOO_LONG: Refusal = {
  status: 414,
  reason: "URI Too Long",
  code: "uri_too_long",
  message: "the request's URL is longer than this server reads",
};
const REFUSALS: Readonly<Record<string, Refusal>> = {
  HPE_CHUNK_EXTENSIONS_OVERFLOW: {
    status: 413,
    reason: "Payload Too Large",
    code: "payload_too_large",
    message: "the request's chunk extensions are longer than this server reads",
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: "Request Timeout",
    code: "request_timeout",
    message: "the request did not arrive in time",
  },
};
const BAD_REQUEST: Refusal = {
  status: 400,
  reason: "Bad Request",
  code: "bad_request",
  message: "the request is not valid HTTP/1.1",
};

/** The request line's method and target, when the refused bytes begin with one. */
function requestLine(raw: Buffer | undefined): { method: string; target: string } | null {
  if (!raw) return null;
  // The method and the start of the target are enough to know the path.
  const match = /^([!#$%&'*+.^_`|~0-9A-Za-z-]{1,32}) (\/[^ \r\n]*)/.exec(raw.subarray(0, 256).toString("latin1"));
  return match ? { method: match[1]!, target: match[2]! } : null;
}

/**
 * What was too long: the parser stopped inside the request line (at or before its end), so the
 * URL; or after it, so the header fields.
 */
function refusalFor(err: ClientError): Refusal {
  if (err.code !== "HPE_HEADER_OVERFLOW") return REFUSALS[err.code ?? ""] ?? BAD_REQUEST;
  const lineEnd = err.rawPacket?.indexOf("\n") ?? -1;
  const stoppedAt = err.bytesParsed ?? Number.POSITIVE_INFINITY;
  return lineEnd === -1 || stoppedAt <= lineEnd ? URI_TOO_LONG : HEADER_OVERFLOW;
}

function rawResponse(refusal: Refusal, headers: Record<string, string>, body: string | null): string {
  const lines = [`HTTP/1.1 ${refusal.status} ${refusal.reason}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  lines.push(`Content-Length: ${body === null ? 0 : Buffer.byteLength(body)}`, "Connection: close", "", "");
  return lines.join("\r\n") + (body ?? "");
}

/** Node's own answer to a refused request (what it writes when nobody listens for clientError). */
function bareResponse(err: ClientError): string {
  const refusal = err.code === "HPE_HEADER_OVERFLOW" ? HEADER_OVERFLOW : refusalFor(err);
  return `HTTP/1.1 ${refusal.status} ${refusal.reason}\r\nConnection: close\r\n\r\n`;
}

type ServerSocket = Duplex & { _httpMessage?: { _headerSent?: boolean } | null };

/**
 * The server's `clientError` listener. `headers`: what every answer of the server carries besides
 * the API's (Strict-Transport-Security when served over https). As Node's own listener: an answer
 * only when nothing of an answer on this connection has been sent yet, then the connection closes.
 */
export function answerClientError(err: ClientError, socket: ServerSocket, headers: Record<string, string> = {}): void {
  if (socket.writable && !socket._httpMessage?._headerSent) {
    const line = requestLine(err.rawPacket);
    if (line === null || !isApiPath(line.target.split("?", 1)[0]!)) socket.write(bareResponse(err));
    else {
      const refusal = refusalFor(err);
      const body = line.method === "HEAD" ? null : apiErrorEnvelope(refusal.code, refusal.message);
      socket.write(rawResponse(refusal, { ...API_ANSWER_HEADERS, ...headers }, body));
    }
  }
  socket.destroy();
}
