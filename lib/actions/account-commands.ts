// Creating an account from the sign-up form: the form's own schema, then the accounts core
// (lib/accounts/use-cases/sign-up.ts) with its words for a refusal.
import { fieldErrorsOf, type ActionResult } from "@/lib/action-result";
import { signUp as createAccount } from "@/lib/accounts/use-cases/sign-up";
import { signUpDeps } from "@/lib/server/accounts";
import { AUTH_WORDS } from "@/lib/ui-words/auth";
import { signUpSchema } from "./schemas/account-forms";

export async function signUp(input: unknown): Promise<ActionResult<{ email: string }>> {
  const parsed = signUpSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      code: "invalid_input",
      message: AUTH_WORDS.correctTheFields,
      fieldErrors: fieldErrorsOf(parsed.error.issues),
    };
  }
  const created = await createAccount(signUpDeps(), parsed.data);
  if (created.ok) return created;
  const message = created.field === "email" ? AUTH_WORDS.emailTaken : AUTH_WORDS.usernameTaken;
  return { ok: false, code: "duplicate", message, fieldErrors: { [created.field]: message } };
}
