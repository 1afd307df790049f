// Words of a client's activity figures and of the usage shown before a removal.
import type { TokenFailureReason } from "@/lib/oauth/token-grants/token-activity";

export const ACTIVITY_WORDS = {
  title: "Activity",
  intro: (days: number) =>
    `Token requests per UTC day over the last ${days} days, counted by the token endpoint as they happened.`,
  activeUsers: "Users with a live authorization",
  lastSuccess: "Last token issued",
  lastFailure: "Last failed token request",
  never: "none recorded",
  chartTitle: (days: number) => `Token requests per day, last ${days} days`,
  yAxis: "Requests",
  succeeded: "Successful",
  failed: "Failed",
  dayLabel: (day: string, succeeded: number, failed: number) => `${day}: ${succeeded} successful, ${failed} failed`,
  failuresTitle: "Failures by reason",
  noFailures: "No failed token requests in this period.",
  tableLabel: "Token requests per day",
  day: "Day (UTC)",
  reasons: "Why requests failed",
  totals: "Total",
  none: (days: number) => `No token requests in the last ${days} days.`,
  noneHint:
    "Each code exchange, refresh and client-credentials request your app makes is counted here, by day, with the reason of any failure.",
  quietDaysLeftOut: "Days without token requests are left out.",
} as const;

/** Why a token request failed, as its developer can act on it. */
export const TOKEN_FAILURE_WORDS: Record<TokenFailureReason, string> = {
  wrong_client_secret: "Wrong or expired client secret",
  code_used_or_expired: "Authorization code already used, expired or not matching",
  refresh_token_revoked_or_reused: "Refresh token revoked, reused or expired",
  rate_limited: "Rate limited (too many failed requests)",
  client_not_approved: "Client not approved for use",
  invalid_request: "Malformed request",
  other: "Other error",
};

export const REMOVAL_WORDS = {
  removeUri: "Remove this redirect URI?",
  removeScopes: "Remove these scopes?",
  uriUsage: (count: number, days: number) =>
    count === 0
      ? `Not used in the last ${days} days.`
      : `Used by ${count} authorization ${count === 1 ? "request" : "requests"} in the last ${days} days: apps sending it will get an error.`,
  scopeUsage: (scope: string, count: number, days: number) =>
    count === 0
      ? `${scope}: not granted in the last ${days} days.`
      : `${scope}: granted ${count} ${count === 1 ? "time" : "times"} in the last ${days} days.`,
  addingBackNeedsReview: "Adding it back later needs an administrator's review.",
  confirm: "Remove",
  cancel: "Keep",
} as const;
