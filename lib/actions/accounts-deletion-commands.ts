// What the account deletion form does once it knows the caller (kept apart from the "use server"
// module so integration tests run it without a request).
import "server-only";
import { deleteAccount } from "@/lib/accounts/account-deletion/delete-account";
import { dummyPasswordHash, verifyPassword } from "@/lib/accounts/password";
import { signInBudgetForPasswordChecks } from "@/lib/auth/password-check-budget";
import { findPasswordHashById } from "@/lib/db/users";
import { deleteAccountDeps } from "@/lib/server/roots/accounts";
import type { DeleteAccountForm } from "./schemas/account-deletion-forms";

export function deleteAccountCommand(
  caller: { readonly id: string; readonly email: string; readonly address: string },
  input: DeleteAccountForm,
) {
  const checkPassword = async () => {
    const stored = await findPasswordHashById(caller.id);
    return signInBudgetForPasswordChecks(
      { account: caller.email.trim().toLowerCase(), address: caller.address },
      async () => (await verifyPassword(input.password, stored ?? (await dummyPasswordHash()))) && stored !== null,
    );
  };
  const clients =
    input.clients === "hand_over"
      ? { kind: "hand_over" as const, email: input.handOverEmail }
      : { kind: "delete" as const };
  return deleteAccount(
    deleteAccountDeps(),
    { userId: caller.id, email: caller.email },
    { checkPassword, code: input.code, clients },
  );
}

/** What the page says deletion does: how many clients the account owns, whether a code is asked. */
export async function deletionFacts(userId: string) {
  const deps = deleteAccountDeps();
  const [clients, twoFactor] = await Promise.all([
    deps.store.countOwnedClients(userId),
    deps.secondFactor.isOn(userId),
  ]);
  return { clients, twoFactor };
}
