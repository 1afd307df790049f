// The house's button looks, shared by Button, SubmitButton, ConfirmAction and links styled as
// buttons: a tone says what the button does, a size how much room it has (xs for a row's small
// actions; never below the 24px target of WCAG 2.5.8).
export type ButtonTone = "primary" | "secondary" | "danger" | "dangerOutline" | "approve" | "dark";
export type ButtonSize = "md" | "sm" | "xs";

const BASE =
  "inline-flex items-center justify-center gap-2 rounded-md font-medium disabled:cursor-not-allowed disabled:opacity-60";

const SIZES: Record<ButtonSize, string> = {
  md: "min-h-10 px-4 py-2 text-sm",
  sm: "min-h-8 px-3 py-1.5 text-sm",
  xs: "min-h-6 px-2 py-1 text-xs",
};

const TONES: Record<ButtonTone, string> = {
  primary: "bg-brand-600 text-white hover:bg-brand-700",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
  danger: "bg-red-700 text-white hover:bg-red-800",
  dangerOutline: "border border-red-300 bg-white text-red-700 hover:bg-red-50",
  approve: "bg-green-700 text-white hover:bg-green-800",
  dark: "bg-slate-900 text-white hover:bg-slate-700",
};

export function buttonClass(tone: ButtonTone = "primary", extra = "", size: ButtonSize = "md"): string {
  return `${BASE} ${SIZES[size]} ${TONES[tone]} ${extra}`.trim();
}
