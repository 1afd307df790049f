"use server";
// The two-step sign-in settings' server actions. Starting and turning off are plain forms (they
// answer with an address that carries the outcome's code); confirming answers the script that
// shows the recovery codes, once. What each does is in accounts-two-factor-commands.ts.
import { z } from "zod";
import { TWO_FACTOR_WORDS as W } from "@/lib/ui-words/two-factor";
import {
  confirmEnrolmentCommand,
  disableTwoFactorCommand,
  startEnrolmentCommand,
} from "./accounts-two-factor-commands";
import { formAction } from "./plumbing/form-action";
import { userAction } from "./plumbing/user-action";
import { confirmTwoFactorSchema, disableTwoFactorSchema } from "./schemas/two-factor-forms";

const PAGE = "/settings/two-factor";

export const startTwoFactorAction = formAction(z.object({}), async (caller) => startEnrolmentCommand(caller), {
  who: "user",
  returnTo: PAGE,
  redirectTo: (outcome) => `${PAGE}?done=${outcome.ok ? "started" : outcome.code}`,
});

export const confirmTwoFactorAction = userAction<{ recoveryCodes: readonly string[] }>(
  async (caller, input) => {
    const parsed = confirmTwoFactorSchema.safeParse(input);
    if (!parsed.success) return { ok: false, code: "invalid_input", message: W.outcomes.wrong_code };
    const outcome = await confirmEnrolmentCommand(caller, parsed.data.code);
    return outcome.ok ? outcome : { ok: false, code: outcome.code, message: W.outcomes[outcome.code] };
  },
  { returnTo: PAGE },
);

export const disableTwoFactorAction = formAction(
  disableTwoFactorSchema,
  async (caller, input) => disableTwoFactorCommand({ ...caller, address: await caller.address() }, input),
  {
    who: "user",
    returnTo: PAGE,
    redirectTo: (outcome) => `${PAGE}?done=${outcome.ok ? "off" : outcome.code}`,
  },
);
