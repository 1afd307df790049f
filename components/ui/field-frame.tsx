import type { ReactNode } from "react";

/** What every labelled control takes besides its own attributes. */
export type FrameProps = {
  label: ReactNode;
  /** Shown under the control until there is an error, and read with it. */
  hint?: ReactNode;
  error?: string;
  /** `xs` for the small controls of a filter bar. */
  labelSize?: "sm" | "xs";
  /** The class of the box around label, control and lines (its width, its place in a grid). */
  frameClassName?: string;
  hintClassName?: string;
};

/** The house's text control: the same border, focus ring and invalid state for inputs and text areas. */
export const CONTROL_CLASS =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-1 focus:ring-brand-500 aria-[invalid]:border-red-500";

const LABEL_CLASS = { sm: "block text-sm font-medium text-slate-700", xs: "block text-xs font-medium text-slate-700" };

/** The attributes that tie a control to its error, or else its hint. */
export function describedBy(id: string | undefined, { hint, error }: Pick<FrameProps, "hint" | "error">) {
  if (!id) return {};
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  };
}

/** Why a value was refused, announced at once; nothing while there is no error. */
export function FieldError({
  message,
  id,
  className = "mt-1 text-xs",
}: {
  message: string | undefined;
  id?: string;
  /** Its margin and size. */
  className?: string;
}) {
  return message ? (
    <p id={id} className={`${className} text-red-600`} role="alert">
      {message}
    </p>
  ) : null;
}

/**
 * The frame every form control stands in: its label above it, then a hint or, once the value is
 * refused, the error, announced at once. The control itself is the child.
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  labelSize = "sm",
  frameClassName,
  hintClassName = "mt-1 text-xs text-slate-500",
  children,
}: FrameProps & { id: string | undefined; children: ReactNode }) {
  return (
    <div className={frameClassName}>
      <label htmlFor={id} className={LABEL_CLASS[labelSize]}>
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={id && `${id}-hint`} className={hintClassName}>
          {hint}
        </p>
      ) : null}
      <FieldError id={id && `${id}-error`} message={error} />
    </div>
  );
}
