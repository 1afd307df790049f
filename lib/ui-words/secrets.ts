// Words of the client secrets section of the owner's client page.
export const SECRET_WORDS = {
  secret: "Secret",
  created: "Created",
  lastUsed: "Last used",
  actions: "Actions",
  neverUsed: "Never used",
  deleteWarning: "Requests using this secret will fail immediately.",
  confirmDelete: (hint: string) => `Yes, delete secret …${hint}`,
  cancel: "Cancel",
  deleteLabel: (hint: string) => `Delete secret ending in ${hint}`,
  delete: "Delete",
  working: "Working…",
  generate: "Generate new secret",
  label: "Label (optional)",
  labelHint: "A name to tell this secret apart, e.g. production or staging.",
  noLabel: "No label",
  active: (count: number, max: number) => `${count} of ${max} secrets active.`,
  expires: "Expires",
  neverExpires: "Never",
  expiresAt: (at: string) => `Stops working ${at}`,
  expiredAt: (at: string) => `Expired ${at}`,
  rollLegend: (hint: string) => `Roll the secret ending in ${hint}`,
  rollHint:
    "Creates a new secret (shown once) and makes the old one stop working after the delay you choose, so your app can switch over first.",
  rollDelay: (hint: string) => `The secret ending in ${hint} stops working`,
  delays: { now: "Immediately", "1h": "In 1 hour", "24h": "In 24 hours", "7d": "In 7 days" },
  roll: "Roll secret",
  /** After a roll both places are taken until the old secret expires. */
  generateAfter: (hint: string, at: string) =>
    `A new secret can be generated once the secret ending in …${hint} stops working, ${at}. To make room sooner, stop it now.`,
  stopNow: "Stop the old one now",
  stopNowLabel: (hint: string) => `Stop the secret ending in ${hint} now`,
  stopWarning: "Requests still using it will fail at once.",
  confirmStop: (hint: string) => `Yes, stop …${hint} now`,
  /** Beside a Delete that is off: why, in a few words (the full sentence is the refusal's). */
  keptLasting: "Kept: the client's only secret that does not expire. Roll it to replace it.",
} as const;
