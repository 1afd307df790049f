// Words of the account page: profile, time zone and the signed-in sessions.
import type { Browser, OperatingSystem } from "@/lib/accounts/rules/device-of-user-agent";

export const ACCOUNT_WORDS = {
  title: "Your account",
  intro: "Your name and time zone are shown to the applications you allow to see your profile.",
  name: "Name",
  email: "Email",
  username: "Username",
  timeZone: "Time zone",
  timeZoneHint: "Times on these pages are shown in this time zone.",
  role: "Role",
  roles: { ADMIN: "Administrator", USER: "User" },
  changePassword: "Change password",
  twoFactor: "Two-step sign-in",
  changeEmail: "Change email",
  deleteAccount: "Delete account",
  profileHeading: "Profile",
  save: "Save",
  saving: "Saving…",
  profileOutcomes: {
    saved: "Saved.",
    invalid_input: "Enter a name (1 to 100 characters) and pick a time zone from the list.",
    not_found: "Your account could not be found. Sign in again.",
    internal: "Something went wrong, and nothing was saved. Try again.",
  },
  sessionsHeading: "Where you are signed in",
  sessionsIntro: "Signing out a browser ends its session at once: its next page asks it to sign in again.",
  thisBrowser: "This browser",
  signedIn: "Signed in",
  lastSeen: "Last active",
  signOut: "Sign out",
  signOutNamed: (device: string) => `Sign out ${device}`,
  signOutOthers: "Sign out all other sessions",
  signOutOthersHint: "Every browser but this one is signed out at once.",
  sessionOutcomes: {
    ended: "That browser is signed out.",
    others_ended: "Every other browser is signed out. This one stays signed in.",
    no_others: "No other browser was signed in.",
    no_current_session: "This browser's session could not be told from the others. Sign in again and retry.",
    not_found: "That session had already ended.",
    current_session: "To sign out this browser, use Sign out at the top of the page.",
    invalid_input: "That session had already ended.",
    internal: "Something went wrong, and nothing was signed out. Try again.",
  },
} as const;

/** "Firefox on Linux", or as much of it as the browser told. */
export function deviceWords(device: { browser: Browser | null; system: OperatingSystem | null }): string {
  if (device.browser && device.system) return `${device.browser} on ${device.system}`;
  return device.browser ?? (device.system ? `A browser on ${device.system}` : "An unknown browser");
}

export type ProfileOutcome = keyof typeof ACCOUNT_WORDS.profileOutcomes;
export type SessionOutcome = keyof typeof ACCOUNT_WORDS.sessionOutcomes;
