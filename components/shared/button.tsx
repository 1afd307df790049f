import type { ButtonHTMLAttributes } from "react";
import { buttonClass, type ButtonSize, type ButtonTone } from "./button-styles";

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { tone?: ButtonTone; size?: ButtonSize };

/** A button in the house's look; a plain button (not a submit) unless its type says so. */
export function Button({ tone = "primary", size = "md", className = "", type = "button", ...rest }: Props) {
  return <button type={type} className={buttonClass(tone, className, size)} {...rest} />;
}
