"use client";

// A react-hook-form form that sends its values to a server action: the refusal's field errors go
// under their fields and its message above the form; a success goes to the caller.
import { useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import type { ActionResult } from "@/lib/action-result";

export function useActionSubmit<In extends FieldValues, Out, R>(
  form: Pick<UseFormReturn<In, unknown, Out>, "handleSubmit" | "setError">,
  action: (values: Out) => Promise<ActionResult<R>>,
  onSuccess: (data: R, values: Out) => void,
  /** `fieldsFirst`: a refusal that names a field says so only under it (a one-field form). */
  { fieldsFirst = false }: { fieldsFirst?: boolean } = {},
) {
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const result = await action(values);
    if (result.ok) return onSuccess(result.data, values);
    const fieldErrors = Object.entries(result.fieldErrors ?? {});
    for (const [field, message] of fieldErrors) form.setError(field as Path<In>, { message });
    if (!fieldsFirst || fieldErrors.length === 0) setFailure(result.message);
  });
  return { onSubmit, failure };
}
