import { z } from "zod";
import { PLAIN_TEXT, PLAIN_TEXT_MESSAGE } from "@/lib/plain-text";
import { MAX_PASSWORD_LENGTH } from "@/lib/accounts/password-limits";

export const signInSchema = z.object({
  email: z.string().trim().min(1, "Enter your email").max(320).email("Enter a valid email address"),
  password: z.string().min(1, "Enter your password").max(MAX_PASSWORD_LENGTH),
});
export type SignIn = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Enter your name")
    .max(100, "At most 100 characters")
    .regex(PLAIN_TEXT, PLAIN_TEXT_MESSAGE),
  email: z.string().trim().max(320, "At most 320 characters").email("Enter a valid email address"),
  username: z
    .string()
    .trim()
    .min(3, "At least 3 characters")
    .max(40, "At most 40 characters")
    .regex(/^[a-z0-9][a-z0-9-_]*$/i, "Letters, digits, - and _ only"),
  password: z
    .string()
    .min(10, "At least 10 characters")
    .max(MAX_PASSWORD_LENGTH, `At most ${MAX_PASSWORD_LENGTH} characters`)
    .regex(PLAIN_TEXT, PLAIN_TEXT_MESSAGE),
});
export type SignUp = z.infer<typeof signUpSchema>;
