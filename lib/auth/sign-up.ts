// Creating an account: validation with the form's own schema, then one insert whose unique
// constraints decide duplicates. The password is hashed BEFORE the insert, so learning that an
// email is registered costs the same scrypt work as a sign-in attempt (and both are limited per IP).
import { fieldErrorsOf, type ActionResult } from "@/lib/action-result";
import { createUser } from "@/lib/db/users";
import { AUTH_WORDS } from "@/lib/ui-words/auth";
import { signUpSchema } from "./account-schemas";
import { hashPassword } from "./password";

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
  const { password, username, ...rest } = parsed.data;
  const created = await createUser({
    ...rest,
    username: username.toLowerCase(),
    passwordHash: await hashPassword(password),
  });
  if (!created.ok) {
    const message = created.field === "email" ? AUTH_WORDS.emailTaken : AUTH_WORDS.usernameTaken;
    return { ok: false, code: "duplicate", message, fieldErrors: { [created.field]: message } };
  }
  return { ok: true, data: { email: created.user.email } };
}
