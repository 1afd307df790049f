"use server";
// The account forms' server actions: signing up and out, the forgotten-password forms, changing the
// password, and the account page. All but sign-up are plain forms (they work without JavaScript):
// each answers with an address that carries the outcome's code, which the page words. What each
// does once it knows the caller is in account-commands.ts.
import { headers } from "next/headers";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { getCurrentSessionId } from "@/lib/auth/current-user";
import { safeReturnPath } from "@/lib/safe-return-path";
import { endCurrentSession } from "@/lib/auth/sign-out";
import { getConfig } from "@/lib/server/roots/config";
import { clientAddress } from "@/lib/server/rate-limit/client-address";
import { AUTH_WORDS } from "@/lib/ui-words/auth";
import {
  changePasswordCommand,
  endOtherSessionsCommand,
  endSessionCommand,
  requestResetCommand,
  resetPasswordCommand,
  saveProfileCommand,
  signUpCommand,
} from "./account-commands";
import { formAction } from "./plumbing/form-action";
import { anonymousAction } from "./plumbing/user-action";
import {
  accountProfileSchema,
  changePasswordSchema,
  endSessionSchema,
  requestResetSchema,
  resetPasswordSchema,
} from "./schemas/account-forms";

const SETTINGS = "/settings";
const PASSWORD = "/settings/password";
const back = (callbackUrl: string | undefined) => `callbackUrl=${encodeURIComponent(callbackUrl ?? "/")}`;
const waitOf = (outcome: object) => ("retryAfterSeconds" in outcome ? `&retry=${outcome.retryAfterSeconds}` : "");

// The consent screen's "Not you? Use another account": signs this account out and opens the
// sign-in page, which returns to the same authorization request. Only a path on this site is
// followed (safeReturnPath).
export const switchAccountAction = formAction(
  z.object({ callbackUrl: z.string().max(4096) }),
  async () => {
    await endCurrentSession();
    return { ok: true as const, data: null };
  },
  {
    who: "anyone",
    returnTo: "/",
    redirectTo: (_outcome, input) => `/auth/signin?${back(safeReturnPath(input?.callbackUrl))}`,
  },
);

// Accounts per network are limited before any work, so sign-up is no cheaper an oracle of
// registered emails than sign-in, and no flood fills the user table.
export const signUpAction = anonymousAction(signUpCommand, { limit: "SIGN_UP_IP", limited: AUTH_WORDS.tooManySignUps });

// The header's "Sign out": a plain form. Server actions answer only our own origin (proxy.ts), so
// another site cannot sign a visitor out.
export const signOutAction = formAction(
  z.object({}),
  async () => {
    await endCurrentSession();
    return { ok: true as const, data: null };
  },
  { who: "anyone", returnTo: "/", redirectTo: () => "/" },
);

// Asking for a link always answers "check your email", whether or not the address has an account;
// the budgets' refusal is the only other answer.
export const requestResetAction = formAction(
  requestResetSchema,
  async (_caller, input) => requestResetCommand(input, clientAddress(await headers(), getConfig().trustedProxyHops)),
  {
    who: "anyone",
    returnTo: "/auth/forgot-password",
    redirectTo: (outcome, input) => {
      const to = `/auth/forgot-password?${back(input?.callbackUrl)}`;
      return outcome.ok ? `${to}&sent=1` : `${to}&error=${outcome.code}${waitOf(outcome)}`;
    },
  },
);

// A new password ends every session, so the answer is the sign-in page, which goes on to where the
// person was (the consent screen they came from).
export const resetPasswordAction = formAction(
  resetPasswordSchema,
  async (_caller, input) => resetPasswordCommand(input),
  {
    who: "anyone",
    returnTo: "/auth/reset-password",
    redirectTo: (outcome, input) => {
      if (outcome.ok) return `/auth/signin?reset=1&${back(input?.callbackUrl)}`;
      if (outcome.code === "invalid_password" && input)
        return `/auth/reset-password?token=${encodeURIComponent(input.token)}&${back(input.callbackUrl)}&error=invalid_password`;
      return `/auth/reset-password?${back(input?.callbackUrl)}&error=${outcome.code}`;
    },
  },
);

// Success ends every session, this one too: the answer is the sign-in page.
export const changePasswordAction = formAction(
  changePasswordSchema,
  async (caller, input) => changePasswordCommand({ ...caller, address: await caller.address() }, input),
  {
    who: "user",
    returnTo: PASSWORD,
    redirectTo: (outcome) =>
      outcome.ok ? "/auth/signin?callbackUrl=%2Fsettings" : `${PASSWORD}?error=${outcome.code}${waitOf(outcome)}`,
  },
);

export const saveProfileAction = formAction(
  accountProfileSchema,
  async (caller, input) => {
    const outcome = await saveProfileCommand(caller.id, input);
    // The header of every page names the account: its layout is drawn again with the new name.
    if (outcome.ok) revalidatePath("/", "layout");
    return outcome;
  },
  {
    who: "user",
    returnTo: SETTINGS,
    redirectTo: (outcome) => `${SETTINGS}?profile=${outcome.ok ? "saved" : outcome.code}#profile`,
  },
);

export const endSessionAction = formAction(
  endSessionSchema,
  async (caller, input) => endSessionCommand({ userId: caller.id, currentSid: await getCurrentSessionId() }, input),
  {
    who: "user",
    returnTo: SETTINGS,
    redirectTo: (outcome) => `${SETTINGS}?session=${outcome.ok ? "ended" : outcome.code}#sessions`,
  },
);

export const endOtherSessionsAction = formAction(
  z.object({}),
  async (caller) => endOtherSessionsCommand({ userId: caller.id, currentSid: await getCurrentSessionId() }),
  {
    who: "user",
    returnTo: SETTINGS,
    redirectTo: (outcome) =>
      `${SETTINGS}?session=${outcome.ok ? (outcome.data.ended > 0 ? "others_ended" : "no_others") : outcome.code}#sessions`,
  },
);
