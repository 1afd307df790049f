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
} as const;
