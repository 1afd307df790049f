// The account deletion form: the password, a code when two-step sign-in is on, and the clients' fate.
import { z } from "zod";
import { MAX_PASSWORD_LENGTH } from "@/lib/accounts/password-limits";

export const deleteAccountSchema = z.object({
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  code: z.string().trim().max(40).default(""),
  clients: z.enum(["delete", "hand_over"]).default("delete"),
  handOverEmail: z.string().trim().max(320).default(""),
});
export type DeleteAccountForm = z.output<typeof deleteAccountSchema>;
