"use client";

// A destructive or far-reaching action behind a confirmation step: the first button only opens
// the step, which says in one sentence what will happen; the action runs on the second button.
// Focus moves to the sentence (screen readers read it), Escape or Cancel closes the step and
// returns focus to the first button, and everything works by keyboard.
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { buttonClass, type ButtonTone } from "./button-styles";
import { HiddenFields } from "./post-button";
import { SubmitButton } from "./submit-button";

export type ConfirmActionProps = {
  /** Label of the button that opens the step, e.g. "Remove". */
  trigger: ReactNode;
  /** Accessible name of that button when the visible label is not enough, e.g. "Remove https://…". */
  triggerLabel?: string;
  /** What will happen, in one sentence, e.g. "Apps using this URI stop working at once." */
  consequence: ReactNode;
  /** Label of the button that does it, e.g. "Yes, remove https://…". */
  confirmLabel: ReactNode;
  pendingLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** The form action run on confirmation (usually a server action). */
  action: (formData: FormData) => void | Promise<void>;
  /** Hidden inputs posted with the action, e.g. the id of what is removed. */
  fields?: Readonly<Record<string, string>>;
  /** Extra inputs shown in the step, e.g. a required reason. */
  children?: ReactNode;
  tone?: ButtonTone;
  triggerTone?: ButtonTone;
  /** Turns the first button off, e.g. while another decision on the same thing is under way. */
  disabled?: boolean;
};

export function ConfirmAction({
  trigger,
  triggerLabel,
  consequence,
  confirmLabel,
  pendingLabel,
  cancelLabel = "Cancel",
  action,
  fields = {},
  children,
  tone = "danger",
  triggerTone = "secondary",
  disabled = false,
}: ConfirmActionProps) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const sentenceRef = useRef<HTMLParagraphElement>(null);
  const returnFocus = useRef(false);
  const sentenceId = useId();

  useEffect(() => {
    if (open) sentenceRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      triggerRef.current?.focus();
    }
  }, [open]);

  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };

  if (!open) {
    return (
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={false}
        aria-label={triggerLabel}
        disabled={disabled}
        onClick={() => setOpen(true)}
        className={buttonClass(triggerTone)}
      >
        {trigger}
      </button>
    );
  }
  return (
    <form
      action={action}
      role="group"
      aria-labelledby={sentenceId}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          close();
        }
      }}
      className="space-y-3 rounded-md border border-slate-300 bg-white p-3"
      data-testid="confirm-action"
    >
      <HiddenFields fields={fields} />
      <p ref={sentenceRef} id={sentenceId} tabIndex={-1} className="text-sm text-slate-800 focus:outline-none">
        {consequence}
      </p>
      {children}
      <div className="flex flex-wrap gap-2">
        <SubmitButton tone={tone} pendingLabel={pendingLabel} disabled={disabled}>
          {confirmLabel}
        </SubmitButton>
        <button type="button" onClick={close} className={buttonClass("secondary")}>
          {cancelLabel}
        </button>
      </div>
    </form>
  );
}
