import { Field } from "@/components/ui/field";

/**
 * The new password on the change and reset pages, posted as `newPassword`, with the length both
 * actions accept, so the browser refuses a short one before it is sent.
 */
export function NewPasswordField({ label }: { label: string }) {
  return (
    <Field
      label={label}
      name="newPassword"
      type="password"
      autoComplete="new-password"
      required
      minLength={10}
      maxLength={1024}
    />
  );
}
