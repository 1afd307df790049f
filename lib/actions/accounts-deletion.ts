"use server";
// Deleting one's own account (a plain form). Once deleted, the session's cookie is cleared too,
// and the answer is the sign-in page, which says the account is gone.
import { endCurrentSession } from "@/lib/auth/sign-out";
import { deleteAccountCommand } from "./accounts-deletion-commands";
import { formAction } from "./plumbing/form-action";
import { deleteAccountSchema } from "./schemas/account-deletion-forms";

const PAGE = "/settings/delete";

export const deleteAccountAction = formAction(
  deleteAccountSchema,
  async (caller, input) => {
    const outcome = await deleteAccountCommand({ ...caller, address: await caller.address() }, input);
    if (outcome.ok) await endCurrentSession();
    return outcome;
  },
  {
    who: "user",
    returnTo: PAGE,
    redirectTo: (outcome) => (outcome.ok ? "/auth/signin?deleted=1" : `${PAGE}?error=${outcome.code}`),
  },
);
