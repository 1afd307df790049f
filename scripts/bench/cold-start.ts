// Cold start: after the server idles (--idle seconds, 120 in the real run), the first /v2/me, the
// first refresh and the first consent page, each against its own warm median taken one request at
// a time by the same client right before the idle spell (target: within 2x). One request at a
// time on both sides, so neither carries the queueing of a loaded run, and each on a connection of
// its own: after an idle spell a client's kept-alive connection is gone, so the first request
// always opens one. Measured with fetch's pooled connections, the warm side reused one and the
// first request paid the client's own connection set-up: a plain Node.js server answering `{}`
// measured 4.2x so after 60 s, and 1.7x with a new connection on both sides.
import { request as httpRequest } from "node:http";
import { performance } from "node:perf_hooks";
import { DEMO_APP, mintTokens, SCOPE, tokenForm } from "./prepare-tokens";
import { FORM } from "./form-requests";

export const COLD_START_TARGET = 2;
const WARM_SAMPLES = 21;

export type ColdStart = {
  request: string;
  warmP50Ms: number;
  firstMs: number;
  ratio: number;
  met: boolean;
  /** What the idle spell held: nothing, or the balancer's health check (deploy/haproxy.cfg). */
  idle: IdleKind;
};

/** `quiet`: no request at all; `probed`: a GET /readyz each second, as deploy/haproxy.cfg checks. */
export type IdleKind = "quiet" | "probed";
const PROBE_EVERY_MS = 1000;

type Jar = Map<string, string>;
type Probe = { name: string; send(): Promise<number> };

type Sent = { status: number; body: string; ms: number };

/** One request on a new connection (no agent, no keep-alive), timed from the call to the last byte. */
function send(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<Sent>((resolve, reject) => {
    const start = performance.now();
    const req = httpRequest(url, { method: init.method ?? "GET", headers: init.headers, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - start }));
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

async function timed(url: string, headers: Record<string, string>, expected: number): Promise<number> {
  const { status, body, ms } = await send(url, { headers });
  if (status !== expected) throw new Error(`${url}: ${status} ${body.slice(0, 200)}`);
  return ms;
}

function probes(base: string, jar: Jar, tokens: { access_token: string; refresh_token: string }): Probe[] {
  let refreshToken = tokens.refresh_token;
  const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const consentPage = `${base}/auth/oauth2/authorize?${new URLSearchParams({
    client_id: DEMO_APP.id,
    redirect_uri: DEMO_APP.redirect,
    scope: SCOPE,
    state: "cold",
    response_type: "code",
    prompt: "consent",
  })}`;
  return [
    {
      name: "GET /v2/me",
      send: () => timed(`${base}/v2/me`, { authorization: `Bearer ${tokens.access_token}` }, 200),
    },
    {
      name: "refresh",
      async send() {
        const { status, body, ms } = await send(`${base}/v2/auth/oauth2/token`, {
          method: "POST",
          headers: FORM,
          body: tokenForm({ grant_type: "refresh_token", refresh_token: refreshToken }),
        });
        const answer = JSON.parse(body) as { refresh_token?: string };
        if (!answer.refresh_token) throw new Error(`refresh: ${status} ${body.slice(0, 200)}`);
        refreshToken = answer.refresh_token;
        return ms;
      },
    },
    { name: "consent page", send: () => timed(consentPage, { cookie }, 200) },
  ];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Warm medians, then `idleSeconds` of nothing (or of health checks only), then each request once. */
export async function measureColdStart(
  base: string,
  jar: Jar,
  idleSeconds: number,
  idle: IdleKind = "quiet",
): Promise<ColdStart[]> {
  const [tokens] = await mintTokens(base, [jar], 1);
  const all = probes(base, jar, tokens!);
  const warm = new Map<string, number>();
  for (const probe of all) {
    const samples: number[] = [];
    for (let i = 0; i < WARM_SAMPLES; i++) samples.push(await probe.send());
    warm.set(probe.name, median(samples));
  }
  console.log(
    `\nidle for ${idleSeconds} s before the cold-start requests${idle === "probed" ? " (a GET /readyz each second)" : ""}…`,
  );
  const probe =
    idle === "probed" ? setInterval(() => void send(`${base}/readyz`).catch(() => {}), PROBE_EVERY_MS) : undefined;
  await new Promise((r) => setTimeout(r, idleSeconds * 1000));
  clearInterval(probe);
  const out: ColdStart[] = [];
  for (const probe of all) {
    const firstMs = await probe.send();
    const warmP50Ms = warm.get(probe.name)!;
    const ratio = firstMs / warmP50Ms;
    out.push({ request: probe.name, warmP50Ms, firstMs, ratio, met: ratio <= COLD_START_TARGET, idle });
  }
  return out;
}

export function printColdStart(results: ColdStart[], idleSeconds: number) {
  for (const idle of ["quiet", "probed"] as const) {
    const these = results.filter((r) => r.idle === idle);
    if (these.length === 0) continue;
    const what = idle === "quiet" ? "with no request at all" : "but for a GET /readyz each second (deploy/haproxy.cfg)";
    console.log(
      `\ncold start after ${idleSeconds} s idle ${what} (target: the first request within ${COLD_START_TARGET}x its warm median):`,
    );
    for (const r of these)
      console.log(
        `  ${r.request.padEnd(14)} first ${r.firstMs.toFixed(1)} ms, warm median ${r.warmP50Ms.toFixed(1)} ms: ${r.ratio.toFixed(2)}x ${r.met ? "met" : "NOT MET"}`,
      );
  }
}
