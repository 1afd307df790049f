"use client";

// A form's submit button that shows it is working: disabled, with a pending label, while the
// form's action runs (useFormStatus), so a second click cannot post twice.
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { useFormStatus } from "react-dom";
import { buttonClass, type ButtonTone } from "./button-styles";

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type"> & {
  /** Shown while the form is being submitted, e.g. "Saving…". */
  pendingLabel?: ReactNode;
  tone?: ButtonTone;
};

export function SubmitButton({ children, pendingLabel, tone = "primary", className = "", disabled, ...rest }: Props) {
  const { pending } = useFormStatus();
  return (
    <button
      {...rest}
      type="submit"
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      className={buttonClass(tone, className)}
    >
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
