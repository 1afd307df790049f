"use server";
// Disabling or enabling an account (admins only; Next.js checks the Origin of every server action,
// which is the CSRF defence). The outcome travels in the address, so the list reports it after it
// re-renders.
import { z } from "zod";
import { setAccountDisabled } from "@/lib/accounts/use-cases/disable-account";
import { securityEvent } from "@/lib/observability/security-event";
import { disableAccountDeps } from "@/lib/server/roots/accounts";
import { formAction } from "./plumbing/form-action";

const PAGE = "/admin/users";
const schema = z.object({ userId: z.string().min(1).max(64), disabled: z.string().optional() });

export const setUserDisabledAction = formAction(
  schema,
  async (admin, input) => {
    const disabled = input.disabled === "true";
    const result = await setAccountDisabled(disableAccountDeps(), {
      adminId: admin.id,
      userId: input.userId,
      disabled,
    });
    if (result.ok)
      securityEvent("admin_decision", {
        decision: disabled ? "user_disabled" : "user_enabled",
        userId: input.userId,
        adminId: admin.id,
      });
    return result;
  },
  {
    who: "admin",
    returnTo: PAGE,
    redirectTo: (outcome, input) => {
      if (!input || (!outcome.ok && outcome.code === "refused")) return `${PAGE}?outcome=refused`;
      const answer = outcome.ok ? outcome.data : outcome.code;
      return `${PAGE}?${new URLSearchParams({ outcome: answer, user: input.userId })}`;
    },
  },
);
