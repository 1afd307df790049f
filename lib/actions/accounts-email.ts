"use server";
// The address forms' server actions (plain forms: each answers with an address carrying the
// outcome's code). What each does is in accounts-email-commands.ts.
import { z } from "zod";
import { changeEmailCommand, confirmEmailCommand, resendSignUpLinkCommand } from "./accounts-email-commands";
import { formAction } from "./plumbing/form-action";
import { changeEmailSchema, confirmEmailSchema } from "./schemas/email-forms";

const PAGE = "/settings/email";

export const changeEmailAction = formAction(
  changeEmailSchema,
  async (caller, input) => changeEmailCommand({ ...caller, address: await caller.address() }, input),
  {
    who: "user",
    returnTo: PAGE,
    redirectTo: (outcome) => `${PAGE}?done=${outcome.ok ? "sent" : outcome.code}`,
  },
);

// Anyone holding the link may use it: the link itself proves the address.
export const confirmEmailAction = formAction(
  confirmEmailSchema,
  async (_caller, input) => confirmEmailCommand(input.token),
  {
    who: "anyone",
    returnTo: "/auth/verify-email",
    redirectTo: (outcome) => `/auth/verify-email?done=${outcome.ok ? outcome.data.purpose : outcome.code}`,
  },
);

/** A new link for the caller's unproven address; back to the page the notice was on. */
export const resendSignUpLinkAction = formAction(
  z.object({ returnTo: z.enum(["/settings", "/settings/developer/oauth"]).default("/settings") }),
  async (caller) => resendSignUpLinkCommand(caller),
  {
    who: "user",
    returnTo: "/settings",
    redirectTo: (outcome, input) => `${input?.returnTo ?? "/settings"}?verify=${outcome.ok ? "sent" : outcome.code}`,
  },
);
