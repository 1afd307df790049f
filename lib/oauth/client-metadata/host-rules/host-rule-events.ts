// The audit events a change of the trusted-host rules writes; the decision history lists them.
export const HOST_RULE_EVENTS = {
  ALLOW: "metadata_host.allowed",
  DENY: "metadata_host.denied",
  removed: "metadata_host.removed",
} as const;
