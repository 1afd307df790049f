// Creating an account: one insert whose unique constraints decide duplicates. The password is
// hashed BEFORE the insert, so a sign-up costs the same hashing work whatever the outcome (and it is
// limited per address by the caller). The answer is the same for a new address and one that has an
// account ("check your mail"): the new account's address gets a link proving it, the registered one
// a mail saying it has an account; both after the answer, so its time tells nothing either. The
// account can sign in before its address is proven, but neither authorize apps nor register
// clients. A taken username is still said: it is public on the account, the address is not.
import type { EmailVerificationDeps } from "../email-verification/email-change";
import { mailVerificationLink } from "../email-verification/email-change";
import type { Outcome, Refusal } from "../outcome";
import type { AccountStore } from "../ports";

export interface SignUpDeps {
  readonly accounts: AccountStore;
  readonly hashPassword: (password: string) => Promise<string>;
  readonly verification: EmailVerificationDeps;
  /** Runs `work` after the answer: the answer never waits for it. */
  readonly afterAnswer: (work: () => Promise<void>) => void;
}

export type SignUpOutcome = Outcome<{ readonly email: string }, Refusal<"duplicate", { field: "username" }>>;

export async function signUp(
  deps: SignUpDeps,
  input: { name: string; email: string; username: string; password: string },
): Promise<SignUpOutcome> {
  const { password, username, name } = input;
  // One form of each: emails and usernames compare in lower case.
  const email = input.email.trim().toLowerCase();
  const created = await deps.accounts.insertAccount({
    name,
    email,
    username: username.toLowerCase(),
    passwordHash: await deps.hashPassword(password),
  });
  if (!created.ok && created.field === "username") return { ok: false, code: "duplicate", field: "username" };
  deps.afterAnswer(() =>
    created.ok
      ? mailVerificationLink(deps.verification, { userId: created.account.id, email, purpose: "sign_up" })
      : deps.verification.send({ kind: "already_registered", to: email, purpose: "sign_up" }),
  );
  return { ok: true, data: { email } };
}
