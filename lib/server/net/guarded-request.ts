// An HTTP request the server makes to an address someone else chose (an app's logo, a webhook
// receiver), so it must not become a way into our own network (SSRF):
//  - https only; plain http only to a loopback address and only when the caller allows it
//    (development and tests); no credentials in the URL; only the ports the caller allows;
//  - the host name is resolved first and EVERY address must be allowed (public by default:
//    no loopback, private, link-local / cloud metadata, CGNAT, multicast, unique-local, or an
//    IPv4-mapped form of those); the connection then goes to the address that was checked, so a
//    second DNS answer cannot point it elsewhere (DNS rebinding);
//  - redirects are never followed (the caller sees the 3xx);
//  - one deadline covers resolving the host, connecting and the whole exchange (deadline.ts); at
//    most `maxResponseBytes` of the response are read.
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest, type RequestOptions } from "node:https";
import type { LookupFunction } from "node:net";
import { type Deadline, startDeadline } from "./deadline";
import { isPublicAddress, mappedIPv4, parseIPv4, parseIPv6 } from "./ip-address";

export type OutboundRefusal = "bad_url" | "not_https" | "userinfo" | "bad_port" | "not_public_address" | "dns_failed";
export type OutboundFailure = "network_error" | "timeout";

export interface OutboundPolicy {
  /** Every address of a host name (DNS); tests answer for names of their own. */
  resolve(hostname: string): Promise<LookupAddress[]>;
  /** Which addresses may be connected to (default: public ones). */
  allowAddress(address: string): boolean;
  /** Plain http to an address that is loopback (and allowed): development and tests only. */
  allowHttpLoopback: boolean;
  /** The ports a URL may name besides its scheme's own: any, or these (none: the scheme's own only). */
  allowedPorts: "any" | readonly number[];
  timeoutMs: number;
  maxResponseBytes: number;
  /** Only tests: a certificate authority to trust. */
  ca?: string;
  /** Only tests: connect to this port whatever the URL says. */
  connectPort?: number;
}

export const resolveAll = (hostname: string): Promise<LookupAddress[]> =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))),
  );

/** 127.0.0.0/8, ::1, and their IPv4-mapped forms. */
export function isLoopbackAddress(address: string): boolean {
  const v4 = parseIPv4(address) ?? (parseIPv6(address) ? mappedIPv4(parseIPv6(address)!) : null);
  if (v4) return v4[0] === 127;
  const groups = parseIPv6(address);
  return groups !== null && groups.slice(0, 7).every((g) => g === 0) && groups[7] === 1;
}

/** The default address rule, widened to loopback when asked (WEBHOOK_ALLOW_LOOPBACK). */
export function addressRule(allowLoopback: boolean): (address: string) => boolean {
  return (address) => isPublicAddress(address) || (allowLoopback && isLoopbackAddress(address));
}

export interface OutboundTarget {
  readonly url: URL;
  readonly host: string;
  readonly literal: boolean;
  /** The checked address the connection goes to. */
  readonly pinned: LookupAddress;
}

/** Checks a URL and resolves its host under the policy; nothing is connected to. */
export async function resolveTarget(
  rawUrl: string,
  policy: Pick<OutboundPolicy, "resolve" | "allowAddress" | "allowHttpLoopback" | "allowedPorts">,
): Promise<{ ok: true; target: OutboundTarget } | { ok: false; refusal: OutboundRefusal }> {
  if (rawUrl.length > 2048 || !URL.canParse(rawUrl)) return { ok: false, refusal: "bad_url" };
  const url = new URL(rawUrl);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && policy.allowHttpLoopback))
    return { ok: false, refusal: "not_https" };
  if (url.username !== "" || url.password !== "") return { ok: false, refusal: "userinfo" };
  if (url.hostname === "") return { ok: false, refusal: "bad_url" };
  if (url.port !== "" && policy.allowedPorts !== "any" && !policy.allowedPorts.includes(Number(url.port)))
    return { ok: false, refusal: "bad_port" };
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const literal = parseIPv4(host) !== null || parseIPv6(host) !== null;
  let addresses: LookupAddress[];
  if (literal) addresses = [{ address: host, family: host.includes(":") ? 6 : 4 }];
  else {
    try {
      addresses = await policy.resolve(host);
    } catch {
      return { ok: false, refusal: "dns_failed" };
    }
  }
  // Every address must be allowed: a name that also points inside is not reached at all.
  if (addresses.length === 0 || !addresses.every((a) => policy.allowAddress(a.address)))
    return { ok: false, refusal: "not_public_address" };
  // Plain http only when every address is loopback (never across a network).
  if (url.protocol === "http:" && !addresses.every((a) => isLoopbackAddress(a.address)))
    return { ok: false, refusal: "not_https" };
  return { ok: true, target: { url, host, literal, pinned: addresses[0]! } };
}

export interface OutboundResponse {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  /** At most maxResponseBytes of the body. */
  readonly body: Buffer;
  /** The body was longer than maxResponseBytes (the rest was not read). */
  readonly truncated: boolean;
}

export type OutboundResult =
  | { ok: true; response: OutboundResponse }
  | { ok: false; refusal: OutboundRefusal }
  | { ok: false; failure: OutboundFailure };

export type OutboundRequest = { method: "GET" | "POST"; headers: Record<string, string>; body?: string };

export async function guardedRequest(
  rawUrl: string,
  request: OutboundRequest,
  policy: OutboundPolicy,
): Promise<OutboundResult> {
  const deadline = startDeadline(policy.timeoutMs);
  try {
    const checked = await deadline.race(resolveTarget(rawUrl, policy));
    if (checked === "timeout") return { ok: false, failure: "timeout" };
    if (!checked.ok) return checked;
    return await requestTarget(checked.target, request, policy, deadline);
  } finally {
    deadline.clear();
  }
}

/** Sends `request` to a target resolveTarget checked, within `deadline` (already running). */
export function requestTarget(
  target: OutboundTarget,
  request: OutboundRequest,
  policy: OutboundPolicy,
  deadline: Deadline,
): Promise<OutboundResult> {
  const { url, host, literal, pinned } = target;
  // The connection uses the address checked above, whatever DNS would answer now.
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) (callback as (e: null, a: LookupAddress[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const https = url.protocol === "https:";
  const body = request.body === undefined ? undefined : Buffer.from(request.body, "utf8");
  const options: RequestOptions = {
    host,
    ...(https && !literal ? { servername: host } : {}),
    port: policy.connectPort ?? (url.port === "" ? (https ? 443 : 80) : Number(url.port)),
    path: `${url.pathname}${url.search}`,
    method: request.method,
    headers: { ...request.headers, ...(body ? { "content-length": String(body.length) } : {}) },
    lookup,
    agent: false,
    ...(policy.ca ? { ca: policy.ca } : {}),
  };
  return exchange(https ? httpsRequest : httpRequest, options, body, policy, deadline.signal);
}

function exchange(
  send: typeof httpsRequest,
  options: RequestOptions,
  body: Buffer | undefined,
  policy: OutboundPolicy,
  deadline: AbortSignal,
): Promise<OutboundResult> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: OutboundResult) => {
      if (settled) return;
      settled = true;
      deadline.removeEventListener("abort", timedOut);
      req.destroy();
      resolve(result);
    };
    const timedOut = () => finish({ ok: false, failure: "timeout" });
    const req = send(options, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = (truncated: boolean) =>
        finish({
          ok: true,
          response: {
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).subarray(0, policy.maxResponseBytes),
            truncated,
          },
        });
      res.on("data", (chunk: Buffer) => {
        size += chunk.length;
        chunks.push(chunk);
        if (size > policy.maxResponseBytes) done(true);
      });
      res.on("end", () => done(false));
      res.on("error", () => finish({ ok: false, failure: "network_error" }));
    });
    req.on("error", () => finish({ ok: false, failure: "network_error" }));
    if (deadline.aborted) return timedOut();
    deadline.addEventListener("abort", timedOut, { once: true });
    req.end(body);
  });
}
