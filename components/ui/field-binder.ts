// Ties a react-hook-form field to a Field: the input's registration, and the error the schema or
// the server gave that field, under it.
import { type FieldError, type FieldValues, get, type Path, type UseFormReturn } from "react-hook-form";

export function fieldBinder<T extends FieldValues>({
  register,
  formState,
}: Pick<UseFormReturn<T>, "register" | "formState">) {
  return (name: Path<T>) => ({
    ...register(name),
    error: get<UseFormReturn<T>["formState"]["errors"], FieldError | undefined>(formState.errors, name)?.message,
  });
}
