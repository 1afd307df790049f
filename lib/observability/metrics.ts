// Prometheus metrics (prom-client). One registry per process, kept on globalThis so the custom
// server and every Next.js bundle count into the same series. Labels are bounded: routes are the
// app's route templates, client ids are those the database knows, never free text.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

export type PoolStats = { total: number; idle: number; waiting: number };

function createMetrics() {
  const registry = new Registry();
  const source: { poolStats?: () => PoolStats } = {};
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: "http_requests_total",
      help: "HTTP requests by route template, method and status.",
      labelNames: ["route", "method", "status"],
      registers,
    }),
    httpDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "HTTP request latency by route template, method and status.",
      labelNames: ["route", "method", "status"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    tokensIssued: new Counter({
      name: "oauth_tokens_issued_total",
      help: "Token responses by grant type and client.",
      labelNames: ["grant_type", "client_id"],
      registers,
    }),
    refreshReuse: new Counter({
      name: "oauth_refresh_token_reuse_total",
      help: "Refresh tokens presented again after rotation (the grant is revoked).",
      registers,
    }),
    clientAuthFailures: new Counter({
      name: "oauth_client_authentication_failures_total",
      help: "Failed client authentications at the token endpoint.",
      registers,
    }),
    grantRevocations: new Counter({
      name: "oauth_grant_revocations_total",
      help: "Grants revoked, by reason.",
      labelNames: ["reason"],
      registers,
    }),
    rateLimitRejections: new Counter({
      name: "rate_limit_rejections_total",
      help: "Requests refused by a rate limit, by limiter.",
      labelNames: ["limiter"],
      registers,
    }),
    consentDecisions: new Counter({
      name: "oauth_consent_decisions_total",
      help: "Consent screen decisions.",
      labelNames: ["decision"],
      registers,
    }),
    securityEvents: new Counter({
      name: "security_events_total",
      help: "Security events logged, by name.",
      labelNames: ["event"],
      registers,
    }),
    /** Set by the composition root when the database is PostgreSQL; read at each scrape. */
    source,
    dbPoolConnections: new Gauge({
      name: "db_pool_connections",
      help: "PostgreSQL pool connections by state (total, idle, waiting clients).",
      labelNames: ["state"],
      registers,
      collect() {
        const stats = source.poolStats?.();
        if (!stats) return;
        for (const state of ["total", "idle", "waiting"] as const) this.set({ state }, stats[state]);
      },
    }),
    /** Under several workers each one answers with its own series, so a scrape shows who has started. */
    workerStarted: new Gauge({
      name: "server_worker_started",
      help: "1 for each server process (by worker slot) that has finished its start-up.",
      labelNames: ["worker"],
      registers,
    }),
    dbPoolErrors: new Counter({
      name: "db_pool_errors_total",
      help: "Errors on idle PostgreSQL pool connections.",
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

const slot = globalThis as unknown as { __oauthServiceMetrics?: Metrics };

export function getMetrics(): Metrics {
  slot.__oauthServiceMetrics ??= createMetrics();
  return slot.__oauthServiceMetrics;
}
