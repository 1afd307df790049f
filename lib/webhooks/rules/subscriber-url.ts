// What a subscription's URL may look like before any address is looked up: https, no
// credentials in it, a host name that is not local by definition (localhost, *.localhost, .local,
// .internal, .home.arpa, or a single label that a resolver's search list would complete inside
// our network), and https's own port 443 unless an administrator allowed another
// (WEBHOOK_ALLOWED_PORTS): an app must not make us knock on a host's database or admin ports.
// Plain http, `localhost` and any port only when loopback receivers are allowed
// (WEBHOOK_ALLOW_LOOPBACK, development and tests); the address check then keeps them on loopback.
import type { AddressRefusal } from "../ports";

const LOCAL_SUFFIXES = [".localhost", ".local", ".internal", ".home.arpa", ".lan"];

const isIpLiteral = (host: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith("[");

function hostProblem(host: string, allowLoopback: boolean): AddressRefusal | null {
  if (host === "") return "bad_url";
  if (isIpLiteral(host)) return null;
  if (host === "localhost") return allowLoopback ? null : "local_name";
  if (!host.includes(".") || LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix))) return "local_name";
  return null;
}

/** A URL names no port when it is its scheme's own (443 for https). */
function portAllowed(url: URL, allowLoopback: boolean, allowedPorts: readonly number[]): boolean {
  return url.port === "" || allowLoopback || allowedPorts.includes(Number(url.port));
}

export function subscriberUrlProblem(
  raw: string,
  allowLoopback: boolean,
  allowedPorts: readonly number[] = [],
): AddressRefusal | null {
  if (raw.length > 2000 || !URL.canParse(raw)) return "bad_url";
  const url = new URL(raw);
  if (url.username !== "" || url.password !== "") return "userinfo";
  if (url.protocol !== "https:" && !(allowLoopback && url.protocol === "http:")) return "not_https";
  const problem = hostProblem(url.hostname.toLowerCase().replace(/\.$/, ""), allowLoopback);
  if (problem) return problem;
  return portAllowed(url, allowLoopback, allowedPorts) ? null : "bad_port";
}
