// Every sentence of the site's frame: header, navigation and the error pages.
export const PLATFORM_NAME = "Scheduling Platform";

export const SHELL_WORDS = {
  skipLink: "Skip to main content",
  mainNav: "Main",
  authorizedApps: "Authorized apps",
  developer: "Developer",
  admin: "Admin",
  adminUsers: "Users",
  adminDecisions: "Decisions",
  adminOrganizations: "Organizations",
  account: "Account settings",
  signIn: "Sign in",
  signUp: "Sign up",
  signOut: "Sign out",
  home: "Go to the home page",
} as const;

export const NOT_FOUND_WORDS = {
  title: "Page not found",
  body: "There is nothing at this address, or you do not have access to it.",
  hint: "Check the address, or start again from the home page.",
} as const;

export const ERROR_PAGE_WORDS = {
  title: "Something went wrong",
  body: "This page could not be shown. Try again, or come back to it later.",
  tryAgain: "Try again",
  reference: "Reference:",
} as const;
