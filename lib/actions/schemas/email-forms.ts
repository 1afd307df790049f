// The address forms' schemas: changing the account's address, and using a link.
import { z } from "zod";
import { MAX_PASSWORD_LENGTH } from "@/lib/accounts/password-limits";

export const changeEmailSchema = z.object({
  newEmail: z.string().trim().max(320).email(),
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
});
export type ChangeEmailForm = z.output<typeof changeEmailSchema>;

export const confirmEmailSchema = z.object({ token: z.string().max(100) });
