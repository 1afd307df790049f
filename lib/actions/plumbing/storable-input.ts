// Every server action's input passes here before its schema: a string PostgreSQL cannot store
// (lib/storable-text.ts) is refused like any other invalid field, whichever action it was sent to.
import "server-only";
import type { ActionResult } from "@/lib/action-result";
import { unstorableField } from "@/lib/storable-text";
import { ACTION_WORDS } from "@/lib/ui-words/actions";
import { FIELD_WORDS } from "@/lib/ui-words/form-fields";

/** The refusal naming the field that holds such a string, or null when every string can be stored. */
export function refuseUnstorable(input: unknown): Extract<ActionResult, { ok: false }> | null {
  const field = unstorableField(input);
  return field === null
    ? null
    : {
        ok: false,
        code: "invalid_input",
        message: ACTION_WORDS.fixFields,
        fieldErrors: { [field]: FIELD_WORDS.plainText },
      };
}
