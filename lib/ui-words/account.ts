// Words of the account page and the sign-out button.
export const ACCOUNT_WORDS = {
  title: "Your account",
  intro: "This is the profile applications see through GET /v2/me when you grant them PROFILE_READ.",
  name: "Name",
  email: "Email",
  username: "Username",
  timeZone: "Time zone",
  role: "Role",
  roles: { ADMIN: "Administrator", USER: "User" },
  signOut: "Sign out",
  changePassword: "Change password",
} as const;
