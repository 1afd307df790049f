// Changing one's password: the current password must be right; the new one obeys the sign-up
// rule. Storing it ends every session of the account, this one included (sign in again).
import { z } from "zod";
import { findPasswordHashById } from "@/lib/db/users";
import { replacePasswordHash } from "@/lib/db/user-sessions";
import { signUpSchema } from "./account-schemas";
import { dummyPasswordHash, MAX_PASSWORD_LENGTH, hashPassword, verifyPassword } from "./password";

const changePasswordSchema = z.object({
  currentPassword: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  newPassword: signUpSchema.shape.password,
});

export type ChangePasswordOutcome =
  | { ok: true }
  | { ok: false; code: "invalid_input" | "wrong_password" | "same_password" };

export async function changePassword(userId: string, input: unknown): Promise<ChangePasswordOutcome> {
  const parsed = changePasswordSchema.safeParse(input);
  if (!parsed.success) return { ok: false, code: "invalid_input" };
  const { currentPassword, newPassword } = parsed.data;
  const stored = await findPasswordHashById(userId);
  const ok = await verifyPassword(currentPassword, stored ?? (await dummyPasswordHash()));
  if (!stored || !ok) return { ok: false, code: "wrong_password" };
  if (currentPassword === newPassword) return { ok: false, code: "same_password" };
  await replacePasswordHash(userId, await hashPassword(newPassword));
  return { ok: true };
}
