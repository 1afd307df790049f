import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";
import { getMetrics } from "./metrics";
import { requestContextStorage } from "./request-context";
import { securityEvent } from "./security-event";

const lines: string[] = [];
(globalThis as { __oauthServiceLogger?: unknown }).__oauthServiceLogger = createLogger(
  new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  }),
  { LOG_LEVEL: "info" },
);
const count = async (name: string, labels: Record<string, string>) =>
  (await getMetrics().registry.getSingleMetric(name)?.get())?.values.find((v) =>
    Object.entries(labels).every(([k, l]) => v.labels[k] === l),
  )?.value ?? 0;

describe("securityEvent", () => {
  it("logs the event on its own line with the request id, and counts it", async () => {
    await requestContextStorage().run({ requestId: "req-1" }, async () =>
      securityEvent("sign_in_locked_out", { userId: "u1" }),
    );
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({
      level: 40,
      event: "sign_in_locked_out",
      requestId: "req-1",
      userId: "u1",
    });
    expect(await count("security_events_total", { event: "sign_in_locked_out" })).toBe(1);
  });

  it("feeds the dedicated counters: rate-limit rejections per limiter, consent allow and deny", async () => {
    securityEvent("rate_limited", { limiter: "token" });
    securityEvent("consent_decided", { clientId: "c", allowed: true });
    securityEvent("consent_decided", { clientId: "c", allowed: false });
    expect(await count("rate_limit_rejections_total", { limiter: "token" })).toBe(1);
    expect(await count("oauth_consent_decisions_total", { decision: "allow" })).toBe(1);
    expect(await count("oauth_consent_decisions_total", { decision: "deny" })).toBe(1);
    expect(JSON.parse(lines.at(-1)!).level).toBe(30);
  });
});
