"use server";
// The change-password form posts here (it works without JavaScript). Success ends every session,
// so the answer is the sign-in page; a refusal goes back to the form with its code.
import { redirect } from "next/navigation";
import { changePassword } from "@/lib/auth/change-password";
import { requireUser } from "@/lib/auth/current-user";

export async function changePasswordAction(form: FormData): Promise<void> {
  const user = await requireUser("/settings/password");
  const outcome = await changePassword(user.id, {
    currentPassword: form.get("currentPassword"),
    newPassword: form.get("newPassword"),
  });
  if (!outcome.ok) redirect(`/settings/password?error=${outcome.code}`);
  redirect("/auth/signin?callbackUrl=%2Fsettings");
}
