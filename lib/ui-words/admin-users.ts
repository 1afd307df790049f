// Words of the admin's user list.
export const ADMIN_USERS_WORDS = {
  title: "Users",
  intro:
    "Disabling an account signs it out everywhere, refuses its sign-in and revokes every app it authorized. Enabling restores sign-in only.",
  tableLabel: "Accounts",
  name: "Name",
  email: "Email",
  role: "Role",
  roles: { ADMIN: "Administrator", USER: "User" },
  joined: "Joined",
  apps: "Authorized apps",
  status: "Status",
  actions: "Actions",
  active: "Active",
  disabledSince: (date: string) => `Disabled since ${date}`,
  you: "You",
  disable: "Disable",
  enable: "Enable",
  disableLabel: (email: string) => `Disable ${email}`,
  enableLabel: (email: string) => `Enable ${email}`,
  confirmDisable: (email: string) => `Yes, disable ${email}`,
  disabling: "Disabling…",
  disableConsequence: (email: string, apps: number) =>
    `${email} is signed out everywhere and cannot sign in${apps > 0 ? `; ${apps === 1 ? "1 authorized app loses" : `${apps} authorized apps lose`} access at once and must be authorized again` : ""}.`,
  outcomes: {
    disabled: (email: string) => `${email} is disabled: signed out everywhere, and every app it authorized is revoked.`,
    enabled: (email: string) => `${email} can sign in again. Apps it authorized before stay revoked.`,
    unchanged: "Nothing changed: another administrator had already done this.",
    not_found: "That account no longer exists.",
    refused: "You cannot disable your own account.",
  },
  limitNote: (shown: number) => `Showing the ${shown} newest accounts.`,
} as const;

export type UserListOutcome = keyof typeof ADMIN_USERS_WORDS.outcomes;

export const USER_FILTER_WORDS = {
  label: "Find by email",
  placeholder: "Part of an email address",
  apply: "Find",
  clear: "Show all",
  noMatch: (email: string) => `No account's email contains "${email}".`,
  matching: (count: number, email: string) =>
    `${count === 1 ? "1 account" : `${count} accounts`} with "${email}" in the email address.`,
} as const;
