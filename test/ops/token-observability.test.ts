// The token endpoint's counters and security events, and that the log lines of a full flow never
// carry a secret, code or token that the flow issued or presented.
import { Writable } from "node:stream";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../demo-seed";
import { createLogger } from "@/lib/observability/logger";
import { getMetrics } from "@/lib/observability/metrics";
import { withTestDatabase } from "../test-database";
import { CONF, authorizeAndAllow, confQuery, demoUser, exchange, refresh } from "../oauth/oauth-test-kit";

const ctx = withTestDatabase();
const lines: string[] = [];
beforeAll(async () => {
  await seedDemoData(ctx.db.prisma);
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  (globalThis as { __oauthServiceLogger?: unknown }).__oauthServiceLogger = createLogger(sink, { LOG_LEVEL: "debug" });
});

type TokenBody = { access_token: string; refresh_token: string };
const value = async (name: string, labels: Record<string, string> = {}) => {
  const metric = (await getMetrics().registry.getSingleMetric(name)?.get())?.values ?? [];
  const match = metric.find((v) => Object.entries(labels).every(([k, l]) => v.labels[k] === l));
  return match?.value ?? 0;
};
const events = (name: string) =>
  lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.event === name);

describe("token endpoint observability", () => {
  const issued: string[] = [];

  it("counts tokens issued per grant type and client", async () => {
    const before = await value("oauth_tokens_issued_total", {
      grant_type: "authorization_code",
      client_id: CONF.clientId,
    });
    const { code } = await authorizeAndAllow(confQuery(), await demoUser());
    const tokens = (await (await exchange(code)).json()) as TokenBody;
    issued.push(code, tokens.access_token, tokens.refresh_token);
    expect(
      await value("oauth_tokens_issued_total", { grant_type: "authorization_code", client_id: CONF.clientId }),
    ).toBe(before + 1);
    const rotated = (await (await refresh(tokens.refresh_token)).json()) as TokenBody;
    issued.push(rotated.access_token, rotated.refresh_token);
    expect(await value("oauth_tokens_issued_total", { grant_type: "refresh_token", client_id: CONF.clientId })).toBe(1);
  });

  it("logs and counts a failed client authentication, naming only a client that exists", async () => {
    const before = await value("oauth_client_authentication_failures_total");
    const { code } = await authorizeAndAllow(confQuery(), await demoUser());
    issued.push(code);
    expect((await exchange(code, {}, { clientId: CONF.clientId, secret: "wrong-secret-value" })).status).toBe(401);
    expect((await exchange(code, {}, { clientId: "made-up-client-id", secret: "x" })).status).toBe(401);
    expect(await value("oauth_client_authentication_failures_total")).toBe(before + 2);
    expect(events("client_authentication_failed").map((e) => e.clientId)).toEqual([CONF.clientId, "unknown"]);
  });

  it("reports refresh-token reuse and the family's revocation as security events", async () => {
    const { code } = await authorizeAndAllow(confQuery(), await demoUser());
    const tokens = (await (await exchange(code)).json()) as TokenBody;
    const rotated = (await (await refresh(tokens.refresh_token)).json()) as TokenBody;
    // The successor is used, so the first token coming back is reuse, not a retry (RFC 9700 s4.14.2).
    const third = (await (await refresh(rotated.refresh_token)).json()) as TokenBody;
    issued.push(
      code,
      tokens.access_token,
      tokens.refresh_token,
      rotated.access_token,
      rotated.refresh_token,
      third.access_token,
      third.refresh_token,
    );
    const before = await value("oauth_refresh_token_reuse_total");
    expect((await refresh(tokens.refresh_token)).status).toBe(400);
    expect(await value("oauth_refresh_token_reuse_total")).toBe(before + 1);
    expect(events("refresh_token_reused")).toHaveLength(1);
    expect(events("grant_revoked")[0]).toMatchObject({
      reason: "refresh_token_reused",
      clientId: CONF.clientId,
      grantId: expect.any(String),
    });
  });

  it("never writes an issued token, code or client secret into the logs", () => {
    const all = lines.join("");
    expect(lines.length).toBeGreaterThan(0);
    for (const secret of [...issued, CONF.secret, "wrong-secret-value"]) expect(all).not.toContain(secret);
  });
});
