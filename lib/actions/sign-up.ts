"use server";

import { headers } from "next/headers";
import type { ActionResult } from "@/lib/action-result";
import { signUp } from "@/lib/auth/sign-up";
import { getConfig } from "@/lib/server/config";
import { clientAddress } from "@/lib/server/rate-limit/client-address";
import { hit } from "@/lib/server/rate-limit/rate-limiter";
import { AUTH_WORDS } from "@/lib/ui-words/auth";

export async function signUpAction(input: unknown): Promise<ActionResult<{ email: string }>> {
  // Accounts per network are limited before any work, so sign-up is no cheaper an oracle of
  // registered emails than sign-in, and no flood fills the user table.
  const verdict = await hit("SIGN_UP_IP", clientAddress(await headers(), getConfig().trustedProxyHops));
  if (!verdict.allowed)
    return {
      ok: false,
      code: "rate_limited",
      message: AUTH_WORDS.tooManySignUps(Math.ceil(verdict.retryAfterSeconds / 60)),
    };
  return signUp(input);
}
