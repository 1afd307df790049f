import type { ReactNode } from "react";
import { Region } from "@/components/ui/region";

/** A titled section; its heading names it, so tests and screen readers find it as a region. */
export function Section({
  title,
  description,
  children,
  tone = "default",
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  tone?: "default" | "danger";
}) {
  return (
    <Region
      title={title}
      className={`rounded-lg border bg-white p-5 shadow-sm ${tone === "danger" ? "border-red-200" : "border-slate-200"}`}
      titleClassName={`text-lg font-semibold ${tone === "danger" ? "text-red-800" : ""}`}
    >
      {description ? <div className="mt-1 text-sm text-slate-600">{description}</div> : null}
      <div className="mt-4">{children}</div>
    </Region>
  );
}
