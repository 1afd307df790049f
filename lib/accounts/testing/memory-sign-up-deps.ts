// Sign-up's deps over the memory stores, for unit tests: the mails are collected, and the work
// after the answer is queued until `settle` runs it (so a test can see what the answer did not wait for).
import type { VerificationMail } from "../email-verification/email-change";
import type { SignUpDeps } from "../use-cases/sign-up";
import type { MemoryAccounts } from "./memory-account-store";
import { createMemoryEmailVerification } from "./memory-email-verification-store";

export function memorySignUpDeps(
  m: MemoryAccounts,
  hashPassword: (password: string) => Promise<string> = async (p) => `hashed:${p}`,
  now = new Date("2031-01-01T00:00:00Z"),
) {
  const verification = createMemoryEmailVerification(m);
  const mails: VerificationMail[] = [];
  const queued: (() => Promise<void>)[] = [];
  let tokens = 0;
  const deps: SignUpDeps = {
    accounts: m.accounts,
    hashPassword,
    verification: {
      store: verification.store,
      newToken: () => `${String(++tokens).padStart(3, "0")}${"v".repeat(40)}`,
      send: async (mail) => void mails.push(mail),
      now,
    },
    afterAnswer: (work) => void queued.push(work),
  };
  const settle = async () => {
    for (const work of queued.splice(0)) await work();
  };
  return { deps, mails, settle, verification };
}
