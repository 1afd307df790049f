import type { SelectHTMLAttributes } from "react";
import { describedBy, FieldFrame, type FrameProps } from "./field-frame";

/** An option by its value alone (shown as it is) or with the words shown for it. */
export type SelectOption = string | { value: string; label: string };

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, keyof FrameProps | "children"> &
  FrameProps & { id: string; options: readonly SelectOption[] };

const SELECT_CLASS = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm";

/** A labelled drop-down list. A `className` replaces the house look (a monospace list of URIs). */
export function SelectField({
  label,
  hint,
  error,
  labelSize,
  frameClassName,
  hintClassName,
  id,
  options,
  ...select
}: Props) {
  return (
    <FieldFrame {...{ id, label, hint, error, labelSize, frameClassName, hintClassName }}>
      <select id={id} {...describedBy(id, { hint, error })} className={SELECT_CLASS} {...select}>
        {options.map((option) => {
          const { value, label: words } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {words}
            </option>
          );
        })}
      </select>
    </FieldFrame>
  );
}
