"use server";
// The change-password form posts here (it works without JavaScript). Success ends every session,
// so the answer is the sign-in page; a refusal goes back to the form with its code.
import { changePassword } from "@/lib/accounts/use-cases/change-password";
import { changePasswordSchema, signInBudgetForPasswordChecks } from "@/lib/auth/password-check-budget";
import { changePasswordDeps } from "@/lib/server/accounts";
import { formAction } from "./plumbing/form-action";

const PAGE = "/settings/password";

export const changePasswordAction = formAction(
  changePasswordSchema,
  async (caller, input) =>
    changePassword(
      changePasswordDeps(signInBudgetForPasswordChecks),
      { userId: caller.id, email: caller.email, address: await caller.address() },
      input,
    ),
  {
    who: "user",
    returnTo: PAGE,
    redirectTo: (outcome) => {
      if (outcome.ok) return "/auth/signin?callbackUrl=%2Fsettings";
      const wait = "retryAfterSeconds" in outcome ? `&retry=${outcome.retryAfterSeconds}` : "";
      return `${PAGE}?error=${outcome.code}${wait}`;
    },
  },
);
