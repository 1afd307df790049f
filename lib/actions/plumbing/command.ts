// A command is what a server action does once it knows who is calling: parse the input with the
// form's own zod schema, run the use case, and turn a refusal's codes into words for the form.
// Kept apart from the "use server" modules so integration tests can run it without a request.
import "server-only";
import type { z } from "zod";
import { fieldErrorsOf, type ActionResult } from "@/lib/action-result";
import { ACTION_WORDS } from "@/lib/ui-words/actions";

/** Who calls; `address` is the client address of the request, set by the action plumbing; `timeZone` their own, for times in the words. */
export type Caller = { id: string; address?: string; timeZone?: string };

export type Refusal = { readonly ok: false; readonly code: string };
/** Words for a refusal, with times in the reader's time zone. */
export type Words<F> = (
  failure: F,
  reader: { readonly timeZone?: string },
) => { message: string; fieldErrors?: Record<string, string> };
export type Command<T> = (caller: Caller, input: unknown) => Promise<ActionResult<T>>;

export function command<S extends z.ZodType, T, F extends Refusal>(
  schema: S,
  run: (caller: Caller, input: z.output<S>) => Promise<{ ok: true; data: T } | F>,
  words: Words<F>,
): Command<T> {
  return async (caller, input) => {
    const parsed = schema.safeParse(input);
    if (!parsed.success)
      return {
        ok: false,
        code: "invalid_input",
        message: ACTION_WORDS.fixFields,
        fieldErrors: fieldErrorsOf(parsed.error.issues),
      };
    const outcome = await run(caller, parsed.data);
    return outcome.ok ? { ok: true, data: outcome.data } : { ok: false, code: outcome.code, ...words(outcome, caller) };
  };
}
