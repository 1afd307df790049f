// A one-click action as a plain form (it works without scripts): hidden fields say what it acts on,
// and the button posts them to a server action, disabled while it does.
import type { ReactNode } from "react";
import type { ButtonTone } from "./button-styles";
import { SubmitButton } from "./submit-button";

type FormAction = (formData: FormData) => void | Promise<void>;

/** The values a form posts without showing them, e.g. the id of what it acts on. */
export function HiddenFields({ fields }: { fields: Readonly<Record<string, string>> }) {
  return Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

export function PostButton({
  action,
  fields,
  tone = "primary",
  label,
  children,
}: {
  action: FormAction;
  fields: Readonly<Record<string, string>>;
  tone?: ButtonTone;
  /** The button's accessible name where its words alone do not say what it acts on. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <form action={action}>
      <HiddenFields fields={fields} />
      <SubmitButton tone={tone} aria-label={label}>
        {children}
      </SubmitButton>
    </form>
  );
}
