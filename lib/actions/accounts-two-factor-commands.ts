// What the two-step sign-in settings do once they know the caller: the accounts core's use cases
// with the deps lib/server wires. Kept apart from the "use server" module (accounts-two-factor.ts)
// so integration tests run the same commands without a request.
import "server-only";
import { renderSVG } from "uqr";
import { dummyPasswordHash, verifyPassword } from "@/lib/accounts/password";
import {
  confirmEnrolment,
  disableTwoFactor,
  type Enrolment,
  pendingEnrolment,
  startEnrolment,
} from "@/lib/accounts/two-factor/two-factor";
import { signInBudgetForPasswordChecks } from "@/lib/auth/password-check-budget";
import { findPasswordHashById } from "@/lib/db/users";
import { twoFactorDeps } from "@/lib/server/roots/accounts";
import type { DisableTwoFactorForm } from "./schemas/two-factor-forms";

type Caller = { readonly id: string; readonly email: string; readonly address: string };

export function startEnrolmentCommand(caller: { id: string; email: string }) {
  return startEnrolment(twoFactorDeps(), caller);
}

/** The enrolment under way with its QR code as an SVG data address (the page's CSP allows data: images). */
export async function pendingEnrolmentView(caller: {
  id: string;
  email: string;
}): Promise<(Enrolment & { qr: string }) | null> {
  const pending = await pendingEnrolment(twoFactorDeps(), caller);
  if (!pending) return null;
  const svg = renderSVG(pending.uri, { border: 2 });
  return { ...pending, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

export function confirmEnrolmentCommand(caller: { id: string }, code: string) {
  return confirmEnrolment(twoFactorDeps(), caller.id, code);
}

/** The password's check spends the sign-in budget, as changing the password does. */
export function disableTwoFactorCommand(caller: Caller, input: DisableTwoFactorForm) {
  const checkPassword = async () => {
    const stored = await findPasswordHashById(caller.id);
    const guarded = await signInBudgetForPasswordChecks(
      { account: caller.email.trim().toLowerCase(), address: caller.address },
      async () => (await verifyPassword(input.password, stored ?? (await dummyPasswordHash()))) && stored !== null,
    );
    if (!guarded.ok) return guarded;
    return guarded.passed ? ("passed" as const) : ("wrong_password" as const);
  };
  return disableTwoFactor(twoFactorDeps(), caller.id, { code: input.code, checkPassword });
}
