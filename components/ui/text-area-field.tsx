import { forwardRef, type TextareaHTMLAttributes } from "react";
import { CONTROL_CLASS, describedBy, FieldFrame, type FrameProps } from "./field-frame";

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof FrameProps> & FrameProps & { id: string };

/** A labelled text area, three lines high unless told. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, Props>(function TextAreaField(
  { label, hint, error, labelSize, frameClassName, hintClassName, id, ...textarea },
  ref,
) {
  return (
    <FieldFrame {...{ id, label, hint, error, labelSize, frameClassName, hintClassName }}>
      <textarea
        ref={ref}
        id={id}
        rows={3}
        {...describedBy(id, { hint, error })}
        className={CONTROL_CLASS}
        {...textarea}
      />
    </FieldFrame>
  );
});
