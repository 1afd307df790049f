// Words of the admin's user list.
export const ADMIN_USERS_WORDS = {
  title: "Users",
  intro: "Disabling an account signs it out everywhere, refuses its sign-in and revokes every app it authorized. Enabling restores sign-in only.",
  name: "Name",
  email: "Email",
  role: "Role",
  status: "Status",
  actions: "Actions",
  active: "Active",
  disabled: "Disabled",
  disable: "Disable",
  enable: "Enable",
} as const;
