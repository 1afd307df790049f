// Security-relevant happenings, each logged as its own line (`event` names it) and counted. Callers
// are composition roots and route handlers; the cores stay pure and only return codes.
import { getLogger } from "./logger";
import { getMetrics } from "./metrics";
import { currentRequest } from "./request-context";

export type SecurityEventName =
  | "client_authentication_failed"
  | "refresh_token_reused"
  /** A refresh token came back within the retry window and was answered with its unused successor again. */
  | "refresh_token_retried"
  | "grant_revoked"
  | "admin_decision"
  | "sign_in_locked_out"
  /** A two-step sign-in finished with a recovery code (its authenticator may be lost). */
  | "recovery_code_used"
  | "rate_limited"
  | "consent_decided";

/** Decisions people make on purpose are information; the rest deserve an operator's attention. */
const INFO_EVENTS: ReadonlySet<SecurityEventName> = new Set(["admin_decision", "consent_decided"]);

/** Fields must be ids, codes and counts - never a secret, token, code or password. */
export type SecurityEventFields = Record<string, string | number | boolean | undefined>;

export function securityEvent(name: SecurityEventName, fields: SecurityEventFields = {}): void {
  const metrics = getMetrics();
  metrics.securityEvents.inc({ event: name });
  if (name === "client_authentication_failed") metrics.clientAuthFailures.inc();
  if (name === "refresh_token_reused") metrics.refreshReuse.inc();
  if (name === "grant_revoked") metrics.grantRevocations.inc({ reason: String(fields.reason ?? "unknown") });
  if (name === "rate_limited") metrics.rateLimitRejections.inc({ limiter: String(fields.limiter ?? "unknown") });
  if (name === "consent_decided") metrics.consentDecisions.inc({ decision: fields.allowed ? "allow" : "deny" });
  const ctx = currentRequest();
  const level = INFO_EVENTS.has(name) ? "info" : "warn";
  getLogger()[level]({ event: name, requestId: ctx?.requestId, ...fields }, `security event: ${name}`);
}

/** A successful token response, for the per-grant-type and per-client counters. */
export function tokenIssued(grantType: string, clientId: string): void {
  getMetrics().tokensIssued.inc({ grant_type: grantType, client_id: clientId });
}
