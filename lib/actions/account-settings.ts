"use server";
// The account page's plain forms (they work without JavaScript): each answers with the page and
// the outcome's code, which the page words.
import { revalidatePath } from "next/cache";
import {
  accountProfileSchema,
  endSessionSchema,
  saveAccountProfile,
  signOutOtherSession,
} from "@/lib/auth/account-settings";
import { formAction } from "./plumbing/form-action";

const PAGE = "/settings";

export const saveProfileAction = formAction(
  accountProfileSchema,
  async (caller, input) => {
    const outcome = await saveAccountProfile(caller.id, input);
    // The header of every page names the account: its layout is drawn again with the new name.
    if (outcome.ok) revalidatePath("/", "layout");
    return outcome;
  },
  {
    who: "user",
    returnTo: PAGE,
    redirectTo: (outcome) => `${PAGE}?profile=${outcome.ok ? "saved" : outcome.code}#profile`,
  },
);

export const endSessionAction = formAction(endSessionSchema, (caller, input) => signOutOtherSession(caller.id, input), {
  who: "user",
  returnTo: PAGE,
  redirectTo: (outcome) => `${PAGE}?session=${outcome.ok ? "ended" : outcome.code}#sessions`,
});
