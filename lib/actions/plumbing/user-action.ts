// How a server action that answers a script starts: `userAction` for any signed-in user,
// `adminAction` for administrators, `anonymousAction` for the forms of signed-out visitors (each
// call spends the address's budget first). Each finds the caller, runs the command, and turns an
// unexpected error into a generic answer without internals (the error itself is logged). Plain
// forms that work without JavaScript use formAction (./form-action.ts). A string PostgreSQL cannot
// store is refused before the command sees the input (./storable-input.ts). Next.js checks the
// Origin of every server action request against the host before any of this runs.
import "server-only";
import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import type { ActionResult } from "@/lib/action-result";
import { adminMustEnrolNow, getCurrentUser, requireUser } from "@/lib/auth/current-user";
import { getConfig } from "@/lib/server/roots/config";
import { logFault } from "@/lib/server/http/unavailable-responses";
import { clientAddress } from "@/lib/server/rate-limit/client-address";
import type { LimitName } from "@/lib/server/rate-limit/limits";
import { hit } from "@/lib/server/rate-limit/rate-limiter";
import { ACTION_WORDS } from "@/lib/ui-words/actions";
import type { Command } from "./command";
import { refuseUnstorable } from "./storable-input";

type Options<T> = {
  /** Pages whose data the action changes, refreshed after it ran (whatever the outcome). */
  revalidate?: (result: ActionResult<T>, input: unknown) => readonly string[];
  internalMessage?: string;
};

async function guarded<T>(
  work: () => Promise<ActionResult<T>>,
  options: Options<T>,
  input: unknown,
): Promise<ActionResult<T>> {
  let result: ActionResult<T>;
  try {
    result = await work();
  } catch (err) {
    logFault(err, "server action");
    return { ok: false, code: "internal", message: options.internalMessage ?? ACTION_WORDS.somethingWentWrong };
  }
  for (const path of options.revalidate?.(result, input) ?? []) revalidatePath(path);
  return result;
}

/** A signed-out caller is redirected to sign-in, coming back to `returnTo`. */
export function userAction<T>(run: Command<T>, options: Options<T> & { returnTo: string }) {
  return async (input: unknown): Promise<ActionResult<T>> => {
    // Outside the guard: the redirect to sign-in is thrown, and must reach Next.js.
    const user = await requireUser(options.returnTo);
    const address = clientAddress(await headers(), getConfig().trustedProxyHops);
    return refuseUnstorable(input) ?? guarded(() => run({ ...user, address }, input), options, input);
  };
}

/** Anyone but an administrator gets the same `not_found` as for a missing page. */
export function adminAction<T>(run: Command<T>, options: Options<T> = {}) {
  const settings = { internalMessage: ACTION_WORDS.somethingWentWrongDeciding, ...options };
  return async (input: unknown): Promise<ActionResult<T>> => {
    let user: Awaited<ReturnType<typeof getCurrentUser>>;
    try {
      user = await getCurrentUser();
    } catch (err) {
      logFault(err, "server action");
      return { ok: false, code: "internal", message: settings.internalMessage };
    }
    if (user?.role !== "ADMIN") return { ok: false, code: "not_found", message: ACTION_WORDS.notFound };
    // In production an administrator without two-step sign-in decides nothing (the pages send them to set it up).
    if (await adminMustEnrolNow(user)) return { ok: false, code: "not_found", message: ACTION_WORDS.notFound };
    const admin = user;
    return refuseUnstorable(input) ?? guarded(() => run(admin, input), settings, input);
  };
}

/**
 * No caller: the address's `limit` is spent before any work, and a spent budget answers
 * `rate_limited` with the words `limited` picks for the minutes to wait.
 */
export function anonymousAction<T>(
  run: (input: unknown) => Promise<ActionResult<T>>,
  options: Options<T> & { limit: LimitName; limited: (minutes: number) => string },
) {
  return async (input: unknown): Promise<ActionResult<T>> => {
    const verdict = await hit(options.limit, clientAddress(await headers(), getConfig().trustedProxyHops));
    if (!verdict.allowed)
      return { ok: false, code: "rate_limited", message: options.limited(Math.ceil(verdict.retryAfterSeconds / 60)) };
    return refuseUnstorable(input) ?? guarded(() => run(input), options, input);
  };
}
