// The house's button looks, shared by SubmitButton, ConfirmAction and plain links styled as buttons.
export type ButtonTone = "primary" | "secondary" | "danger";

const BASE =
  "inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-60";

const TONES: Record<ButtonTone, string> = {
  primary: "bg-brand-600 text-white hover:bg-brand-700",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
  danger: "bg-red-700 text-white hover:bg-red-800",
};

export function buttonClass(tone: ButtonTone = "primary", extra = ""): string {
  return `${BASE} ${TONES[tone]} ${extra}`.trim();
}
