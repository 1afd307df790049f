// A table that may be wider than a phone scrolls inside this box, never the page. The box can be
// focused, so keyboard users can scroll it too (WCAG 2.1.1), and it is named for screen readers;
// `relative` keeps visually hidden content inside it.
import type { ReactNode } from "react";

export function ScrollBox({
  label,
  className = "",
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`relative overflow-x-auto ${className}`}>
      {children}
    </div>
  );
}
