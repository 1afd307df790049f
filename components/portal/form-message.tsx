import type { ReactNode } from "react";

/** A form-level error (announced at once) or a success note (announced politely). */
export function FormMessage({ tone, children }: { tone: "error" | "success" | "warning"; children: ReactNode }) {
  const styles = {
    error: "bg-red-50 text-red-800 ring-red-200",
    success: "bg-green-50 text-green-800 ring-green-200",
    warning: "bg-amber-50 text-amber-900 ring-amber-200",
  }[tone];
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-md px-3 py-2 text-sm ring-1 ring-inset ${styles}`}
    >
      {children}
    </p>
  );
}
