// Deleting one's own account. It takes the password (within the sign-in budget) and, with two-step
// sign-in on, a code, so a session left open somewhere cannot delete the account. The person
// chooses what becomes of their clients: deleted with the account, or handed over to another
// account by its address (enabled, address proven, not their own). Every grant the account gave is
// revoked; the audit trail stays, without the person's address.
import { normalizeEmail, type PasswordVerdict } from "../email-verification/email-change";
import type { Outcome, Refusal } from "../outcome";
import type { SecondFactorOutcome } from "../two-factor/two-factor";
import type { AccountDeletionStore } from "./account-deletion-store";

export interface DeleteAccountDeps {
  readonly store: AccountDeletionStore;
  /** Whether the account signs in in two steps, and the check of a code when it does. */
  readonly secondFactor: {
    readonly isOn: (userId: string) => Promise<boolean>;
    readonly verify: (userId: string, code: string) => Promise<SecondFactorOutcome>;
  };
  readonly now: Date;
}

export type ClientsChoice = { readonly kind: "delete" } | { readonly kind: "hand_over"; readonly email: string };

export type DeleteAccountOutcome = Outcome<
  { readonly clientsDeleted: number; readonly clientsHandedOver: number },
  | Refusal<
      "wrong_password" | "code_required" | "wrong_code" | "handover_target_not_found" | "handover_to_self" | "not_found"
    >
  | Refusal<"too_many_attempts" | "wait_turn", { retryAfterSeconds: number }>
>;

export async function deleteAccount(
  deps: DeleteAccountDeps,
  caller: { userId: string; email: string },
  input: { checkPassword: () => Promise<PasswordVerdict>; code: string; clients: ClientsChoice },
): Promise<DeleteAccountOutcome> {
  const password = await input.checkPassword();
  if (!password.ok) return password;
  if (!password.passed) return { ok: false, code: "wrong_password" };
  if (await deps.secondFactor.isOn(caller.userId)) {
    if (!input.code.trim()) return { ok: false, code: "code_required" };
    const verdict = await deps.secondFactor.verify(caller.userId, input.code);
    if (!verdict.ok && verdict.code === "too_many_attempts") return verdict;
    if (!verdict.ok) return { ok: false, code: "wrong_code" };
  }
  let handOverTo: string | null = null;
  if (input.clients.kind === "hand_over") {
    const email = normalizeEmail(input.clients.email);
    if (email === normalizeEmail(caller.email)) return { ok: false, code: "handover_to_self" };
    const target = await deps.store.findHandoverTarget(email);
    if (!target) return { ok: false, code: "handover_target_not_found" };
    handOverTo = target.id;
  }
  const done = await deps.store.deleteAccount({ userId: caller.userId, handOverTo, now: deps.now });
  if (!done) return { ok: false, code: "not_found" };
  return { ok: true, data: { clientsDeleted: done.clientsDeleted, clientsHandedOver: done.clientsHandedOver } };
}
