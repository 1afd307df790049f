// Words of a client's activity figures and of the usage shown before a removal.
export const ACTIVITY_WORDS = {
  title: "Usage",
  intro: (days: number) =>
    `Per UTC day over the last ${days} days. Authorizations are grants users made; token requests count tokens issued by code exchange and refresh.`,
  activeUsers: "Users with a live authorization",
  tableLabel: "Authorizations and token requests per day",
  day: "Day (UTC)",
  authorizations: "Authorizations",
  tokenRequests: "Token requests",
  totals: "Total",
} as const;

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
