// After a successful sign-in, a password stored at an older cost (scrypt, or Argon2id of other
// parameters) is hashed again at today's and stored over the hash it verified against, never over
// a newer one: a password changed or reset meanwhile wins. The only moment the plain password is
// at hand; it runs after the answer, so the person waits for one hash, not two.
import type { AccountStore } from "../ports";

export interface UpgradePasswordHashDeps {
  readonly accounts: Pick<AccountStore, "swapPasswordHash">;
  readonly hashPassword: (password: string) => Promise<string>;
  readonly needsRehash: (stored: string) => boolean;
}

export type UpgradeResult = "upgraded" | "current" | "changed_meanwhile";

export async function upgradePasswordHash(
  deps: UpgradePasswordHashDeps,
  input: { readonly userId: string; readonly password: string; readonly verifiedHash: string },
): Promise<UpgradeResult> {
  if (!deps.needsRehash(input.verifiedHash)) return "current";
  const next = await deps.hashPassword(input.password);
  return (await deps.accounts.swapPasswordHash(input.userId, input.verifiedHash, next))
    ? "upgraded"
    : "changed_meanwhile";
}
