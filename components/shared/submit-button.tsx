"use client";

// A form's submit button that shows it is working: disabled, with a pending label, while the
// form's action runs (useFormStatus), so a second click cannot post twice. A form that submits
// through its own handler (react-hook-form) says when it is pending.
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { useFormStatus } from "react-dom";
import { buttonClass, type ButtonSize, type ButtonTone } from "./button-styles";

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type"> & {
  /** Shown while the form is being submitted, e.g. "Saving…". */
  pendingLabel?: ReactNode;
  /** The form's own pending state, where its action is not a form action. */
  pending?: boolean;
  tone?: ButtonTone;
  size?: ButtonSize;
};

export function SubmitButton({
  children,
  pendingLabel,
  pending: ownPending,
  tone = "primary",
  size = "md",
  className = "",
  disabled,
  ...rest
}: Props) {
  const status = useFormStatus();
  const pending = ownPending ?? status.pending;
  return (
    <button
      {...rest}
      type="submit"
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      className={buttonClass(tone, className, size)}
    >
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
