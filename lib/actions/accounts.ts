"use server";
// The forgotten-password forms post here (they work without JavaScript). Asking for a link always
// answers "check your email", whether or not the address has an account; the budgets' refusal is
// the only other answer. A new password ends every session, so the answer is the sign-in page,
// which goes on to where the person was (the consent screen they came from).
import { headers } from "next/headers";
import { RESET_LINK_TTL_MS } from "@/lib/accounts/use-cases/password-reset";
import { chooseNewPassword, requestReset, requestResetSchema, resetPasswordSchema } from "@/lib/auth/password-reset";
import { getConfig } from "@/lib/server/config";
import { clientAddress } from "@/lib/server/rate-limit/client-address";
import { PASSWORD_RESET_WORDS as W } from "@/lib/ui-words/password-reset";
import { formAction } from "./plumbing/form-action";

const MINUTES = RESET_LINK_TTL_MS / 60_000;
const back = (callbackUrl: string | undefined) => `callbackUrl=${encodeURIComponent(callbackUrl ?? "/")}`;

export const requestResetAction = formAction(
  requestResetSchema,
  async (_caller, input) =>
    requestReset(input, clientAddress(await headers(), getConfig().trustedProxyHops), (link) => ({
      subject: W.mailSubject,
      text: W.mailText(link, MINUTES),
    })),
  {
    who: "anyone",
    returnTo: "/auth/forgot-password",
    redirectTo: (outcome, input) => {
      const to = `/auth/forgot-password?${back(input?.callbackUrl)}`;
      if (outcome.ok) return `${to}&sent=1`;
      const wait = "retryAfterSeconds" in outcome ? `&retry=${outcome.retryAfterSeconds}` : "";
      return `${to}&error=${outcome.code}${wait}`;
    },
  },
);

export const resetPasswordAction = formAction(resetPasswordSchema, async (_caller, input) => chooseNewPassword(input), {
  who: "anyone",
  returnTo: "/auth/reset-password",
  redirectTo: (outcome, input) => {
    if (outcome.ok) return `/auth/signin?reset=1&${back(input?.callbackUrl)}`;
    if (outcome.code === "invalid_password" && input)
      return `/auth/reset-password?token=${encodeURIComponent(input.token)}&${back(input.callbackUrl)}&error=invalid_password`;
    return `/auth/reset-password?${back(input?.callbackUrl)}&error=${outcome.code}`;
  },
});
