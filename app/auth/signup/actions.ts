"use server";

import { signUp } from "@/lib/auth/sign-up";

export async function signUpAction(input: unknown) {
  return signUp(input);
}
