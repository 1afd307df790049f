"use server";

// The "Authorized apps" page's server action.
import { revokeAppAccessCommand } from "./apps-commands";
import { userAction } from "./plumbing/user-action";

const APPS = "/settings/apps";

export const revokeAppAccessAction = userAction(revokeAppAccessCommand, {
  returnTo: APPS,
  revalidate: (result) => (result.ok ? [APPS] : []),
});
