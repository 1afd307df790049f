// The server actions of plain forms (they work without JavaScript): find the caller, read the
// form's fields with its zod schema (a string PostgreSQL cannot store is refused before it, as
// ./storable-input.ts says), run the use case, and answer with a redirect to the address
// the outcome picks (the page then words the outcome it finds in its query). An unexpected error
// is logged and answered as the `internal` outcome, without internals. Beside userAction and
// adminAction (./user-action.ts), which answer forms that run with JavaScript.
import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { z } from "zod";
import { requireAdmin, requireUser } from "@/lib/auth/current-user";
import { getConfig } from "@/lib/server/roots/config";
import { logFault } from "@/lib/server/http/unavailable-responses";
import { clientAddress } from "@/lib/server/rate-limit/client-address";
import type { Refusal } from "./command";
import { refuseUnstorable } from "./storable-input";

export type FormCaller = {
  readonly id: string;
  readonly email: string;
  /** The client address of the request (read only by the forms that need it). */
  readonly address: () => Promise<string>;
};
/** Who may post the form: any signed-in user, administrators only, or anyone (no caller). */
type Who = "user" | "admin" | "anyone";
type CallerOf<W extends Who> = W extends "anyone" ? null : FormCaller;

export type FormOutcome<T, F> =
  | { readonly ok: true; readonly data: T }
  | F
  | { readonly ok: false; readonly code: "invalid_input" | "internal" };

interface FormOptions<W extends Who, T, F, I> {
  readonly who: W;
  /** The page a signed-out caller comes back to after signing in. */
  readonly returnTo: string;
  /** The address to answer with; `input` is the form's fields once they passed the schema. */
  readonly redirectTo: (outcome: FormOutcome<T, F>, input: I | undefined) => string;
}

/** The form's text fields (Next.js's own `$ACTION_` fields left out). */
function fieldsOf(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries())
    if (typeof value === "string" && !key.startsWith("$ACTION")) fields[key] = value;
  return fields;
}

async function findCaller(who: Who, returnTo: string): Promise<FormCaller | null> {
  if (who === "anyone") return null;
  const user = who === "admin" ? await requireAdmin(returnTo) : await requireUser(returnTo);
  return {
    id: user.id,
    email: user.email,
    address: async () => clientAddress(await headers(), getConfig().trustedProxyHops),
  };
}

export function formAction<S extends z.ZodType, W extends Who, T, F extends Refusal>(
  schema: S,
  run: (caller: CallerOf<W>, input: z.output<S>) => Promise<{ ok: true; data: T } | F>,
  options: FormOptions<W, T, F, z.output<S>>,
): (form: FormData) => Promise<void> {
  return async (form) => {
    // Outside the try: the redirect to sign-in is thrown, and must reach Next.js (so is the answer's).
    const caller = (await findCaller(options.who, options.returnTo)) as CallerOf<W>;
    const fields = fieldsOf(form);
    const parsed = refuseUnstorable(fields) ? null : schema.safeParse(fields);
    let outcome: FormOutcome<T, F>;
    if (!parsed?.success) outcome = { ok: false, code: "invalid_input" };
    else {
      try {
        outcome = await run(caller, parsed.data);
      } catch (err) {
        logFault(err, "server action");
        outcome = { ok: false, code: "internal" };
      }
    }
    redirect(options.redirectTo(outcome, parsed?.success ? parsed.data : undefined));
  };
}
