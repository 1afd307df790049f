// Words of the "Authorized apps" page and its revoke button.
export const AUTHORIZED_APPS_WORDS = {
  title: "Authorized apps",
  intro: "Applications you allowed to use your account. Revoking stops their access at once, on every device.",
  none: "No application has access to your account. When you click Allow on an application's request, it appears here.",
  from: (owner: string) => `From ${owner}`,
  granted: "Access granted",
  lastUsed: "Last used",
  neverUsed: "Not used yet",
  sessions: (count: number) => `${count} devices or sessions`,
  fullAccess: "Full access to your account (an older app without permissions).",
  can: "Can:",
  revoke: "Revoke access",
  consequence: (name: string) =>
    `${name} will lose access to your account at once, on every device. To use it again you will have to allow it again.`,
  revoking: "Revoking…",
  confirm: (name: string) => `Yes, revoke ${name}`,
  cancel: "Cancel",
  noLongerHasAccess: "This application no longer has access.",
  revoked: "Access revoked. The application can no longer use your account.",
} as const;
