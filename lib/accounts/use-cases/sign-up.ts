// Creating an account: one insert whose unique constraints decide duplicates. The password is
// hashed BEFORE the insert, so learning that an email is registered costs the same scrypt work as
// a sign-in attempt (and both are limited per address by the caller).
import type { Outcome, Refusal } from "../outcome";
import type { AccountStore } from "../ports";

export interface SignUpDeps {
  readonly accounts: AccountStore;
  readonly hashPassword: (password: string) => Promise<string>;
}

export type SignUpOutcome = Outcome<{ readonly email: string }, Refusal<"duplicate", { field: "email" | "username" }>>;

export async function signUp(
  deps: SignUpDeps,
  input: { name: string; email: string; username: string; password: string },
): Promise<SignUpOutcome> {
  const { password, username, email, name } = input;
  const created = await deps.accounts.insertAccount({
    name,
    // One form of each: emails and usernames compare in lower case.
    email: email.trim().toLowerCase(),
    username: username.toLowerCase(),
    passwordHash: await deps.hashPassword(password),
  });
  return created.ok
    ? { ok: true, data: { email: created.account.email } }
    : { ok: false, code: "duplicate", field: created.field };
}
