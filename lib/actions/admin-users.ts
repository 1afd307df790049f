"use server";
// Disabling or enabling an account (admins only; Next.js checks the Origin of every server action,
// which is the CSRF defence). An admin cannot disable their own account: no lock-out by mistake.
// The outcome travels in the address, so the list reports it after it re-renders.
import { redirect } from "next/navigation";
import { requireAdmin } from "@/lib/auth/current-user";
import { setUserDisabled } from "@/lib/db/user-sessions";
import { securityEvent } from "@/lib/observability/security-event";

const USER_ID_MAX_LENGTH = 64;

export async function setUserDisabledAction(form: FormData): Promise<void> {
  const admin = await requireAdmin("/admin/users");
  const userId = form.get("userId");
  const disabled = form.get("disabled") === "true";
  if (typeof userId !== "string" || userId.length === 0 || userId.length > USER_ID_MAX_LENGTH || userId === admin.id) {
    redirect("/admin/users?outcome=refused");
  }
  const result = await setUserDisabled({ userId, disabled, actorId: admin.id, now: new Date() });
  if (result === "changed")
    securityEvent("admin_decision", {
      decision: disabled ? "user_disabled" : "user_enabled",
      userId,
      adminId: admin.id,
    });
  const outcome = result === "changed" ? (disabled ? "disabled" : "enabled") : result;
  redirect(`/admin/users?${new URLSearchParams({ outcome, user: userId })}`);
}
