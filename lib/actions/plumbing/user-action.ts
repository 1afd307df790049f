// The two ways a server action starts: `userAction` for any signed-in user, `adminAction` for
// administrators. Both find the caller, run the command, and turn an unexpected error into a
// generic answer without internals (the error itself is logged). Next.js checks the Origin of
// every server action request against the host before any of this runs.
import "server-only";
import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import type { ActionResult } from "@/lib/action-result";
import { getCurrentUser, requireUser } from "@/lib/auth/current-user";
import { getConfig } from "@/lib/server/config";
import { logFault } from "@/lib/server/http/unavailable-responses";
import { clientAddress } from "@/lib/server/rate-limit/client-address";
import { ACTION_WORDS } from "@/lib/ui-words/actions";
import type { Command } from "./command";

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
    return guarded(() => run({ ...user, address }, input), options, input);
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
    const admin = user;
    return guarded(() => run(admin, input), settings, input);
  };
}
