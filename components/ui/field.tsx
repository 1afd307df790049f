import type { InputHTMLAttributes } from "react";
import { forwardRef } from "react";
import { CONTROL_CLASS, describedBy, FieldFrame, type FrameProps } from "./field-frame";

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, keyof FrameProps> & FrameProps;

/** A labelled input; its id is its name unless given. A `className` replaces the house look. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, hint, error, labelSize, frameClassName, hintClassName, id, ...input },
  ref,
) {
  const inputId = id ?? input.name;
  return (
    <FieldFrame {...{ id: inputId, label, hint, error, labelSize, frameClassName, hintClassName }}>
      <input ref={ref} id={inputId} {...describedBy(inputId, { hint, error })} className={CONTROL_CLASS} {...input} />
    </FieldFrame>
  );
});
