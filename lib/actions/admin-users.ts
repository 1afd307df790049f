"use server";
// Disabling or enabling an account (admins only; Next.js checks the Origin of every server action,
// which is the CSRF defence). An admin cannot disable their own account: no lock-out by mistake.
import { revalidatePath } from "next/cache";
import { requireAdmin } from "@/lib/auth/current-user";
import { setUserDisabled } from "@/lib/db/user-sessions";

export async function setUserDisabledAction(form: FormData): Promise<void> {
  const admin = await requireAdmin("/admin/users");
  const userId = form.get("userId");
  const disabled = form.get("disabled") === "true";
  if (typeof userId !== "string" || userId.length > 64 || userId === admin.id) return;
  await setUserDisabled(userId, disabled, new Date());
  revalidatePath("/admin/users");
}
