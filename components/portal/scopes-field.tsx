"use client";

// The scope picker as a react-hook-form field named "scopes": its value, its edits and the error
// the schema or the server gave it (the list's own, or its root's).
import { type Control, type FieldValues, type Path, useController } from "react-hook-form";
import { type Marks, ScopePicker } from "./scope-picker";

export function ScopesField<T extends FieldValues>({
  control,
  legend,
  marks,
  onEdit,
}: {
  control: Control<T>;
  legend: string;
  marks?: Marks;
  /** Called before each change, e.g. to close a confirmation that no longer applies. */
  onEdit?: () => void;
}) {
  const { field, fieldState } = useController({ control, name: "scopes" as Path<T> });
  return (
    <ScopePicker
      value={field.value as readonly string[]}
      onChange={(next) => {
        onEdit?.();
        field.onChange(next);
      }}
      marks={marks}
      error={fieldState.error?.message ?? fieldState.error?.root?.message}
      legend={legend}
    />
  );
}
