// An administrator disables or enables an account. Not their own: no lock-out by mistake.
import type { Outcome, Refusal } from "../outcome";
import type { AccountStore } from "../ports";

export interface DisableAccountDeps {
  readonly accounts: AccountStore;
  readonly now: Date;
}

export type DisableAccountOutcome = Outcome<"disabled" | "enabled", Refusal<"refused" | "unchanged" | "not_found">>;

export async function setAccountDisabled(
  deps: DisableAccountDeps,
  input: { adminId: string; userId: string; disabled: boolean },
): Promise<DisableAccountOutcome> {
  if (input.userId === input.adminId) return { ok: false, code: "refused" };
  const result = await deps.accounts.setDisabled({
    userId: input.userId,
    disabled: input.disabled,
    actorId: input.adminId,
    now: deps.now,
  });
  if (result !== "changed") return { ok: false, code: result };
  return { ok: true, data: input.disabled ? "disabled" : "enabled" };
}
